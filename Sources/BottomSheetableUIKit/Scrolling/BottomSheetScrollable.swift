#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// A sheet whose content scrolls vertically. The presenter lets the sheet's pan
    /// and this scroll view's pan run together and reports the scroll offset, so the
    /// state machine decides which of the two moves (docs/Runtime.md §11, scroll
    /// hand-off); while it says `pinned`, the presenter holds the scroll view at its
    /// top. A `BottomSheetNavigationController` answers with its top screen's.
    @MainActor public protocol BottomSheetScrollable: AnyObject {
        /// The scroll view that hands drags to the sheet at its top; `nil` for none.
        var bottomSheetScrollView: UIScrollView? { get }
    }

    extension UIScrollView {
        /// The state machine's event for where the content is scrolled.
        var offsetEvent: SheetEvent {
            .scrollOffset(contentOffsetY: Double(contentOffset.y), adjustedTopInset: Double(adjustedContentInset.top))
        }

        /// Puts the content at its top and stops any deceleration (`ScrollLock.pinned`).
        func pinToTop() {
            let top = ScrollLock.topContentOffsetY(adjustedTopInset: Double(adjustedContentInset.top))
            setContentOffset(CGPoint(x: contentOffset.x, y: CGFloat(top)), animated: false)
        }
    }
#endif
