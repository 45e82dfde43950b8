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

        /// The presentation that drives the sheet, set by it once its state machine
        /// exists. Never read through `presentationController`: read before the
        /// stack is presented, that property makes UIKit's default presentation
        /// controller, and the sheet would never be presented as one.
        private weak var sheetPresentation: SheetPresentationController?

        /// The delegate that picks each push's and pop's animator
        /// (`navigation.transition`) and reports every screen shown; kept here
        /// because `delegate` is weak.
        private let transitions = SheetNavigationTransitions()

        public init(rootBottomSheet: any UIViewController & BottomSheetable) {
            self.rootBottomSheet = rootBottomSheet
            super.init(rootViewController: rootBottomSheet)
            sheetScreens = [rootBottomSheet]
            transitions.presentation = { [weak self] in self?.sheetPresentation }
            transitions.didShow = { [weak self] in self?.followStack() }
            delegate = transitions
        }

        /// The top screen's scroll view, when it names one (`BottomSheetScrollable`);
        /// a top screen that names none has none, whatever the screens below have.
        public var bottomSheetScrollView: UIScrollView? {
            (viewControllers.last as? any BottomSheetScrollable)?.bottomSheetScrollView
        }

        /// Not supported: a sheet's navigation stack is built in code.
        public required init?(coder: NSCoder) { nil }

        /// Called by the sheet's presentation as it makes its state machine, before
        /// the sheet appears: screens pushed before the stack was presented are
        /// pushed onto `interaction` and settled, so the sheet appears at the top
        /// screen's detent; from then on the presentation hears every change.
        func attach(_ presentation: SheetPresentationController, settling interaction: inout SheetInteraction) {
            for event in eventsFollowingStack() {
                _ = interaction.handle(event)
                _ = interaction.handle(.animationCompleted)
            }
            sheetPresentation = presentation
        }

        /// Pushes the screen and, when it is `BottomSheetable`, tells the state
        /// machine its layout and measured content height.
        public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            super.pushViewController(viewController, animated: animated)
            followStack()
        }

        /// Pops the top screen and, when it was a `BottomSheetable` one (so its push
        /// was forwarded), tells the state machine.
        public override func popViewController(animated: Bool) -> UIViewController? {
            let popped = super.popViewController(animated: animated)
            guard let popped, sheetScreens.last === popped else { return popped }
            if let coordinator = transitionCoordinator, coordinator.isInteractive {
                follow(edgeSwipePopping: popped, with: coordinator)
            } else {
                followStack()
            }
            return popped
        }

        /// Pops to `viewController` and tells the state machine of every
        /// `BottomSheetable` screen popped.
        public override func popToViewController(_ viewController: UIViewController, animated: Bool)
            -> [UIViewController]?
        {
            let popped = super.popToViewController(viewController, animated: animated)
            followStack()
            return popped
        }

        /// Pops to the root screen and tells the state machine of every
        /// `BottomSheetable` screen popped.
        public override func popToRootViewController(animated: Bool) -> [UIViewController]? {
            let popped = super.popToRootViewController(animated: animated)
            followStack()
            return popped
        }

        /// Replaces the stack (also what setting `viewControllers` does) and tells
        /// the state machine of the screens that went and came.
        public override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            super.setViewControllers(viewControllers, animated: animated)
            followStack()
        }

        /// Brings the screens the state machine follows in line with the stack's
        /// `BottomSheetable` screens. Run after every change this class makes and
        /// whenever UIKit reports a screen shown (the back button's menu pops
        /// without calling the methods above); never during an edge swipe, whose
        /// end `follow(edgeSwipePopping:with:)` reports.
        ///
        /// While a finger holds the sheet the state machine refuses pushes and
        /// pops (docs/Runtime.md §11.9): the screens followed then stay the ones it
        /// has, and the presentation calls this again when the finger lifts, so the
        /// change is sent then.
        func followStack() {
            guard let presentation = sheetPresentation else { return }
            if let coordinator = transitionCoordinator, coordinator.isInteractive { return }
            let followed = sheetScreens
            let events = eventsFollowingStack()
            guard !events.isEmpty else { return }
            for event in events { presentation.forward(event) }
            if let depth = presentation.driver?.interaction.depth, depth == followed.count,
                depth != sheetScreens.count
            {
                sheetScreens = followed
            }
            updateEdgeSwipe()
        }

        /// The pops, then the pushes (each screen measured at the stack's width),
        /// that turn the screens followed so far into the stack's `BottomSheetable`
        /// screens (`SheetStackChange`); the screens followed are updated.
        private func eventsFollowingStack() -> [SheetEvent] {
            let current = viewControllers.filter { $0 is any BottomSheetable }
            let change = SheetStackChange(
                from: sheetScreens.map(ObjectIdentifier.init), to: current.map(ObjectIdentifier.init))
            var events = [SheetEvent](repeating: .pop, count: change.pops)
            sheetScreens.removeLast(change.pops)
            let width = Double(view.bounds.size.width)
            for screen in current.suffix(change.pushes.count) {
                guard let sheet = screen as? any BottomSheetable else { continue }
                sheetScreens.append(screen)
                events.append(.push(sheet.sheetLayout, contentHeight: sheet.contentHeight(fitting: width)))
            }
            return events
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

    }
#endif
