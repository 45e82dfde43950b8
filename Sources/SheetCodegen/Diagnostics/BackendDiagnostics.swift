import SheetDiagnostics

/// Codes for what a backend cannot show of a valid spec (`SS43xx`): the
/// sheet is generated as far as the backend can go, or not at all, and the
/// diagnostic says which, at the sheet, naming the backend. Warnings by
/// default; `rules:` in `.sheetspec.yml` can raise, lower or turn them off.
public enum BackendDiagnostics {
    public static let backendCannotShow = DiagnosticDescriptor(
        code: DiagnosticCode(4301), name: "backend-cannot-show", severity: .warning,
        summary: "A sheet's presentation is one the chosen backend cannot show; it generates nothing for the sheet.",
        explanation: """
            The `uikit` and `swiftui` backends configure the system sheet (UIKit's \
            `UISheetPresentationController`, which SwiftUI's presentation modifiers configure \
            too); the diagnostic names the backend in use. The system sheet shows \
            `presentation: modal` sheets and, through a popover's adaptive sheet, \
            `presentation: popover`. An `overlay` (a drawer over a map) is not a modal presentation: \
            the content behind it stays interactive at every height, nothing is dimmed and a tap \
            outside never dismisses it. The system sheet is presented modally and dims and blocks \
            the content behind it above its largest undimmed detent (UIKit's \
            `largestUndimmedDetentIdentifier`, SwiftUI's `.presentationBackgroundInteraction`), so \
            code generated for an overlay would silently behave otherwise. The backend writes a \
            comment in place of the sheet and reports this instead. Present the overlay with the \
            `BottomSheetable` runtime (the `conformance` backend); or, if a modal sheet is what you \
            want, write `presentation: modal` with `undimmedThrough:` naming its largest detent, \
            which the system sheet shows undimmed, with the content behind it interactive, at every \
            detent.

            An `embedded` drawer is never presented at all: the host adds it as a child view \
            controller and it stays on the host's screen, undimmed and never dismissed. Neither \
            UIKit's system sheet nor SwiftUI's `.sheet` can do that (both present modally), so \
            both backends report it and write a comment in its place. Embed it with the \
            `BottomSheetable` runtime: the `conformance` backend's conformance and the UIKit \
            shell's `embed(bottomSheet:)`.

            A content-sized sheet (`tiers: automatic`, one `fit: content` detent) is shown \
            with a custom presentation too (docs/SpecReference.md, "Decided: the system sheet \
            or a custom presentation"): it keeps its height in iPhone landscape, runs on iOS \
            releases before 15 and honours `physics`, none of which the system sheet does. The \
            backend reports it rather than configure a system sheet that behaves otherwise. Write \
            `tiers: one` to show the same `fit: content` detent on the system sheet instead (iOS \
            16): the `uikit` backend's resolver measures the view and clamps it to `min` and \
            `max`; SwiftUI has no detent that measures content, so the `swiftui` backend gives it \
            the height `sheetspec plan` shows, the cap.

            A run that also has the `conformance` backend does not report this: every sheet \
            then gets its `BottomSheetable` conformance, which the runtime presents, and the \
            system-sheet backend's file says in a comment that the sheet is not in it.
            """)

    public static let dismissalNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4302), name: "dismissal-not-expressible", severity: .warning,
        summary: "`dismiss.swipe` and `dismiss.tapOutside` differ, which the system sheet cannot express.",
        explanation: """
            The system sheet has one switch for its dismissal gestures: UIKit's \
            `isModalInPresentation = true` blocks both the swipe down and the tap outside (a \
            popover's tap outside too), and `false` allows both; SwiftUI's \
            `.interactiveDismissDisabled(_:)` is documented the same way, for a sheet's drag down \
            and a popover's tap outside together. A spec that allows one and not the other cannot be generated \
            as written, so the `uikit` and `swiftui` backends block both (the safe side: the sheet \
            never closes when the spec says it must not) and report it, naming the backend. Make \
            `swipe` and `tapOutside` equal, or keep `closeButton: true` so the sheet can still be \
            closed. With UIKit you can also decide in `presentationControllerShouldDismiss(_:)` of \
            the presentation controller's delegate after setting `isModalInPresentation = false` \
            yourself; SwiftUI offers no such callback.
            """)

    public static let orientationNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4303), name: "orientation-not-expressible", severity: .warning,
        summary: "A detent's height differs by orientation, which SwiftUI's custom detent cannot tell apart.",
        explanation: """
            A detent written `height: { portrait: 400, landscape: 250 }` takes one height when \
            its container is taller than wide and the other when it is wider than tall, as the \
            plan resolves it on each profile's screens. The `uikit` backend reads the container's \
            bounds in the detent's resolver (`presentationController?.containerView?.bounds`). \
            SwiftUI's `CustomPresentationDetent` gets only a `Context`: the height the sheet \
            appears in (`maxDetentValue`) and the environment where the sheet is shown, which has \
            size classes but no orientation (an iPad is regular in both). So the `swiftui` \
            backend generates the portrait height for both orientations and reports this \
            warning. Use the `uikit` backend for this sheet, write a `fraction` or an `inset` \
            (which follow the screen's height in both orientations), or accept the portrait \
            height in landscape.
            """)

    public static let arrowsNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4304), name: "arrows-not-expressible", severity: .warning,
        summary: "An anchored popover permits two or three arrow sides, which SwiftUI's `arrowEdge` cannot say.",
        explanation: """
            `popover: { alignment: anchored, arrows: [up, down] }` permits the popover's arrow on \
            either of two sides of its source. The `uikit` backend sets the set as it is \
            (`permittedArrowDirections`). SwiftUI's `popover(isPresented:attachmentAnchor:arrowEdge:content:)` \
            takes one `Edge?`: one edge, or `nil` for any. So the `swiftui` backend offers `nil` \
            for two or three sides, which lets the system choose any side, and reports this \
            warning. Permit one side (`[up]`) or `any`, or use the `uikit` backend for this sheet.
            """)

    public static let navigationTransitionNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4305), name: "navigation-transition-not-expressible", severity: .warning,
        summary: "`navigation.transition: sheet` on a sheet the system-sheet backends generate without it.",
        explanation: """
            `transition: sheet` replaces the navigation stack's slide with the sheet's own \
            animation: the pushed screen rises from the sheet's bottom edge while the height \
            moves to its detent, and sinks again on pop. The UIKit shell does this as the \
            delegate of its `BottomSheetNavigationController`. The `uikit` and `swiftui` \
            backends configure the system sheet and generate no navigation stack at all (the \
            app's own navigation controller or `NavigationStack` pushes inside it), so the \
            push and pop keep the system's slide; SwiftUI in particular gives a \
            `NavigationStack` no way for this project to hand it the sheet's animator. The \
            backend generates the sheet without the transition and reports this warning, \
            naming the backend. Present the stack with the `BottomSheetable` runtime (the \
            `conformance` backend and `BottomSheetNavigationController`), or write \
            `transition: system` to say what the system sheet does.
            """)

    public static let navigationStackNotGenerated = DiagnosticDescriptor(
        code: DiagnosticCode(4306), name: "navigation-stack-not-generated", severity: .warning,
        summary: "`navigation.push` on a sheet the system-sheet backends generate without a navigation stack.",
        explanation: """
            `navigation.push` puts sheets on one navigation stack inside one presented sheet, \
            and each pushed sheet brings its own layout: its detents, dismissal, keyboard and \
            physics apply while it is on top, and the sheet moves to its initial detent on \
            every push and back on every pop. The UIKit shell's \
            `BottomSheetNavigationController` does this for the `conformance` backend. The \
            `uikit` and `swiftui` backends configure the system sheet and generate no \
            navigation stack at all: the app's own navigation controller or `NavigationStack` \
            pushes inside it, and the system sheet keeps the root's detents and settings for \
            every screen (SwiftUI applies presentation modifiers to the whole stack). Each \
            pushed sheet is still generated on its own, for presenting it as a sheet of its \
            own. The backend reports this warning at the sheet that pushes, naming the backend \
            and the pushed sheets. Present the stack with the `BottomSheetable` runtime (the \
            `conformance` backend and `BottomSheetNavigationController`), or give the pushed \
            sheets the root's detents (`extends:` the root), so that what the system sheet \
            shows is what the spec says.
            """)

    public static let accessibilityNotExpressible = DiagnosticDescriptor(
        code: DiagnosticCode(4307), name: "accessibility-not-expressible", severity: .warning,
        summary: "An `accessibility:` choice the system sheet's configuration cannot make.",
        explanation: """
            The `uikit` and `swiftui` backends configure UIKit's system sheet, which runs its \
            own detent changes. The escape gesture and the announcement of a new detent \
            are generated (`uikit`: `sheetSpecPerformEscape()` for the controller's \
            `accessibilityPerformEscape()` and `sheetSpecSelectedDetentDidChange(_:)` for the \
            sheet delegate; `swiftui`: `accessibilityAction(.escape)` on the content), but a \
            `reduceMotion` other than the default 0.25 s `fade` has no setting: a drag \
            between detents settles with the system sheet's own animation, which neither \
            framework lets the code replace. The `swiftui` backend follows the choice for the \
            detent changes the code makes (the escape's collapse, and the app's changes \
            made with the modifier's `detentAnimation(reduceMotion:)`); the `uikit` backend \
            follows `instant` in the escape's collapse (`sheetSpecPerformEscape()` sets the \
            detent outside `animateChanges(_:)` while Reduce Motion is on) and has no fade. The backend reports this warning, naming the backend and the \
            choice. Present the sheet with the `BottomSheetable` runtime (the `conformance` \
            backend, whose UIKit shell applies every choice), or write the default.
            """)

    public static let all = [
        backendCannotShow, dismissalNotExpressible, orientationNotExpressible, arrowsNotExpressible,
        navigationTransitionNotExpressible, navigationStackNotGenerated, accessibilityNotExpressible,
    ]
}
