#if canImport(UIKit)
    import UIKit

    /// The dimming view behind the sheet. Where the state machine says touches pass
    /// through at the sheet's height (`SheetInteraction.passesTouchesThrough`: an
    /// overlay, or a sheet at or below `undimmedThrough`), a touch on it is handed to
    /// the presenting controller's view, so the map or list behind the sheet stays
    /// usable; otherwise it lands here, where the tap-outside recognizer sees it.
    @MainActor final class SheetBackdropView: UIView {
        /// The state machine's answer at the sheet's current height.
        var passesTouchesThrough: (@MainActor () -> Bool)?
        /// The view that receives the touches that pass through.
        weak var touchTarget: UIView?

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            guard hit === self, let touchTarget, passesTouchesThrough?() == true else { return hit }
            return touchTarget.hitTest(convert(point, to: touchTarget), with: event)
        }
    }
#endif
