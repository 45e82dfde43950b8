import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// A detent whose height differs by orientation: the `uikit` backend reads
/// the container's bounds and reports nothing, the `swiftui` backend keeps
/// the portrait height and reports SS4303 at the detent, with the help its
/// explanation gives.
@Suite struct OrientedDetentBackendTests {
    static func generate(_ detents: String, backend: Backend) throws -> GenerationOutcome {
        let folder = try ScratchFolder.make("oriented-detent-\(backend.id)")
        let spec = folder.appendingPathComponent("reader.sheet.yaml")
        try """
            version: 1
            minimumOS: 17
            sheets:
              reader:
                type: ReaderViewController
                detents:
            \(detents)
                  - { id: full, system: large }
            """.write(to: spec, atomically: true, encoding: .utf8)
        return SpecGenerator.generate(
            paths: [spec.path],
            options: GenerationOptions(
                outputFolder: folder.appendingPathComponent("out").path, backends: [backend], mode: .dryRun))
    }

    static let oriented = "      - { id: half, height: { portrait: 400, landscape: 250 } }"

    @Test func uikitResolvesTheHeightByTheContainersOrientation() throws {
        let outcome = try Self.generate(Self.oriented, backend: .uikit)
        #expect(outcome.diagnostics.isEmpty)
        let file = try #require(outcome.files.first)
        #expect(file.contents.contains("self?.sheetSpecIsLandscape() == true ? 250 : 400"))
        #expect(file.contents.contains("presentationController?.containerView?.bounds"))
    }

    @Test func swiftuiUsesThePortraitHeightAndSaysSo() throws {
        let outcome = try Self.generate(Self.oriented, backend: .swiftui)
        #expect(outcome.diagnostics.map(\.code) == [BackendDiagnostics.orientationNotExpressible.code])
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("detent `half` of `reader` is 400 pt tall in portrait and 250 pt in landscape"))
        #expect(warning.span?.range.start.line == 7)  // the `half` item
        #expect(warning.help?.contains("`uikit` backend") == true)
        let file = try #require(outcome.files.first)
        #expect(file.contents.contains("return min(max(400, 0), available)"))
        #expect(!file.contents.contains("250"))
    }

    @Test func theSameHeightInBothOrientationsIsNotReported() throws {
        let outcome = try Self.generate("      - { id: half, height: { portrait: 300, landscape: 300 } }", backend: .swiftui)
        #expect(outcome.diagnostics.isEmpty)
    }
}
