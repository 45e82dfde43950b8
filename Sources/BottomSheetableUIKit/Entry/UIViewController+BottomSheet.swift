#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    extension UIViewController {
        /// Presents a `BottomSheetable` view controller as a custom sheet driven by
        /// its `sheetLayout` (the original component's entry point). Detents,
        /// dragging, dimming, the keyboard and dismissal follow the layout; dismiss it
        /// through its `SheetPresentationController` (`requestDismissal(by:)`) so the
        /// dismissal rules, `shouldDismiss` and `dismissCompletion` apply.
        public func present(
            bottomSheet: any UIViewController & BottomSheetable, animated: Bool, completion: (() -> Void)? = nil
        ) {
            presentSheet(bottomSheet, drivenBy: bottomSheet, animated: animated, completion: completion)
        }

        /// Presents a navigation stack of sheets: it opens with its root screen's
        /// layout, and each pushed `BottomSheetable` screen brings its own.
        public func present(
            bottomSheet navigation: BottomSheetNavigationController, animated: Bool, completion: (() -> Void)? = nil
        ) {
            presentSheet(navigation, drivenBy: navigation.rootBottomSheet, animated: animated, completion: completion)
        }

        /// Presents a `BottomSheetable` controller whose layout is a popover
        /// (`presentation: popover` with a `popover` layout) over this controller's
        /// view: an arrowless one placed by the state machine, or, for an `anchored`
        /// layout, one pointing at `anchorView` (`anchorRect` in it, its bounds when
        /// `nil`; this controller's view without one) from the sides the layout's
        /// `arrows` permit. A layout that is not a popover, or any layout in compact
        /// width (an iPhone, a narrow split view: where UIKit adapts a popover), is
        /// presented as a sheet instead.
        public func presentAsPopover(
            bottomSheet: any UIViewController & BottomSheetable, anchoredTo anchorView: UIView? = nil,
            anchorRect: CGRect? = nil, animated: Bool, completion: (() -> Void)? = nil
        ) {
            let popover = PopoverContainerViewController(
                sheet: bottomSheet, over: view, isCompactWidth: traitCollection.horizontalSizeClass == .compact,
                anchoredTo: anchorView, anchorRect: anchorRect)
            guard popover.isPopover else {
                present(bottomSheet: bottomSheet, animated: animated, completion: completion)
                return
            }
            present(popover, animated: animated, completion: completion)
        }

        private func presentSheet(
            _ presented: UIViewController, drivenBy sheet: any BottomSheetable, animated: Bool,
            completion: (() -> Void)?
        ) {
            // UIKit presents nothing from a controller that already presents one
            // (its completion never runs, nor does the presentation's end, where
            // the delegate is let go): such a call retains nothing.
            guard presentedViewController == nil else { return }
            let delegate = SheetTransitioningDelegate(sheet: sheet)
            delegate.retain(for: presented)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            present(presented, animated: animated, completion: completion)
        }
    }
#endif
