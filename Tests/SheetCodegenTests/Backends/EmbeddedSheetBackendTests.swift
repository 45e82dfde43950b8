import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// An embedded drawer in every backend (docs/SpecReference.md, "Decided: an
/// embedded drawer"): the `conformance` backend generates its layout, with the
/// rules that no trigger dismisses it; `uikit` and `swiftui`, which configure the
/// always-presented system sheet, generate nothing for it, report `SS4301` at its
/// `presentation` key and say why in a comment.
@Suite struct EmbeddedSheetBackendTests {
    static let spec = """
        version: 1
        minimumOS: 16.4
        sheets:
          countries:
            type: CountriesTableViewController
            presentation: embedded
            detents:
              - { id: halfway, fraction: 0.5 }
              - { id: full, inset: 0 }
        """

    static func generate(_ backend: Backend) throws -> GenerationOutcome {
        let folder = try ScratchFolder.make("embedded-\(backend.id)")
        try spec.write(to: folder.appendingPathComponent("bottom-drawer.sheet.yaml"), atomically: true, encoding: .utf8)
        return SpecGenerator.generate(
            paths: [folder.path],
            options: GenerationOptions(
                outputFolder: folder.appendingPathComponent("out").path, backends: [backend], mode: .dryRun))
    }

    @Test func theConformanceBackendWritesAnEmbeddedLayoutThatNothingDismisses() throws {
        let outcome = try Self.generate(.conformance)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        let file = try #require(outcome.files.first { $0.contents.contains("extension CountriesTableViewController") })
        #expect(file.contents.contains("presentation: .embedded,"))
        #expect(file.contents.contains("DismissalRules(swipe: false, tapOutside: false, closeButton: false, confirm: false)"))
    }

    @Test(arguments: [Backend.uikit, .swiftui])
    func aSystemSheetBackendReportsTheDrawerAndGeneratesNothing(backend: Backend) throws {
        let outcome = try Self.generate(backend)
        let reported = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.map(\.code) == [BackendDiagnostics.backendCannotShow.code])
        #expect(reported.message.contains("`countries` is embedded"), "\(reported.message)")
        #expect(reported.message.contains("the `\(backend.id)` backend generates nothing for it"), "\(reported.message)")
        #expect(reported.help?.contains("embed(bottomSheet:)") == true)
        // At the `presentation` key (line 6 of the spec).
        #expect(reported.span?.range.start.line == 6)
        let file = try #require(outcome.files.first)
        #expect(file.contents.contains("is an embedded drawer, which"), "\(file.contents)")
        #expect(!file.contents.contains("extension CountriesTableViewController"))
    }
}
