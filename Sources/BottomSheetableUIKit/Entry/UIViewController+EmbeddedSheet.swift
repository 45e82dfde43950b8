#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    extension UIViewController {
        /// Embeds a `BottomSheetable` controller whose layout is `presentation: embedded`
        /// as a drawer on this controller's view (the map drawer that is part of its
        /// screen). Keep the returned object while the drawer is shown, call its
        /// `layOut()` from `viewDidLayoutSubviews()` and its `remove()` to take the
        /// drawer away; nothing else dismisses it.
        public func embed(bottomSheet: any UIViewController & BottomSheetable) -> EmbeddedBottomSheet {
            EmbeddedBottomSheet(sheet: bottomSheet, host: self)
        }
    }
#endif
