#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// A navigation stack inside one sheet (the original component's
    /// `BottomSheetNavigationController`): every pushed `BottomSheetable` screen
    /// brings its own layout. Pushes and pops are forwarded to the state machine as
    /// `SheetEvent.push` and `.pop`; which detent the sheet moves to, with which
    /// spring, is the state machine's (docs/Runtime.md §11.9). Present it with
    /// `present(bottomSheet:animated:completion:)`.
    @MainActor public final class BottomSheetNavigationController: UINavigationController, BottomSheetScrollable {
        /// The root screen: the sheet opens with its layout, and asks it
        /// `shouldDismiss` and tells it `dismissCompletion`.
        public let rootBottomSheet: any UIViewController & BottomSheetable

        /// The `BottomSheetable` screens on the stack, root first: the ones whose
        /// pushes the state machine was told of.
        private var sheetScreens: [UIViewController] = []

        /// The delegate that picks each push's and pop's animator
        /// (`navigation.transition`); kept here because `delegate` is weak.
        private let transitions = SheetNavigationTransitions()

        public init(rootBottomSheet: any UIViewController & BottomSheetable) {
            self.rootBottomSheet = rootBottomSheet
            super.init(rootViewController: rootBottomSheet)
            sheetScreens = [rootBottomSheet]
            transitions.presentation = { [weak self] in self?.sheetPresentation }
            delegate = transitions
        }

        /// The top `BottomSheetable` screen's scroll view, when it has one.
        public var bottomSheetScrollView: UIScrollView? {
            (sheetScreens.last as? any BottomSheetScrollable)?.bottomSheetScrollView
        }

        /// Not supported: a sheet's navigation stack is built in code.
        public required init?(coder: NSCoder) { nil }

        /// Pushes the screen and, when it is `BottomSheetable`, tells the state
        /// machine its layout and measured content height.
        public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            super.pushViewController(viewController, animated: animated)
            guard let screen = viewController as? any BottomSheetable else { return }
            sheetScreens.append(viewController)
            let width = Double(view.bounds.size.width)
            sheetPresentation?.forward(.push(screen.sheetLayout, contentHeight: screen.contentHeight(fitting: width)))
            updateEdgeSwipe()
        }

        /// Pops the top screen and, when it was a `BottomSheetable` one (so its push
        /// was forwarded), tells the state machine.
        public override func popViewController(animated: Bool) -> UIViewController? {
            let popped = super.popViewController(animated: animated)
            guard let popped, sheetScreens.last === popped else { return popped }
            if let coordinator = transitionCoordinator, coordinator.isInteractive {
                follow(edgeSwipePopping: popped, with: coordinator)
            } else {
                sheetScreens.removeLast()
                sheetPresentation?.forward(.pop)
                updateEdgeSwipe()
            }
            return popped
        }

        /// UIKit pops as soon as the edge swipe begins and puts the screen back if the
        /// finger gives up, so the state machine is told the swipe began and, when the
        /// finger lifts, how far it went and whether the pop completed. Between the two
        /// the sheet keeps its height; it then settles on the screen below or back.
        private func follow(
            edgeSwipePopping popped: UIViewController, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            sheetPresentation?.forward(.interactivePopBegan)
            coordinator.notifyWhenInteractionChanges { [weak self] context in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let completed = !context.isCancelled
                    self.sheetPresentation?.forward(.interactivePopChanged(progress: Double(context.percentComplete)))
                    if completed, self.sheetScreens.last === popped { self.sheetScreens.removeLast() }
                    self.sheetPresentation?.forward(.interactivePopEnded(completed: completed))
                    self.updateEdgeSwipe()
                }
            }
        }

        /// The edge swipe works only where the state machine allows an interactive pop
        /// (the layout that pushed the top screen says `navigation.interactivePop`).
        private func updateEdgeSwipe() {
            guard let interaction = sheetPresentation?.driver?.interaction else { return }
            interactivePopGestureRecognizer?.isEnabled = interaction.allowsInteractivePop
        }

        private var sheetPresentation: SheetPresentationController? {
            presentationController as? SheetPresentationController
        }
    }
#endif
