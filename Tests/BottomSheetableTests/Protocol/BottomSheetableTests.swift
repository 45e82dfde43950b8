import BottomSheetable
import Testing

/// A conformer written the way the generator writes one: only the static layout.
final class CheckoutViewController {
    var completions = 0
}

extension CheckoutViewController: BottomSheetable {
    static let sheetLayout = SheetLayout(
        presentation: .modal,
        tiers: .two,
        detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
        initialDetent: "half",
        undimmedThrough: nil,
        grabber: .visible,
        cornerRadius: .points(16),
        dismissal: DismissalRules(swipe: true, tapOutside: true, closeButton: false, confirm: true),
        keyboard: .expand,
        scroll: ScrollBehavior(expandsAtEdge: false),
        physics: SheetPhysics(
            snapPolicy: .projectedStop(ProjectedSnapPolicy(deceleration: 800, dismissalProgress: 0.5)),
            spring: SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 1),
            rubberBand: RubberBand(coefficient: 0.55, bandsAboveLargest: true, bandsBelowSmallest: true)
        ),
        popover: nil,
        navigation: SheetNavigation(pushableSheets: ["address", "payment"], interactivePop: true)
    )

    func dismissCompletion() { completions += 1 }
}

/// A conformer that overrides the hooks, as an app with unsaved changes would.
final class EditorViewController: BottomSheetable {
    static let sheetLayout = SheetLayout(
        tiers: .oneTierAutomatic,
        detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: .fraction(0.9)))],
        dismissal: DismissalRules(swipe: true, tapOutside: false, closeButton: true, confirm: true)
    )

    var allowsDismissal = false
    var pendingDecision: (@MainActor (Bool) -> Void)?
    var questions = 0
    var completions = 0

    func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        questions += 1
        pendingDecision = decision
    }

    func dismissCompletion() { completions += 1 }
}

/// Stands in for `UIViewController`, which is main-actor isolated.
@MainActor class ViewControllerStandIn {}

/// A main-actor subclass conforming through a generated-style extension.
final class StorePickerViewController: ViewControllerStandIn {}

extension StorePickerViewController: BottomSheetable {
    static let sheetLayout = SheetLayout(
        presentation: .popover,
        tiers: .oneTierAutomatic,
        detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))],
        keyboard: .shrink,
        popover: PopoverLayout(width: 504, portraitHeight: 620, landscapeHeight: 420, alignment: .bottomCenter, bottomMargin: 0)
    )
}

@MainActor @Suite struct BottomSheetableTests {
    @Test func mainActorViewControllersConform() {
        let picker = StorePickerViewController()
        #expect(picker.tiersType == .oneTierAutomatic)
        #expect(picker.isKeyboardObserver)
        #expect(picker.sheetLayout.popover?.alignment == .bottomCenter)
    }

    @Test func defaultsComeFromTheLayout() {
        let sheet = CheckoutViewController()
        #expect(sheet.sheetLayout == CheckoutViewController.sheetLayout)
        #expect(sheet.tiersType == .two)
        #expect(sheet.isKeyboardObserver)
        #expect(EditorViewController().tiersType == .oneTierAutomatic)
        #expect(!EditorViewController().isKeyboardObserver)
    }

    @Test func theDefaultTabBarIsTheStandardOne() {
        // The same 49 pt the compiler's iPhone profiles use, so app and plan agree until the app says otherwise.
        let container = SheetContainer(size: Size(width: 393, height: 852), safeArea: .zero)
        #expect(CheckoutViewController().tabBarHeight(in: container) == 49)
        #expect(SheetContainer.standardTabBarHeight == 49)
    }

    @Test func defaultShouldDismissAllowsAtOnce() {
        var answer: Bool?
        CheckoutViewController().shouldDismiss { answer = $0 }
        #expect(answer == true)
    }

    @Test func confirmedDismissalAsksThenDismissesThenCompletes() {
        let sheet = CheckoutViewController()
        var dismissals = 0
        let started = sheet.requestDismissal(by: .swipe) { completion in
            dismissals += 1
            completion()
        }
        #expect(started)
        #expect(dismissals == 1)
        #expect(sheet.completions == 1)
    }

    @Test func disallowedTriggerDoesNothing() {
        let sheet = EditorViewController()
        var dismissals = 0
        let started = sheet.requestDismissal(by: .tapOutside) { _ in dismissals += 1 }
        #expect(!started)
        #expect(sheet.questions == 0)
        #expect(dismissals == 0)
    }

    @Test func theSheetCanRefuseOrDecideLater() {
        let sheet = EditorViewController()
        var dismissals = 0
        sheet.requestDismissal(by: .closeButton) { completion in
            dismissals += 1
            completion()
        }
        #expect(sheet.questions == 1)
        #expect(dismissals == 0)  // waiting for the answer
        sheet.pendingDecision?(false)
        #expect(dismissals == 0)
        #expect(sheet.completions == 0)

        sheet.requestDismissal(by: .closeButton) { completion in
            dismissals += 1
            completion()
        }
        sheet.pendingDecision?(true)
        #expect(sheet.questions == 2)
        #expect(dismissals == 1)
        #expect(sheet.completions == 1)
    }

    @Test func programmaticDismissalIsNeverAsked() {
        let sheet = EditorViewController()
        var dismissals = 0
        sheet.requestDismissal(by: .programmatic) { completion in
            dismissals += 1
            completion()
        }
        #expect(sheet.questions == 0)
        #expect(dismissals == 1)
        #expect(sheet.completions == 1)
    }

    @Test func sheetsWorkAsExistentials() {
        // A navigation stack holds `any BottomSheetable` and reads each pushed sheet's layout.
        let stack: [any BottomSheetable] = [CheckoutViewController(), EditorViewController()]
        #expect(stack.map(\.tiersType) == [.two, .oneTierAutomatic])
        #expect(stack.map { $0.sheetLayout.detents.count } == [2, 1])
    }
}

extension BottomSheetableTests {
    /// A request that needs no question reports that it started: app code on a sheet
    /// that confirms, and a swipe on a sheet that does not.
    @Test func aRequestWithoutAQuestionReportsItStarted() {
        let editor = EditorViewController()
        #expect(editor.requestDismissal(by: .programmatic) { completion in completion() })
        #expect(editor.completions == 1 && editor.questions == 0)
        let plain = PlainSheet()
        #expect(plain.requestDismissal(by: .swipe) { completion in completion() })
        #expect(plain.completions == 1)
        #expect(!plain.requestDismissal(by: .closeButton) { completion in completion() })
        #expect(plain.completions == 1)
    }
}

/// A conformer whose layout does not confirm: swipe and tap outside only.
final class PlainSheet: BottomSheetable {
    static let sheetLayout = SheetLayout(dismissal: DismissalRules(swipe: true, tapOutside: true, closeButton: false))
    var completions = 0
    func dismissCompletion() { completions += 1 }
}
