import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// `popover: { alignment: anchored, arrows: … }` in the system-sheet backends:
/// the `uikit` backend's `applySheetSpec(over:anchoredTo:sourceRect:)` hands
/// the caller's view and rect to UIKit with the permitted arrows; the `swiftui`
/// backend offers the one `arrowEdge` SwiftUI takes, and SS4304 when the spec
/// permits two or three sides. The code type-checks against Tests/AppleInterfaces.
@Suite struct AnchoredPopoverBackendTests {
    static func files(
        _ arrows: PopoverArrowDirections, backend: Backend, portrait: Double = 600, landscape: Double = 500,
        alignment: PopoverAlignment = .anchored
    ) throws -> [(name: String, text: String)] {
        let popover = PopoverLayout(portraitHeight: portrait, landscapeHeight: landscape, alignment: alignment, arrows: arrows)
        let sheet = CodegenSheet(
            id: "filters", typeName: "FiltersViewController",
            layout: SheetLayout(presentation: .popover, popover: popover),
            isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16, 4))
        let spec = CodegenSpec(specPath: "specs/filters.sheet.yaml", outputFolder: "", outputName: "Filters", sheets: [sheet])
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        return try GeneratedFiles.rendered(for: [spec], backends: [backend], templates: templates, options: CodegenOptions())
            .get().map { (name: $0.relativePath, text: $0.contents) }
    }

    @Test func uikitTakesTheSourceFromTheCaller() throws {
        let files = try Self.files([.up, .down], backend: .uikit)
        let text = files[0].text
        #expect(text.contains("func applySheetSpec(over containerView: UIView, anchoredTo sourceView: UIView, sourceRect: CGRect? = nil)"))
        #expect(text.contains("popover.permittedArrowDirections = [.up, .down]\n"))
        #expect(!text.contains("func applySheetSpec(over containerView: UIView) {"))
        #expect(try SizingBackendTests.uikitTypeChecks(files, for: "16.4"))
    }

    @Test func theGeneratedFilesPassSwiftFormatLintStrict() throws {
        let configuration = Toolchain.repository.appendingPathComponent(".swift-format").path
        let files = try Self.files([.up, .left], backend: .uikit) + Self.files([.up, .left], backend: .swiftui)
        let outcome = try Toolchain.run("swift-format", ["lint", "--strict", "--configuration", configuration] + Toolchain.write(files))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func theArrowlessFormIsUnchanged() throws {
        let sheet = PopoverLayout(portraitHeight: 600, landscapeHeight: 500, alignment: .center)
        #expect(sheet.arrows.isEmpty)
        let files = try SizingBackendTests.files(.automatic, minimumOS: OSVersion(16), backend: .uikit, presentation: .popover)
        #expect(files[0].text.contains("popover.permittedArrowDirections = []\n"))
        #expect(!files[0].text.contains("anchoredTo"))
    }

    /// What the anchored `applySheetSpec` sets, read back from the declarations' storage.
    /// Without a rect the source rect is null, UIKit's default, so UIKit anchors to
    /// the view's current frame and follows it (`sourceRect`'s page); the view's
    /// bounds, set once, would stay where the view was.
    @Test(.enabled(if: AppleInterfaces.canRun)) func uikitSetsTheSourceAndArrows() throws {
        let files = try Self.files([.left], backend: .uikit)
        let driver = #"""
            import UIKit

            let container = UIView()
            container.bounds = CGRect(x: 0, y: 0, width: 1366, height: 1024)
            let button = UIView()
            button.bounds = CGRect(x: 0, y: 0, width: 44, height: 30)
            let filters = FiltersViewController()
            filters.applySheetSpec(over: container, anchoredTo: button)
            let popover = filters.popoverPresentationController!
            print("size \(filters.preferredContentSize.width)x\(filters.preferredContentSize.height) view \(popover.sourceView === button)")
            print("rect null \(popover.sourceRect.isNull) arrows \(popover.permittedArrowDirections.rawValue)")
            let again = FiltersViewController()
            again.applySheetSpec(over: container, anchoredTo: button, sourceRect: CGRect(x: 4, y: 5, width: 6, height: 7))
            let rect = again.popoverPresentationController!.sourceRect
            print("given \(rect.origin.x),\(rect.origin.y) \(rect.size.width)x\(rect.size.height)")
            """#
        let output = try AppleInterfaces.run(files + [UIKitBackendTests.host(for: files)], mainSource: driver)
        #expect(output == """
            size 504.0x500.0 view true
            rect null true arrows 4
            given 4.0,5.0 6.0x7.0

            """)
    }

    @Test(arguments: [
        (PopoverArrowDirections.up, ".bottom"), (.down, ".top"), (.left, ".trailing"), (.right, ".leading"), (.any, "nil"),
    ])
    func swiftuiOffersOneArrowEdge(_ arrows: PopoverArrowDirections, _ edge: String) throws {
        let files = try Self.files(arrows, backend: .swiftui)
        #expect(files[0].text.contains("static let arrowEdge: Edge? = \(edge)\n"))
        #expect(try AppleInterfaces.typecheck(files, importing: [.swiftui], minimumIOS: "16.4").succeeded)
    }

    static func generate(arrows: String, backend: Backend) throws -> GenerationOutcome {
        let folder = try ScratchFolder.make("anchored-popover-\(backend.id)")
        let spec = folder.appendingPathComponent("filters.sheet.yaml")
        try """
            version: 1
            minimumOS: 17
            sheets:
              filters:
                type: FiltersViewController
                presentation: popover
                detents: [{ id: full, system: large }]
                popover: { alignment: anchored, arrows: \(arrows), height: 500 }
            """.write(to: spec, atomically: true, encoding: .utf8)
        return SpecGenerator.generate(
            paths: [spec.path],
            options: GenerationOptions(
                outputFolder: folder.appendingPathComponent("out").path, backends: [backend], mode: .dryRun))
    }

    @Test func swiftuiWarnsWhenSeveralSidesCannotBeSaid() throws {
        let outcome = try Self.generate(arrows: "[up, left]", backend: .swiftui)
        #expect(outcome.diagnostics.map(\.code) == [BackendDiagnostics.arrowsNotExpressible.code])
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("permits its arrow on `up` and `left`"))
        #expect(warning.help?.contains("`uikit` backend") == true)
        let file = try #require(outcome.files.first)
        #expect(file.contents.contains("static let arrowEdge: Edge? = nil\n"))
    }

    @Test(arguments: ["[up]", "any"]) func swiftuiSaysNothingForOneSideOrAny(_ arrows: String) throws {
        #expect(try Self.generate(arrows: arrows, backend: .swiftui).diagnostics.isEmpty)
    }

    @Test func uikitSaysNothingForSeveralSides() throws {
        let outcome = try Self.generate(arrows: "[up, left]", backend: .uikit)
        #expect(outcome.diagnostics.isEmpty)
        #expect(try #require(outcome.files.first).contents.contains("permittedArrowDirections = [.up, .left]"))
    }
}
