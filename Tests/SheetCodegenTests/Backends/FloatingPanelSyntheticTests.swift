import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The `floatingpanel` backend on sheets with every detent form: more than
/// three stops declared out of height order (custom states ordered by
/// height), a hidden stop, fractions of the whole screen, a fitted detent
/// with a fractional floor and a cap in points, an embedded drawer. The
/// anchors' positions are run against the plan on every built-in screen,
/// and what `sheetSpecFloatingPanel()` sets is read back.
@Suite(.serialized) struct FloatingPanelSyntheticTests {
    static let sheets: [CodegenSheet] = [
        CodegenSheet(
            id: "forms", typeName: "FormsViewController",
            layout: SheetLayout(
                presentation: .overlay,
                detents: [
                    Detent(id: "tall", height: .insetFromTop(24.5)), Detent(id: "peek", height: .points(120)),
                    Detent(id: "gone", height: .hidden), Detent(id: "third", height: .fraction(1.0 / 3)),
                    Detent(id: "large", height: .system(.large)),
                ],
                initialDetent: "peek", grabber: .hidden, cornerRadius: .points(12.5),
                dismissal: DismissalRules(swipe: true, tapOutside: true, closeButton: false),
                scroll: ScrollBehavior(expandsAtEdge: false)),
            isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16)),
        CodegenSheet(
            id: "screen", typeName: "ScreenViewController",
            layout: SheetLayout(
                presentation: .embedded,
                detents: [
                    Detent(id: "mini", height: .fraction(0.25)), Detent(id: "half", height: .fraction(0.5)),
                    Detent(id: "queue", height: .fraction(0.75)),
                ],
                dismissal: DismissalRules(swipe: true, tapOutside: false, closeButton: false),
                frame: SheetFrame(bottom: .screen, top: .screen)),
            isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16)),
        CodegenSheet(
            id: "receipt", typeName: "ReceiptViewController",
            layout: SheetLayout(
                presentation: .modal, tiers: .oneTierAutomatic,
                detents: [Detent(id: "fit", height: .fittedToContent(min: .fraction(0.25), max: .points(480)))],
                dismissal: DismissalRules(swipe: false, tapOutside: true, closeButton: true),
                frame: SheetFrame(bottom: .screen, top: .safeArea)),
            isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16)),
    ]

    static var files: [(name: String, text: String)] {
        let spec = CodegenSpec(specPath: "specs/forms.sheet.yaml", outputFolder: "", outputName: "Forms", sheets: sheets)
        let templates = try! TemplateLibrary.load(overrideFolder: nil).get()
        let generated = try! GeneratedFiles.rendered(
            for: [spec], backends: [.floatingpanel], templates: templates, options: CodegenOptions()
        ).get().map { (name: $0.relativePath, text: $0.contents) }
        return FloatingPanelInterface.withHost(generated)
    }

    @Test func statesAreOrderedByHeightNotByDeclaration() {
        let states = FloatingPanelViewModel.states(of: Self.sheets[0].layout.detents, frame: .safeArea)
        // peek 120 < third < tall (A − 24.5) < large (A); gone is hidden.
        #expect(states.map { "\($0.detent.id.rawValue) \($0.builtIn ?? "custom") \($0.order)" } == [
            "tall custom 300", "peek custom 100", "gone hidden 0", "third custom 200", "large custom 400",
        ])
        let three = FloatingPanelViewModel.states(of: Self.sheets[1].layout.detents, frame: Self.sheets[1].layout.frame)
        #expect(three.map { $0.builtIn ?? "-" } == ["tip", "half", "full"])
    }

    @Test func theCodeTypeChecks() throws {
        for version in ["5", "6"] {
            let outcome = try FloatingPanelInterface.typecheck(Self.files, swiftVersion: version)
            #expect(outcome.succeeded, "Swift \(version):\n\(outcome.output)")
        }
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func anchorsPutEveryFormAtThePlansHeights() throws {
        let count = try FloatingPanelPositionTests.check(Self.sheets, files: Self.files)
        // 5 + 3 + 1 detents, every screen; the receipt at 4 content heights.
        #expect(count == UIKitBackendTests.containers.count * (5 + 3 + 4))
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func theControllerIsConfiguredAsTheSpecSays() throws {
        let driver = #"""
            import FloatingPanel
            import UIKit

            @MainActor func describe(_ panel: FloatingPanelController) {
                let layout = panel.layout
                let states = layout.anchors.keys.sorted { $0.order < $1.order }
                print("states \(states.map { "\($0.rawValue):\($0.order)" }.joined(separator: ","))")
                print("initial \(layout.initialState.rawValue) backdrop \(states.map { "\(layout.backdropAlpha(for: $0))" }.joined(separator: ","))")
                print("grabber hidden \(panel.surfaceView.grabberHandle.isHidden) radius \(panel.surfaceView.appearance.cornerRadius)")
                print("removal \(panel.isRemovalInteractionEnabled) tap \(panel.backdropView.dismissalTapGestureRecognizer.isEnabled)")
                print("content \(panel.contentViewController != nil) tracking \(panel.trackingScrollView != nil) invalidations \(panel.testInvalidationCount)")
            }
            describe(FormsViewController().sheetSpecFloatingPanel())
            let scrollView = UIScrollView()
            describe(ScreenViewController().sheetSpecFloatingPanel(tracking: scrollView))
            describe(ReceiptViewController().sheetSpecFloatingPanel())
            let behavior = ReceiptViewController().sheetSpecFloatingPanel().behavior
            print("spring \(behavior.springResponseTime) \(behavior.springDecelerationRate) projection \(behavior.momentumProjectionRate) bands \(behavior.allowsRubberBanding(for: .top)) \(behavior.allowsRubberBanding(for: .left))")
            """#
        let output = try FloatingPanelInterface.run(Self.files, mainSource: driver)
        #expect(output == """
            states hidden:0,forms.peek:100,forms.third:200,forms.tall:300,forms.large:400
            initial forms.peek backdrop 0.0,0.0,0.0,0.0,0.0
            grabber hidden true radius 12.5
            removal true tap false
            content true tracking false invalidations 0
            states tip:100,half:500,full:1000
            initial tip backdrop 0.0,0.0,0.0
            grabber hidden true radius 0.0
            removal false tap false
            content true tracking true invalidations 0
            states full:1000
            initial full backdrop 0.4
            grabber hidden true radius 0.0
            removal false tap true
            content true tracking false invalidations 1
            spring 0.3 0.987512256523656 projection 0.998 bands true false

            """)
    }
}
