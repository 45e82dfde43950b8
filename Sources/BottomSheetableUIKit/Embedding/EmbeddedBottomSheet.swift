#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// A `BottomSheetable` drawer embedded in a host view controller (`presentation:
    /// embedded`): a child view controller whose view sits on the host's view, never
    /// presented and never dismissed. The same state machine and pan handling as a
    /// presented sheet move it between its detents; there is no dimming view, so the
    /// host's views around the drawer keep their touches at every height, and no
    /// trigger dismisses it (`SheetLayout.allowsDismissal(by:)`): the host calls
    /// `remove()` when the drawer should go.
    ///
    /// Make one with `UIViewController.embed(bottomSheet:)`, keep it as long as the
    /// drawer is shown, and call `layOut()` from the host's `viewDidLayoutSubviews()`:
    /// a child view controller gets no presentation controller to report its
    /// container, so the host does.
    @MainActor public final class EmbeddedBottomSheet {
        private let sheet: any UIViewController & BottomSheetable
        private weak var host: UIViewController?
        private let pan = SheetPanGestureRecognizer()
        private var keyboard: SheetKeyboardObserver?
        private var settings: SheetSettingsObserver?
        private let styling: SheetStyling
        private let driver: SheetDriver

        /// Adds `sheet` as a child of `host` (`addChild(_:)`, its view on the host's
        /// view, `didMove(toParent:)`) at its initial detent, measured in the host's view.
        init(sheet: any UIViewController & BottomSheetable, host: UIViewController) {
            self.sheet = sheet
            self.host = host
            host.addChild(sheet)
            host.view.addSubview(sheet.view)
            sheet.didMove(toParent: host)
            let container = Self.container(of: host, for: sheet)
            let interaction = SheetInteraction(
                layout: sheet.sheetLayout, container: container,
                contentHeight: sheet.contentHeight(fitting: container.size.width),
                accessibility: sheet.sheetAccessibility, reducesMotion: UIAccessibility.isReduceMotionEnabled)
            driver = SheetDriver(
                interaction: interaction, sheet: sheet, sheetView: sheet.view, dimmingView: nil, container: container)
            driver.addAccessibility(to: sheet.view)
            styling = SheetStyling(layout: sheet.sheetLayout)
            styling.apply(dimmingView: nil, sheetView: sheet.view)
            let scrollView: @MainActor () -> UIScrollView? = { [weak sheet] in
                (sheet as? any BottomSheetScrollable)?.bottomSheetScrollView
            }
            driver.scrollView = scrollView
            pan.forward = { [weak driver] event in driver?.send(event) }
            pan.scrollView = scrollView
            pan.delegate = pan
            sheet.view.addGestureRecognizer(pan)
            if sheet.isKeyboardObserver {
                let observer = SheetKeyboardObserver(container: { [weak host] in host?.view }) {
                    [weak driver] event in driver?.send(event)
                }
                observer.start()
                keyboard = observer
            }
            driver.send(.containerChanged(container))
            // The text size (the content measured across the host's width) and
            // Reduce Motion, as a presented sheet follows them.
            let measure: @MainActor @Sendable () -> Double? = { [weak sheet, weak host] in
                guard let sheet, let host else { return nil }
                return sheet.contentHeight(fitting: Double(host.view.bounds.size.width))
            }
            let settings = SheetSettingsObserver(measure: measure) { [weak driver] event in driver?.send(event) }
            settings.start()
            self.settings = settings
        }

        /// Where the state machine has the drawer now, in the host view's coordinates.
        public var frame: CGRect { CGRect(driver.interaction.frame) }

        /// Reports the host view's current size, safe area and traits to the state
        /// machine, which keeps the drawer at its detent; call it from the host's
        /// `viewDidLayoutSubviews()`.
        public func layOut() {
            guard let host else { return }
            driver.layOut(in: Self.container(of: host, for: sheet))
            styling.layOut(in: sheet.view)
        }

        /// Asks the state machine to move the drawer to a detent (a hidden stop parks it).
        public func move(to detent: DetentIdentifier) {
            driver.send(.moveToDetent(detent))
        }

        /// The drawer's content asked for another height (a fitted detent): measured
        /// across the host's width, it goes to the state machine.
        public func contentSizeDidChange() {
            guard let host else { return }
            driver.measureContent(fitting: Double(host.view.bounds.size.width))
        }

        /// Takes the drawer off the host: `willMove(toParent: nil)`, its view out of
        /// the host's view, `removeFromParent()`. The only way an embedded drawer goes.
        public func remove() {
            keyboard?.stop()
            keyboard = nil
            settings?.stop()
            settings = nil
            sheet.willMove(toParent: nil)
            sheet.view.removeFromSuperview()
            sheet.removeFromParent()
        }

        /// The host view's geometry, with the tab bar height the sheet reports (used
        /// only by a layout measured from a tab bar, `SheetFrame.Bottom.tabBar`).
        private static func container(of host: UIViewController, for sheet: any BottomSheetable) -> SheetContainer {
            let traits = host.traitCollection
            var container = SheetContainer(
                host.view, isCompactHeight: traits.verticalSizeClass == .compact,
                isCompactWidth: traits.horizontalSizeClass == .compact)
            container.tabBarHeight = sheet.tabBarHeight(in: container)
            return container
        }
    }
#endif
