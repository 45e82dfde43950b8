import Foundation
import SheetCodegen
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import sheetspec

/// docs/Rules.md is generated from every stage's descriptors and the rules'
/// examples, joined where every stage is visible (`DescriptorCatalog.every`); this
/// test fails when it is stale, and `SHEETSPEC_UPDATE_GOLDEN=1` rewrites it.
@Suite struct RulesDocumentTests {
    static let rulesDocument = CommandRunner.repository.appendingPathComponent("docs/Rules.md")

    @Test func rulesDocumentIsCurrent() {
        GoldenFile.check(DiagnosticDocumentation.rulesMarkdown(catalog: DescriptorCatalog.every.all), against: Self.rulesDocument)
    }

    @Test func documentListsEveryCode() {
        let document = DiagnosticDocumentation.rulesMarkdown(catalog: DescriptorCatalog.every.all)
        for descriptor in DescriptorCatalog.every.all {
            #expect(document.contains("## \(descriptor.code): \(descriptor.name)\n"), "\(descriptor.code) is missing")
        }
    }

    @Test func catalogJoinsEveryStageOnce() {
        let all = DescriptorCatalog.every.all
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(Set(all.map(\.code)).count == all.count)
        for descriptor in LanguageDiagnostics.all + GenerationDiagnostics.all {
            #expect(DescriptorCatalog.every.byCode[descriptor.code] == descriptor, "\(descriptor.code) is missing")
        }
        #expect(all.count == LanguageDiagnostics.all.count + GenerationDiagnostics.all.count)
    }

    @Test func rulePagesShowScopeAndExamples() throws {
        let page = DiagnosticDocumentation.page(try #require(DescriptorCatalog.every.descriptor(named: "unknown-initial-detent")))
        #expect(page.hasPrefix("# SS2104: unknown-initial-detent\n\nDefault severity: error; scope: correctness"))
        #expect(page.contains("## Triggers it\n\n```yaml\nversion: 1\n"))
        #expect(page.contains("    initial: halff\n```"))
        #expect(page.contains("## Does not trigger it"))
        let multiFile = DiagnosticDocumentation.page(try #require(DescriptorCatalog.every.descriptor(named: "duplicate-sheet-id")))
        #expect(multiFile.contains("```yaml\n# checkout.sheet.yaml\nversion: 1\n"))
    }

    @Test func decodingPagesAreUnchanged() throws {
        let descriptor = try #require(DescriptorCatalog.every.descriptor(named: "SS1003"))
        #expect(DiagnosticDocumentation.page(descriptor) == DiagnosticExplanation.page(descriptor))
    }
}
