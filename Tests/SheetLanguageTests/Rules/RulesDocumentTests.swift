import Foundation
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// docs/Rules.md is generated from the descriptors and examples; this test
/// fails when it is stale, and `SHEETSPEC_UPDATE_GOLDEN=1` rewrites it.
@Suite struct RulesDocumentTests {
    @Test func rulesDocumentIsCurrent() {
        GoldenFile.check(DiagnosticDocumentation.rulesMarkdown(), against: RepositoryPaths.rulesDocument)
    }

    @Test func documentListsEveryCode() {
        let document = DiagnosticDocumentation.rulesMarkdown()
        for descriptor in DiagnosticCatalog.all {
            #expect(document.contains("## \(descriptor.code): \(descriptor.name)\n"), "\(descriptor.code) is missing")
        }
    }

    @Test func rulePagesShowScopeAndExamples() throws {
        let page = DiagnosticDocumentation.page(UnknownInitialDetentRule.descriptor)
        #expect(page.hasPrefix("# SS2104: unknown-initial-detent\n\nDefault severity: error; scope: correctness"))
        #expect(page.contains("## Triggers it\n\n```yaml\nversion: 1\n"))
        #expect(page.contains("    initial: halff\n```"))
        #expect(page.contains("## Does not trigger it"))
        let multiFile = DiagnosticDocumentation.page(DuplicateSheetIDRule.descriptor)
        #expect(multiFile.contains("```yaml\n# checkout.sheet.yaml\nversion: 1\n"))
    }

    @Test func decodingPagesAreUnchanged() throws {
        let descriptor = try #require(DiagnosticCatalog.descriptor(named: "SS1003"))
        #expect(DiagnosticDocumentation.page(descriptor) == DiagnosticExplanation.page(descriptor))
    }
}
