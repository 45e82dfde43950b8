import Foundation
import Testing

/// The shell's gestures and layout passes **run** against the interface
/// stand-ins, one program whose sections the tests read: a touch on a spring
/// UIKit still runs, a layout pass that changes nothing, a sideways swipe, the
/// frame UIKit asks for during a drag, rounded corners, a fitted detent after a
/// width change, and what users report breaking sheets (rotation and content
/// growing during a drag, a dismissal during the appearing transition). On the
/// iPhone 15 container of `UIKitShellRunTests` (half 379.5 → top edge 438.5,
/// full 759 → 59) unless a section says otherwise.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitShellGestureRunTests {
    static let driver = """
        import Foundation
        import UIKit

        final class Sheet: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half")
            var completions = 0
            func dismissCompletion() { completions += 1 }
        }

        final class Rounded: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                presentation: .overlay, detents: [Detent(id: "half", height: .fraction(0.5))], cornerRadius: .points(16))
        }

        /// A fitted sheet whose text reflows: 120,000 / width points high
        /// (305.34 at 393, 140.85 at 852), or `fixedHeight` once set.
        final class Fitted: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))])
            var widths: [Double] = []
            var fixedHeight: Double?
            func contentHeight(fitting width: Double) -> Double? {
                widths.append(width)
                return fixedHeight ?? 120_000 / width
            }
        }

        final class Scrolling: UIViewController, BottomSheetable, BottomSheetScrollable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "full")
            let scrollView = UIScrollView()
            var bottomSheetScrollView: UIScrollView? { scrollView }
        }

        final class Lifting: UIViewController, BottomSheetable {
            static let sheetLayout = SheetLayout(
                tiers: .two,
                detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
                initialDetent: "half", keyboard: .lift)
        }

        \(UIKitShellTransitionHangRunTests.context)

        @MainActor func y(_ view: UIView) -> String { String(format: "%.2f", Double(view.frame.origin.y)) }
        func y(_ rect: CGRect) -> String { String(format: "%.2f", Double(rect.origin.y)) }
        @MainActor func pan(of sheet: UIViewController) -> UIPanGestureRecognizer {
            sheet.view.testGestureRecognizers.first as! UIPanGestureRecognizer
        }
        @MainActor func rotate(_ container: UIView) {
            container.bounds = CGRect(x: 0, y: 0, width: 852, height: 393)
            container.testSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        }

        print("[touch on a running spring]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            presentation.move(to: "full")
            // The state machine's spring settles in about 0.43 s; UIKit's (the
            // stand-in's) runs until a test finishes it.
            Thread.sleep(forTimeInterval: 1.0)
            let pan = pan(of: sheet)
            TestTouches.deliver(.began, translationY: 10, to: [pan])
            print("grabbed: \\(y(sheet.view)), springs running \\(UIViewPropertyAnimator.testRunning.count)")
            TestTouches.deliver(.changed, translationY: 40, to: [pan])
            print("dragged: \\(y(sheet.view))")
            print("springs finished: \\(UIViewPropertyAnimator.testFinishRunning()), then \\(y(sheet.view))")
        }

        print("[layout pass]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            presentation.move(to: "full")
            presentation.containerViewWillLayoutSubviews()
            print("unchanged: springs running \\(UIViewPropertyAnimator.testRunning.count), \\(y(sheet.view))")
            rotate(container)
            presentation.containerViewWillLayoutSubviews()
            print("rotated: springs running \\(UIViewPropertyAnimator.testRunning.count), \\(y(sheet.view))")
            UIViewPropertyAnimator.testFinishRunning()
        }

        print("[direction]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let pan = pan(of: sheet)
            for (dx, dy) in [(40.0, 12.0), (12.0, 12.0), (8.0, 12.0)] {
                pan.testBegin(translationX: CGFloat(dx), translationY: CGFloat(dy))
                pan.touchesBegan([], with: UIEvent())
                print("(\\(Int(dx)), \\(Int(dy))): \\(pan.state == .began ? "began" : pan.state == .failed ? "failed" : "other"), \\(y(sheet.view))")
            }
            TestTouches.deliver(.cancelled, translationY: 12, to: [pan])
            UIViewPropertyAnimator.testFinishRunning()
        }

        print("[frame asked during a drag and a spring]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let pan = pan(of: sheet)
            TestTouches.deliver(.began, translationY: -10, to: [pan])
            TestTouches.deliver(.changed, translationY: -100, to: [pan])
            print("dragging: view \\(y(sheet.view)), asked \\(y(presentation.frameOfPresentedViewInContainerView))")
            TestTouches.deliver(.ended, translationY: -200, velocityY: -800, to: [pan])
            print("settling: asked \\(y(presentation.frameOfPresentedViewInContainerView))")
            UIViewPropertyAnimator.testFinishRunning()
            print("settled: view \\(y(sheet.view)), asked \\(y(presentation.frameOfPresentedViewInContainerView))")
        }

        print("[corners]")
        do {
            let presenting = UIViewController()
            let sheet = Rounded()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let layer = sheet.view.layer
            print("points(16): \\(layer.cornerRadius) \\(layer.maskedCorners.rawValue) \\(layer.masksToBounds)")
            let plain = Sheet()
            let otherPresenting = UIViewController()
            otherPresenting.present(bottomSheet: plain, animated: false)
            let systemPresentation = plain.transitioningDelegate!.presentationController(
                forPresented: plain, presenting: otherPresenting, source: otherPresenting) as! SheetPresentationController
            systemPresentation.testSetContainerView(container)
            systemPresentation.presentationTransitionWillBegin()
            let plainLayer = plain.view.layer
            print("system: \\(plainLayer.cornerRadius) \\(plainLayer.maskedCorners.rawValue) \\(plainLayer.masksToBounds)")
        }

        print("[fitted detent and the width]")
        do {
            let presenting = UIViewController()
            let sheet = Fitted()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            print("portrait: \\(y(sheet.view)), measured at \\(sheet.widths)")
            container.bounds = CGRect(x: 0, y: 0, width: 393, height: 800)
            presentation.containerViewWillLayoutSubviews()
            UIViewPropertyAnimator.testFinishRunning()
            print("shorter: \\(y(sheet.view)), measured at \\(sheet.widths)")
            rotate(container)
            presentation.containerViewWillLayoutSubviews()
            UIViewPropertyAnimator.testFinishRunning()
            print("landscape: \\(y(sheet.view)), measured at \\(sheet.widths)")
        }

        print("[rotation during a drag]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let pan = pan(of: sheet)
            TestTouches.deliver(.began, translationY: 10, to: [pan])
            TestTouches.deliver(.changed, translationY: 100, to: [pan])
            print("dragged: \\(y(sheet.view))")
            rotate(container)
            presentation.containerViewWillLayoutSubviews()
            print("rotated while dragging: \\(y(sheet.view))")
            TestTouches.deliver(.changed, translationY: 120, to: [pan])
            print("dragged on: \\(y(sheet.view))")
            TestTouches.deliver(.ended, translationY: 120, velocityY: 0, to: [pan])
            UIViewPropertyAnimator.testFinishRunning()
            print("released: \\(y(sheet.view)) \\(sheet.view.frame.size.width)")
        }

        print("[content growing during a drag]")
        do {
            let presenting = UIViewController()
            let sheet = Fitted()
            sheet.fixedHeight = 300
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let pan = pan(of: sheet)
            TestTouches.deliver(.began, translationY: 10, to: [pan])
            TestTouches.deliver(.changed, translationY: 50, to: [pan])
            print("dragged: \\(y(sheet.view))")
            sheet.fixedHeight = 500
            presentation.preferredContentSizeDidChange(forChildContentContainer: sheet)
            print("grown while dragging: \\(y(sheet.view)), springs running \\(UIViewPropertyAnimator.testRunning.count)")
            TestTouches.deliver(.ended, translationY: 50, velocityY: 0, to: [pan])
            UIViewPropertyAnimator.testFinishRunning()
            print("released: \\(y(sheet.view))")
        }

        print("[scroll hand-off]")
        do {
            let presenting = UIViewController()
            let sheet = Scrolling()
            sheet.view.addSubview(sheet.scrollView)
            sheet.scrollView.frame = CGRect(x: 0, y: 40, width: 393, height: 700)
            sheet.scrollView.testSetAdjustedContentInset(UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            sheet.scrollView.contentOffset = CGPoint(x: 0, y: -10)
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let pan = pan(of: sheet)
            pan.testSetLocation(CGPoint(x: 100, y: 100))
            let both = [pan, sheet.scrollView.panGestureRecognizer]
            TestTouches.deliver(.began, translationY: 10, to: both)
            print("began: \\(y(sheet.view)), offset \\(sheet.scrollView.contentOffset.y)")
            TestTouches.deliver(.changed, translationY: 40, to: both)
            print("moved: \\(y(sheet.view)), offset \\(sheet.scrollView.contentOffset.y)")
            TestTouches.deliver(.ended, translationY: 40, velocityY: 100, to: both)
            print("released: offset \\(sheet.scrollView.contentOffset.y)")
            let decelerated = sheet.scrollView.testFinishDeceleration()
            print("decelerated: \\(decelerated), offset \\(sheet.scrollView.contentOffset.y)")
            UIViewPropertyAnimator.testFinishRunning()
            print("settled: \\(y(sheet.view))")
        }

        print("[size during a drag]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let pan = pan(of: sheet)
            let before = sheet.view.testSizeChangeCount
            TestTouches.deliver(.began, translationY: -10, to: [pan])
            for step in 1...4 {
                TestTouches.deliver(.changed, translationY: CGFloat(-10 - 20 * step), to: [pan])
            }
            print("5 drag frames: \\(sheet.view.testSizeChangeCount - before) size changes, \\(y(sheet.view)) \\(sheet.view.frame.size.height)")
            TestTouches.deliver(.ended, translationY: -90, velocityY: 0, to: [pan])
            UIViewPropertyAnimator.testFinishRunning()
            print("settled: \\(sheet.view.testSizeChangeCount - before) size changes, \\(y(sheet.view)) \\(sheet.view.frame.size.height)")
        }

        print("[keyboard during a drag]")
        do {
            let presenting = UIViewController()
            let sheet = Lifting()
            presenting.present(bottomSheet: sheet, animated: false)
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet"))
            sheet.view.frame = presentation.frameOfPresentedViewInContainerView
            let window = UIWindow()
            window.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
            container.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
            window.addSubview(container)
            let pan = pan(of: sheet)
            TestTouches.deliver(.began, translationY: -10, to: [pan])
            TestTouches.deliver(.changed, translationY: -100, to: [pan])
            NotificationCenter.default.post(
                name: UIResponder.keyboardWillShowNotification, object: nil,
                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 516, width: 393, height: 336)])
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            print("keyboard while dragging: \\(y(sheet.view)), springs running \\(UIViewPropertyAnimator.testRunning.count)")
            TestTouches.deliver(.ended, translationY: -100, velocityY: 0, to: [pan])
            UIViewPropertyAnimator.testFinishRunning()
            print("released: \\(y(sheet.view))")
        }

        print("[dismissal during the appearing transition]")
        do {
            let presenting = UIViewController()
            let sheet = Sheet()
            presenting.present(bottomSheet: sheet, animated: true)
            let delegate = sheet.transitioningDelegate!
            \(UIKitShellRunTests.onIPhone15(presenting: "sheet").replacingOccurrences(of: "presentation.presentationTransitionDidEnd(true)", with: ""))
            let context = Context(containerView: container, sheetView: sheet.view) { presentation.presentationTransitionDidEnd($0) }
            let animator = delegate.animationController(forPresented: sheet, presenting: presenting, source: presenting)!
            animator.animateTransition(using: context)
            presentation.requestDismissal(by: .programmatic)
            print("requested: transition completed \\(context.completions), springs running \\(UIViewPropertyAnimator.testRunning.count)")
            print("springs finished: \\(UIViewPropertyAnimator.testFinishRunning())")
            print("dismissed: \\(y(sheet.view)), dismissCompletion \\(sheet.completions), transition completed \\(context.completions), presented \\(presenting.testPresentedController == nil ? "nothing" : "the sheet")")
        }

        print("violations: \\(UIKitRunTimeRule.testViolations)")
        """

    /// The program's output, compiled and run once for the suite.
    static let output = Result { try UIKitShellRunTests.run(driver) }

    /// The lines of one section, up to the next.
    static func section(_ title: String) throws -> [String] {
        let lines = try output.get().components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "[\(title)]") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("[") && !$0.hasPrefix("violations") })
    }
}


extension UIKitShellGestureRunTests {
    /// §14.9. `move(to: "full")` starts a spring from half; a second later the state
    /// machine has it settled on full (759, top edge 59) while the stand-in's
    /// animator still runs, as UIKit's may. The touch stops it (0 running) and
    /// the drag moves the sheet from full at once: 10 down → 69, 40 down → 99;
    /// nothing is left to finish, so nothing jumps. Before, the frames stayed
    /// at 438.5 until the spring finished and put the sheet on 59 mid-drag.
    @Test func aTouchOnARunningSpringStopsItAndTheDragMovesTheSheet() throws {
        let lines = try Self.section("touch on a running spring")
        #expect(
            lines == [
                "grabbed: 69.00, springs running 0", "dragged: 99.00", "springs finished: 0, then 99.00",
            ])
    }

    /// §14.10. A layout pass with the same container leaves the spring to full
    /// running (1; the stand-in's view still at half's 438.5 until it finishes);
    /// a rotation (852 × 393, safe area 0 / 21) is a change: the sheet is put on
    /// full's landscape height, 372, top edge 0, and the spring is stopped.
    /// Before, the unchanged pass stopped it too (0 running, 59).
    @Test func aLayoutPassThatChangesNothingLetsTheSpringRun() throws {
        let lines = try Self.section("layout pass")
        #expect(
            lines == [
                "unchanged: springs running 1, 438.50", "rotated: springs running 0, 0.00",
            ])
    }

    /// §14.7. 40 sideways for 12 down and the diagonal (12, 12) fail and leave
    /// the sheet on half (438.5); 8 sideways for 12 down begins and moves it 12
    /// (450.5). Before, the sideways swipe began and moved the sheet.
    @Test func aSidewaysSwipeDoesNotMoveTheSheet() throws {
        let lines = try Self.section("direction")
        #expect(
            lines == [
                "(40, 12): failed, 438.50", "(12, 12): failed, 438.50", "(8, 12): began, 450.50",
            ])
    }

    /// §14.5. Dragged 100 up, the view is at 338.5 and UIKit is told half's 438.5;
    /// released up fast, settling on full, it is told 59, the target, while the
    /// spring runs. Before, it was told the live frame (338.5).
    @Test func theFrameUIKitAsksForIsTheRestingOneDuringADragAndASpring() throws {
        let lines = try Self.section("frame asked during a drag and a spring")
        #expect(
            lines == [
                "dragging: view 338.50, asked 438.50", "settling: asked 59.00", "settled: view 59.00, asked 59.00",
            ])
    }

    /// §14.3. `cornerRadius: 16` on a custom presentation: radius 16, the top
    /// corners only (min-x min-y 1 + max-x min-y 2 = 3), clipped. `system`
    /// leaves the layer as it was: 0, all four corners (15), not clipped.
    @Test func aPointsCornerRadiusRoundsTheTopCornersAndClips() throws {
        let lines = try Self.section("corners")
        #expect(lines == ["points(16): 16.0 3 true", "system: 0.0 15 false"])
    }

    /// §14.1. 120,000 / 393 = 305.34 high: top edge 818 − 305.34 = 512.66. A
    /// shorter container (393 × 800) has the same width: not measured again, the
    /// sheet keeps its height (766 − 305.34 = 460.66). In landscape (852 wide,
    /// bottom inset 21) it is measured at 852: 140.85, top edge 372 − 140.85 =
    /// 231.15. Before, it kept 305.34 (top edge 66.66) and was measured once.
    @Test func aFittedDetentIsMeasuredAgainWhenTheWidthChanges() throws {
        let lines = try Self.section("fitted detent and the width")
        #expect(
            lines == [
                "portrait: 512.66, measured at [393.0]", "shorter: 460.66, measured at [393.0]",
                "landscape: 231.15, measured at [393.0, 852.0]",
            ])
    }

    /// §14.8. At full with the content at its top (offset −10 under a 10-point
    /// inset): each touch moves the sheet (69, 99) and the content's own pan then
    /// moves the content by the finger's movement; the offset read again after it
    /// pins the content back at −10. The release (100 pt/s down) starts the
    /// content's deceleration, which the pin stops: nothing left to decelerate.
    /// Before, the content ended each touch 10 and 30 below its top (−20, −40)
    /// and decelerated 49.9 further after the release.
    @Test func theScrollViewStaysPinnedAfterItsOwnPanMovedIt() throws {
        let lines = try Self.section("scroll hand-off")
        #expect(
            lines == [
                "began: 69.00, offset -10.0", "moved: 99.00, offset -10.0", "released: offset -10.0",
                "decelerated: false, offset -10.0", "settled: 59.00",
            ])
    }

    /// §14.2. Five drag frames (10 … 90 up from half) change the view's size once,
    /// when the drag starts: to the tallest frame's 852, at 348.5; the release
    /// settles back on half and gives it its resting size (413.5), the second
    /// change. Before, every frame resized it (5, then 6).
    @Test func aDragMovesTheSheetWithoutResizingItEveryFrame() throws {
        let lines = try Self.section("size during a drag")
        #expect(
            lines == [
                "5 drag frames: 1 size changes, 348.50 852.0", "settled: 2 size changes, 438.50 413.5",
            ])
    }

    /// A rotation during a drag 100 down from half (538.5): the finger's height,
    /// 279.5, is kept in landscape (top edge 372 − 279.5 = 92.5) and 20 more
    /// move it to 112.5; released there without speed, 259.5 is nearer half
    /// (186) than full (372): top edge 186, the sheet 852 wide.
    @Test func aRotationDuringADragKeepsTheFingerAndSettlesOnTheNewDetents() throws {
        let lines = try Self.section("rotation during a drag")
        #expect(
            lines == [
                "dragged: 538.50", "rotated while dragging: 92.50", "dragged on: 112.50", "released: 186.00 852.0",
            ])
    }

    /// Content growing from 300 to 500 during a drag 50 down (568): the sheet
    /// stays under the finger and no spring starts; the release settles on the
    /// new height, 818 − 500 = 318.
    @Test func contentGrowingDuringADragMovesNothingUntilTheRelease() throws {
        let lines = try Self.section("content growing during a drag")
        #expect(
            lines == [
                "dragged: 568.00", "grown while dragging: 568.00, springs running 0", "released: 318.00",
            ])
    }

    /// The keyboard (336 high) appearing during a drag 100 up from half (338.5)
    /// moves nothing; released without speed, the sheet settles on half lifted
    /// by 336 − 34 = 302: 681.5 high, top edge 136.5.
    @Test func theKeyboardDuringADragMovesNothingUntilTheRelease() throws {
        let lines = try Self.section("keyboard during a drag")
        #expect(
            lines == [
                "keyboard while dragging: 338.50, springs running 0", "released: 136.50",
            ])
    }

    /// A dismissal requested during the appearing transition: the appearing
    /// spring is replaced by the slide-out (1 running) and the transition
    /// completes once; the slide-out ends at 852, `dismissCompletion()` once,
    /// the presenting controller presents nothing. No rule is broken.
    @Test func aDismissalDuringTheAppearingTransitionCompletesItOnceAndDismisses() throws {
        let lines = try Self.section("dismissal during the appearing transition")
        #expect(
            lines == [
                "requested: transition completed [true], springs running 1", "springs finished: 1",
                "dismissed: 852.00, dismissCompletion 1, transition completed [true], presented nothing",
            ])
        #expect(try Self.output.get().contains("violations: []\n"))
    }
}
