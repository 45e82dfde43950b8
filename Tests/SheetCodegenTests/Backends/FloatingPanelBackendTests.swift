import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The `floatingpanel` backend (docs/Backends.md): golden files of every
/// example spec's output and of its diagnostics, a type-check of the
/// generated code against FloatingPanel 2.8.8's transcribed declarations in
/// both language modes, and the anchors' positions, computed by
/// FloatingPanel's layout rules, compared with the plan on every profile.
/// Update the goldens with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter FloatingPanelBackendTests`.
@Suite(.serialized) struct FloatingPanelBackendTests {
    static let specs = Toolchain.repository.appendingPathComponent("specs").path
    static let goldens = Toolchain.fixtures.appendingPathComponent("backends/floatingpanel")

    static func generateExamples(backends: [Backend] = [.floatingpanel]) -> GenerationOutcome {
        SpecGenerator.generate(
            paths: [specs],
            options: GenerationOptions(
                outputFolder: ScratchFolder.path("floatingpanel-examples").path, backends: backends, mode: .dryRun))
    }

    static var files: [(name: String, text: String)] {
        let generated = generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
        return FloatingPanelInterface.withHost(generated)
    }

    @Test func everyExampleSpecGetsItsFileAndTheCustomSheetsTheirCode() {
        let outcome = Self.generateExamples()
        #expect(outcome.files.map(\.relativePath) == [
            "Checkout+FloatingPanel.generated.swift", "CommentComposer+FloatingPanel.generated.swift",
            "MapDrawer+FloatingPanel.generated.swift", "NowPlaying+FloatingPanel.generated.swift",
            "StorePicker+FloatingPanel.generated.swift",
        ])
        let text = outcome.files.map(\.contents).joined()
        for type in ["CheckoutSheetViewController", "AddressSheetViewController", "PaymentSheetViewController",
                     "PlaceDetailsViewController", "NowPlayingViewController"] {
            #expect(text.contains("extension \(type) {"), "\(type)")
        }
        #expect(!text.contains("extension CommentComposerViewController"))
        #expect(!text.contains("extension StorePickerViewController"))
    }

    @Test func generatedFilesAndDiagnosticsMatchTheirGoldens() {
        let outcome = Self.generateExamples()
        for file in outcome.files {
            GoldenFile.check(file.contents, against: Self.goldens.appendingPathComponent(file.relativePath))
        }
        let diagnostics = outcome.diagnostics.map { diagnostic in
            // Relative to the repository, so the golden holds wherever the clone is.
            let path = (diagnostic.span?.path ?? "").replacingOccurrences(of: Toolchain.repository.path + "/", with: "")
            let place = "\(path):\(diagnostic.span?.range.start.line ?? 0)"
            return "\(place) \(diagnostic.code) \(diagnostic.severity): \(diagnostic.message)\n  help: \(diagnostic.help ?? "-")\n"
        }.joined()
        GoldenFile.check(diagnostics, against: Self.goldens.appendingPathComponent("diagnostics.txt"))
    }

    @Test func everyUnsayablePartHasItsCode() {
        let codes = Self.generateExamples().diagnostics.map { "\($0.code) \($0.message.prefix { $0 != " " })" }
        #expect(codes.contains("SS4401 `commentComposer`"))
        #expect(codes.contains("SS4401 `storePicker`"))
        #expect(codes.contains("SS4402 `checkoutAddress`"))
        #expect(codes.contains("SS4403 `checkout`"))
        #expect(codes.contains("SS4404 `nowPlaying`"))
        #expect(codes.contains("SS4405 `checkoutPayment`"))
        // The momentum-redirect drawer is said whole but for its escape choice
        // (`collapse`), which FloatingPanel's own escape cannot do.
        #expect(codes.filter { $0.hasSuffix("`placeDetails`") } == ["SS4409 `placeDetails`"])
        #expect(codes.contains("SS4409 `nowPlaying`"))
        // With `conformance` in the run every sheet has code: SS4401 is dropped, the rest stays.
        let both = Self.generateExamples(backends: [.conformance, .floatingpanel]).diagnostics.map(\.code.description)
        #expect(!both.contains("SS4401") && both.contains("SS4402"))
    }

    @Test func generatedFilesPassSwiftFormatLintStrict() throws {
        let configuration = Toolchain.repository.appendingPathComponent(".swift-format").path
        let files = Self.generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
            + FloatingPanelSyntheticTests.files.filter { $0.name != "Host.swift" }
        let paths = try Toolchain.write(files)
        let outcome = try Toolchain.run("swift-format", ["lint", "--strict", "--configuration", configuration] + paths)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// SS4406, SS4407 and SS4408 on one overlay, each naming what it leaves out;
    /// the same overlay without those values reports nothing.
    @Test func physicsHeightsAndOrderFloatingPanelCannotSay() throws {
        let folder = try ScratchFolder.make("floatingpanel-limits")
        func diagnostics(_ extra: String, detents: String) throws -> [String] {
            let spec = folder.appendingPathComponent("drawer.sheet.yaml")
            try """
                version: 1
                sheets:
                  drawer:
                    type: DrawerViewController
                    presentation: overlay
                    detents: \(detents)
                    physics: { snap: momentumRedirect\(extra) }
                """.write(to: spec, atomically: true, encoding: .utf8)
            let outcome = SpecGenerator.generate(
                paths: [spec.path],
                options: GenerationOptions(
                    outputFolder: folder.appendingPathComponent("out").path, backends: [.floatingpanel], mode: .dryRun))
            return outcome.diagnostics.map { "\($0.code) \($0.message)" }
        }
        #expect(try diagnostics("", detents: "[ { id: low, fraction: 0.25 }, { id: high, fraction: 0.5 } ]") == [])
        let physics = try diagnostics(
            ", spring: { dampingWithoutVelocity: 0.8 }, rubberBand: { coefficient: 0.3 }",
            detents: "[ { id: low, fraction: 0.25 }, { id: high, fraction: 0.5 } ]")
        #expect(physics == [
            "SS4406 `drawer` asks for `spring.dampingWithoutVelocity: 0.8` (FloatingPanel's is 1) and "
                + "`rubberBand.coefficient: 0.3` (FloatingPanel's is 0.55), which FloatingPanel cannot reproduce"
        ])
        // 500 pt is above half of the iPhone SE's available height (313.5) and below half of an iPad mini's.
        let order = try diagnostics("", detents: "[ { id: fixed, height: 500 }, { id: half, fraction: 0.5 } ]")
        #expect(order == [
            "SS4408 on ipad-mini-a17-pro portrait, `drawer`'s `fixed` is lower than `half`, unlike the first built-in "
                + "screen; FloatingPanel keeps one order of states"
        ])
        let heights = try diagnostics("", detents: "[ { id: low, height: { portrait: 300, landscape: 200 } }, { id: mid, system: medium } ]")
        #expect(heights == ["SS4407 `drawer`'s `low`, `mid` cannot be measured by a FloatingPanel anchor as the plan measures them"])
        // A fraction of the height between the screen's bottom edge and the top safe-area edge is a
        // fraction of neither guide; points and an inset in that frame are measured exactly.
        let mixed = try diagnostics(
            "", detents: "[ { id: low, height: 100 }, { id: half, fraction: 0.5 }, { id: top, inset: 40 } ]\n    frame: { bottom: screen }")
        #expect(mixed == ["SS4407 `drawer`'s `half` cannot be measured by a FloatingPanel anchor as the plan measures it"])
        let whole = try diagnostics(
            "", detents: "[ { id: low, height: 100 }, { id: half, fraction: 0.5 } ]\n    frame: { bottom: screen, top: screen }")
        #expect(whole == [])
    }

    @Test(arguments: ["5", "6"]) func generatedCodeTypeChecks(_ swiftVersion: String) throws {
        let outcome = try FloatingPanelInterface.typecheck(Self.files, swiftVersion: swiftVersion)
        #expect(outcome.succeeded, "Swift \(swiftVersion):\n\(outcome.output)")
    }

    /// Not vacuous: a misspelt FloatingPanel name fails the check.
    @Test func theCheckRejectsAnUndeclaredName() throws {
        let broken = Self.files.map { (name: $0.name, text: $0.text.replacingOccurrences(of: "fractionalInset:", with: "fractionInset:")) }
        #expect(try !FloatingPanelInterface.typecheck(broken, swiftVersion: "6").succeeded)
    }

    /// The helpers of fitted anchors are written once per file, however many
    /// of its sheets fit their content: checkout's three sheets (`checkout`,
    /// and `checkoutAddress` and `checkoutPayment`, which extend it) share
    /// them; a file with no fitted sheet, or whose fitted sheet FloatingPanel
    /// does not show (the store picker's popover), has none.
    @Test func theFittedHelpersAreWrittenOncePerFile() throws {
        let files = Dictionary(uniqueKeysWithValues: Self.generateExamples().files.map { ($0.relativePath, $0.contents) })
        func count(_ text: String, in file: String) throws -> Int {
            try #require(files[file]).components(separatedBy: text).count - 1
        }
        let checkout = "Checkout+FloatingPanel.generated.swift"
        #expect(try count("func sheetSpecContentDidChange(in panel:", in: checkout) == 3)
        #expect(try count("content: contentHeight, floor: 220, cap: 0.9 * available, available: available)", in: checkout) == 3)
        #expect(try count("private func sheetSpecFittedHeight(", in: checkout) == 1)
        #expect(try count("private func sheetSpecFittingHeight(of content:", in: checkout) == 1)
        #expect(try count("systemLayoutSizeFitting(", in: checkout) == 1)
        #expect(try count("sheetSpecFittingHeight(of: self, width: view.bounds.width)", in: checkout) == 3)
        for other in ["MapDrawer", "NowPlaying", "StorePicker", "CommentComposer"] {
            let file = other + "+FloatingPanel.generated.swift"
            #expect(try count("sheetSpecFitted", in: file) == 0, "\(file)")
            #expect(try count("sheetSpecFitting", in: file) == 0, "\(file)")
        }
    }

    /// Two files with the helpers build into one module: they are private to their file.
    @Test(arguments: ["5", "6"]) func twoFilesWithTheHelpersTypeCheckTogether(_ swiftVersion: String) throws {
        let examples = Self.generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
        let synthetic = FloatingPanelSyntheticTests.files.filter { $0.name != "Host.swift" }
        #expect(synthetic.contains { $0.text.contains("private func sheetSpecFittedHeight(") })
        let outcome = try FloatingPanelInterface.typecheck(
            FloatingPanelInterface.withHost(examples + synthetic), swiftVersion: swiftVersion)
        #expect(outcome.succeeded, "Swift \(swiftVersion):\n\(outcome.output)")
    }
}
