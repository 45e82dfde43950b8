import Foundation
import Testing

/// The stand-ins' run-time rules (Tests/AppleInterfaces/UIKit/RunTimeRules.swift,
/// docs/AppleInterfaces.md "Run-time rules"), each caught where it is broken and
/// silent where it is kept. One program runs every case (one compilation); each
/// test reads its lines. A violation is recorded, never trapped: UIKit raises an
/// exception or misbehaves there, the stand-in lets the program go on so a run
/// test can print and assert on all of them.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "runs only against the interface stand-ins"))
struct UIKitRunTimeRuleTests {
    static let program = """
        import UIKit

        @MainActor func report(_ label: String) {
            print("\\(label): \\(UIKitRunTimeRule.testViolations.count) \\(UIKitRunTimeRule.testViolations.last ?? "-")")
        }
        final class Child: UIViewController {}

        // A child presented, then the same once removed from its parent.
        let presenting = UIViewController()
        let container = UIViewController()
        let child = Child()
        container.addChild(child)
        presenting.present(child, animated: false)
        report("child")
        presenting.dismiss(animated: false)
        child.removeFromParent()
        presenting.present(child, animated: false)
        report("removed child")

        // Presented twice without a dismissal; after one, again.
        let other = UIViewController()
        other.present(child, animated: false)
        report("presented twice")
        other.dismiss(animated: false)
        presenting.dismiss(animated: false)
        other.present(child, animated: false)
        report("after dismissal")
        other.dismiss(animated: false)

        // Popovers: no anchor in regular width; an anchor; no anchor in compact width.
        let iPad = UIViewController()
        iPad.testSetTraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let bare = Child()
        bare.modalPresentationStyle = .popover
        iPad.present(bare, animated: false)
        report("popover without anchor")
        iPad.dismiss(animated: false)
        let anchored = Child()
        anchored.modalPresentationStyle = .popover
        anchored.popoverPresentationController?.sourceView = iPad.view
        iPad.present(anchored, animated: false)
        report("anchored popover")
        let iPhone = UIViewController()
        iPhone.testSetTraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let adapted = Child()
        adapted.modalPresentationStyle = .popover
        iPhone.present(adapted, animated: false)
        report("compact popover without anchor")

        // A custom detent at the maximum, then one point above it.
        let context = TestDetentResolutionContext(maximumDetentValue: 759)
        let atMaximum = UISheetPresentationController.Detent.custom(identifier: .init("at")) { $0.maximumDetentValue }
        _ = atMaximum.resolvedValue(in: context)
        report("detent at maximum")
        let above = UISheetPresentationController.Detent.custom(identifier: .init("above")) { $0.maximumDetentValue + 1 }
        _ = above.resolvedValue(in: context)
        report("detent above maximum")

        // A keyboard frame in screen coordinates, for a window 100 below the screen's top.
        let window = UIWindow()
        window.testSetOriginOnScreen(CGPoint(x: 0, y: 100))
        let content = UIView()
        content.frame = CGRect(x: 0, y: 20, width: 1024, height: 832)
        window.addSubview(content)
        let screenFrame = CGRect(x: 0, y: 866, width: 1024, height: 500)
        let inWindow = window.convert(screenFrame, from: nil)
        let inContent = content.convert(inWindow, from: nil)
        print("keyboard: window \\(inWindow.origin.y) content \\(inContent.origin.y) height \\(inContent.size.height) window found \\(content.window === window)")

        // A spring animator's duration is the spring's own.
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 438.65, damping: 25.13, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.35, timingParameters: spring)
        print(String(format: "spring duration: %.4f", animator.duration))
        let critical = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        print(String(format: "critical duration: %.4f", UIViewPropertyAnimator(duration: 9, timingParameters: critical).duration))

        // presentationController read before the style is set, then presented as
        // custom; the same with the style set first.
        let presenter = UIViewController()
        let early = Child()
        print("early kind: \\(early.presentationController is UISheetPresentationController)")
        early.modalPresentationStyle = .custom
        presenter.present(early, animated: false)
        report("early presentation controller")
        presenter.dismiss(animated: false)
        let late = Child()
        late.modalPresentationStyle = .custom
        presenter.present(late, animated: false)
        report("custom style first")
        """

    static let output: Result<String, AppleInterfaces.Failure> = {
        do { return .success(try AppleInterfaces.run([], mainSource: program)) } catch {
            return .failure(AppleInterfaces.Failure(description: "\(error)"))
        }
    }()

    static func line(_ label: String) throws -> String {
        let lines = try output.get().components(separatedBy: "\n")
        return try #require(lines.first { $0.hasPrefix(label + ":") })
    }

    /// The page of `present(_:animated:completion:)` has the presenting side;
    /// UIKit refuses a child (an exception; see docs/AppleInterfaces.md).
    @Test func presentingAControllerThatHasAParentIsAViolationAndOnceRemovedItIsNot() throws {
        #expect(try Self.line("child") == "child: 1 present(_:animated:completion:) of a controller that has a parent: Child is a child of UIViewController")
        #expect(try Self.line("removed child") == "removed child: 1 present(_:animated:completion:) of a controller that has a parent: Child is a child of UIViewController")
    }

    @Test func presentingAControllerAlreadyPresentedIsAViolationAndAfterItsDismissalItIsNot() throws {
        #expect(try Self.line("presented twice") == "presented twice: 2 present(_:animated:completion:) of a controller already presented: Child")
        #expect(try Self.line("after dismissal") == "after dismissal: 2 present(_:animated:completion:) of a controller already presented: Child")
    }

    @Test func aPopoverWithoutAnAnchorInRegularWidthIsAViolation() throws {
        #expect(try Self.line("popover without anchor") == "popover without anchor: 3 a popover presented without sourceView or barButtonItem: Child")
        #expect(try Self.line("anchored popover").hasPrefix("anchored popover: 3 "))
        #expect(try Self.line("compact popover without anchor").hasPrefix("compact popover without anchor: 3 "))
    }

    /// 759 is allowed (the maximum itself); 760 is recorded.
    @Test func aCustomDetentAboveMaximumDetentValueIsAViolation() throws {
        #expect(try Self.line("detent at maximum").hasPrefix("detent at maximum: 3 "))
        #expect(try Self.line("detent above maximum") == "detent above maximum: 4 a custom detent resolved above maximumDetentValue: above resolved to 760.0, maximum 759.0")
    }

    /// Screen y 866 is window y 766 (the window's top is 100 down the screen), and
    /// 746 in a view 20 down the window; the size is kept.
    @Test func aKeyboardFrameInScreenCoordinatesConvertsThroughTheWindow() throws {
        #expect(try Self.line("keyboard") == "keyboard: window 766.0 content 746.0 height 500.0 window found true")
    }

    /// Made with 0.35 s, the animator reports its spring's settling time:
    /// ln(1000) · 2 · 1 / 25.13 = 0.5498 s (ζ = 25.13 / (2√438.65) = 0.60). At
    /// critical damping (k 100, c 20: ζ = 1, ω₀ = 10) ln(1000) / 10 = 0.6908 s,
    /// not the 9 passed.
    @Test func aSpringAnimatorsDurationIsTheSpringsOwn() throws {
        #expect(try Self.line("spring duration") == "spring duration: 0.5498")
        #expect(try Self.line("critical duration") == "critical duration: 0.6908")
    }

    /// The page of `presentationController`: read before the controller is
    /// presented, it creates a presentation controller for the current style
    /// (`.automatic` here, a page sheet's, raw value −2), and the presentation
    /// uses it; a `.custom` one set afterwards is never made. Setting the style
    /// first records nothing.
    @Test func readingPresentationControllerBeforeACustomPresentationIsAViolation() throws {
        #expect(try Self.line("early kind") == "early kind: true")
        #expect(
            try Self.line("early presentation controller")
                == "early presentation controller: 5 presentationController read before presentation: the custom presentation controller is never asked for: Child: made for style -2, presented as custom")
        #expect(try Self.line("custom style first").hasPrefix("custom style first: 5 "))
    }
}
