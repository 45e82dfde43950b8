#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// The custom presentation of a `BottomSheetable` view controller (or of a
    /// `BottomSheetNavigationController`, with its root screen's layout): adds the
    /// dimming view, reports the container to the state machine on every layout,
    /// and once the sheet is on screen adds the pan recognizer and starts the
    /// keyboard observer when the sheet asks for it (no gesture can then cancel the
    /// appearing animation, whose end UIKit waits for). Where the sheet sits is
    /// `SheetInteraction.frame`; this class only hands it to UIKit.
    @MainActor public final class SheetPresentationController: UIPresentationController {
        private let sheet: any BottomSheetable
        private let dimmingView = SheetBackdropView()
        private let pan = SheetPanGestureRecognizer()
        private let tapOutside = SheetTapOutsideRecognizer()
        private var keyboard: SheetKeyboardObserver?
        private var settings: SheetSettingsObserver?
        private var styling: SheetStyling?
        private(set) var driver: SheetDriver?
        /// Whether the dismissal under way began with the user (a swipe, a tap
        /// outside, or `confirm` asked by one), and whether `delegate` heard of its
        /// start: only such dismissals are told to the adaptive delegate.
        private var dismissalIsTheUsers = false
        private var toldWillDismiss = false

        /// - Parameters:
        ///   - presented: the controller shown in the sheet.
        ///   - sheet: whose layout the sheet opens with and whom it asks
        ///     `shouldDismiss` and tells `dismissCompletion` (`presented` itself,
        ///     or a navigation controller's root screen).
        public init(presented: UIViewController, sheet: any BottomSheetable, presenting: UIViewController?) {
            self.sheet = sheet
            super.init(presentedViewController: presented, presenting: presenting)
        }

        /// Forwards an event to the state machine (navigation pushes and pops).
        func forward(_ event: SheetEvent) {
            driver?.send(event)
        }

        /// Asks the state machine to dismiss the sheet (close button, app code); it
        /// applies the sheet's dismissal rules and `confirm`.
        public func requestDismissal(by trigger: DismissalTrigger) {
            dismissalIsTheUsers = false
            driver?.send(.dismissRequested(trigger))
        }

        /// A user's event (the pan, a tap outside). UIKit refuses a user's dismissal
        /// when the presented controller `isModalInPresentation` or `delegate`
        /// answers `presentationControllerShouldDismiss(_:)` with false, and then
        /// tells `presentationControllerDidAttemptToDismiss(_:)`; a refused release
        /// returns the sheet to the detent it was dragged from. An accepted one is
        /// announced with `presentationControllerWillDismiss(_:)` as the slide starts.
        private func forwardUserEvent(_ event: SheetEvent) {
            guard let driver else { return }
            defer { followStackIfTheFingerLifted(after: event) }
            if driver.interaction.wouldDismiss(on: event) {
                if presentedViewController.isModalInPresentation
                    || delegate?.presentationControllerShouldDismiss(self) == false
                {
                    delegate?.presentationControllerDidAttemptToDismiss(self)
                    if case .panEnded = event { driver.send(.panCancelled) }
                    return
                }
                dismissalIsTheUsers = true
            }
            driver.send(event)
        }

        /// A push or pop the state machine refused while the finger held the sheet
        /// is sent again once the finger has lifted (the stack compares again).
        private func followStackIfTheFingerLifted(after event: SheetEvent) {
            switch event {
            case .panEnded, .panCancelled:
                (presentedViewController as? BottomSheetNavigationController)?.followStack()
            default:
                break
            }
        }

        /// `presentationControllerWillDismiss(_:)`, once, for a user's dismissal, as
        /// the slide-out starts (its page: before the presentation is dismissed, so
        /// the delegate can animate along), also when `confirm`'s answer starts it.
        private func announceUserDismissal() {
            guard dismissalIsTheUsers, !toldWillDismiss else { return }
            toldWillDismiss = true
            delegate?.presentationControllerWillDismiss(self)
        }

        /// Asks the state machine to move the sheet to a detent.
        public func move(to detent: DetentIdentifier) {
            driver?.send(.moveToDetent(detent))
        }

        public override var frameOfPresentedViewInContainerView: CGRect {
            guard let driver else { return super.frameOfPresentedViewInContainerView }
            return CGRect(driver.interaction.restingFrame)
        }

        public override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            guard let containerView, let sheetView = presentedView else { return }
            let container = currentContainer(containerView)
            var interaction = SheetInteraction(
                layout: sheet.sheetLayout, container: container,
                contentHeight: sheet.contentHeight(fitting: container.size.width),
                accessibility: sheet.sheetAccessibility, reducesMotion: UIAccessibility.isReduceMotionEnabled)
            (presentedViewController as? BottomSheetNavigationController)?.attach(self, settling: &interaction)
            dimmingView.frame = containerView.bounds
            containerView.addSubview(dimmingView)
            let styling = SheetStyling(layout: sheet.sheetLayout)
            styling.apply(dimmingView: dimmingView, sheetView: sheetView)
            self.styling = styling
            let driver = SheetDriver(
                interaction: interaction, sheet: sheet, sheetView: sheetView, dimmingView: dimmingView,
                container: container)
            // Dismissed by the presenting controller: called on the sheet while it
            // presents an alert or a share sheet, `dismiss(animated:completion:)`
            // would dismiss only that (its page), leave the sheet off screen and
            // still report `dismissCompletion`.
            // A user's dismissal is told to `delegate` (`presentationControllerDidDismiss(_:)`
            // once the sheet is gone); one by app code is not, as the pages of both
            // delegate methods say.
            driver.onDismissed = { [weak self] completion in
                guard let self else { return }
                self.announceUserDismissal()
                let isTheUsers = self.dismissalIsTheUsers
                self.presentingViewController.dismiss(animated: false) {
                    MainActor.assumeIsolated {
                        completion()
                        if isTheUsers { self.delegate?.presentationControllerDidDismiss(self) }
                    }
                }
            }
            driver.onDismissalStarted = { [weak self] in self?.announceUserDismissal() }
            driver.addAccessibility(to: sheetView)
            self.driver = driver
        }

        public override func presentationTransitionDidEnd(_ completed: Bool) {
            super.presentationTransitionDidEnd(completed)
            guard completed, let driver, let sheetView = presentedView else {
                dimmingView.removeFromSuperview()
                SheetTransitioningDelegate.release(for: presentedViewController)
                return
            }
            let scrollView: @MainActor () -> UIScrollView? = { [weak self] in
                (self?.presentedViewController as? any BottomSheetScrollable)?.bottomSheetScrollView
            }
            driver.scrollView = scrollView
            pan.forward = { [weak self] event in self?.forwardUserEvent(event) }
            pan.scrollView = scrollView
            pan.delegate = pan
            sheetView.addGestureRecognizer(pan)
            tapOutside.forward = { [weak self] event in self?.forwardUserEvent(event) }
            dimmingView.addGestureRecognizer(tapOutside)
            dimmingView.passesTouchesThrough = { [weak driver] in driver?.interaction.passesTouchesThrough ?? true }
            dimmingView.touchTarget = presentingViewController.view
            startSettingsObserver(driver: driver)
            if sheet.isKeyboardObserver {
                let observer = SheetKeyboardObserver(container: { [weak self] in self?.containerView }) {
                    [weak driver] event in driver?.send(event)
                }
                observer.start()
                keyboard = observer
            }
        }

        public override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            guard let containerView else { return }
            dimmingView.frame = containerView.bounds
            driver?.layOut(in: currentContainer(containerView))
            if let sheetView = presentedView { styling?.layOut(in: sheetView) }
        }

        /// The content asked for a new size (`preferredContentSize`): its measured
        /// height goes to the state machine, which moves a fitted detent.
        public override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            guard let containerView else { return }
            driver?.measureContent(fitting: Double(containerView.bounds.size.width))
        }

        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            super.dismissalTransitionDidEnd(completed)
            guard completed else { return }
            keyboard?.stop()
            keyboard = nil
            settings?.stop()
            settings = nil
            dimmingView.removeFromSuperview()
            SheetTransitioningDelegate.release(for: presentedViewController)
        }

        /// Follows the text size (the content measured again, for the state machine
        /// to resolve the heights again) and Reduce Motion.
        private func startSettingsObserver(driver: SheetDriver) {
            let measure: @MainActor @Sendable () -> Double? = { [weak self] in
                guard let self, let containerView = self.containerView else { return nil }
                return self.sheet.contentHeight(fitting: Double(containerView.bounds.size.width))
            }
            let observer = SheetSettingsObserver(measure: measure) { [weak driver] event in driver?.send(event) }
            observer.start()
            settings = observer
        }

        /// The container view's geometry, with the tab bar height the sheet reports
        /// (used only by a layout measured from a tab bar, `SheetFrame.Bottom.tabBar`).
        private func currentContainer(_ view: UIView) -> SheetContainer {
            let traits = presentedViewController.traitCollection
            var container = SheetContainer(
                view, isCompactHeight: traits.verticalSizeClass == .compact,
                isCompactWidth: traits.horizontalSizeClass == .compact)
            container.tabBarHeight = sheet.tabBarHeight(in: container)
            return container
        }
    }
#endif
