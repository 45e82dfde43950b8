/// Where everything is during a `transition: sheet` push or pop, as a function
/// of the transition's progress `p` in `[0, 1]` (clamped): the sheet's height,
/// and the top edge of the screen that moves (the pushed one rises, the popped
/// one sinks) while the screen below it stays where it is.
///
/// Heights are above the sheet's bottom edge, as in `ResolvedDetent`. The
/// sheet's height moves linearly from `fromHeight` to `toHeight`, the mapping
/// the state machine gives an interactive pop's progress
/// (`SheetInteraction.moveInteractivePop(to:)`). The moving screen is hidden
/// below the sheet's bottom edge where it is not shown (at the start of a push,
/// at the end of a pop) and flush with the sheet's top where it is; its offset
/// is linear in `p` too, so a shell that animates the sheet's frame and the
/// screen's frame with one timing curve reproduces every intermediate frame.
public struct NavigationTransitionFrames: Sendable, Hashable {
    /// Which way the stack changes.
    public enum Operation: Sendable, Hashable {
        /// A screen is pushed and rises over the one below.
        case push
        /// The top screen is popped and sinks, uncovering the one below.
        case pop
    }

    public var operation: Operation
    /// The sheet's height when the transition begins: the detent of the screen
    /// being covered (push) or of the screen being popped (pop).
    public var fromHeight: Double
    /// The sheet's height when the transition ends: the pushed screen's initial
    /// detent (push) or the detent the screen below returns to (pop).
    public var toHeight: Double

    public init(operation: Operation, fromHeight: Double, toHeight: Double) {
        self.operation = operation
        self.fromHeight = fromHeight
        self.toHeight = toHeight
    }

    /// The frames between two resolved detents: the one the sheet is on and the
    /// one it is heading for.
    public init(operation: Operation, from: ResolvedDetent, to: ResolvedDetent) {
        self.init(operation: operation, fromHeight: from.height, toHeight: to.height)
    }

    /// The sheet's height at `progress`: `from + (to − from) · p`.
    public func sheetHeight(at progress: Double) -> Double {
        let p = Self.clamped(progress)
        return fromHeight + (toHeight - fromHeight) * p
    }

    /// How far below its resting place (flush with the sheet's top edge) the
    /// moving screen is at `progress`, the downward translation a shell gives
    /// its view: `(1 − p) · from` for a push (it starts just below a sheet
    /// `from` tall) and `p · to` for a pop (it ends just below a sheet `to`
    /// tall).
    public func movingScreenOffset(at progress: Double) -> Double {
        let p = Self.clamped(progress)
        return operation == .push ? (1 - p) * fromHeight : p * toHeight
    }

    /// The moving screen's top edge above the sheet's bottom edge at `progress`,
    /// `h(p) − offset(p)`: `p · to` for a push, `(1 − p) · from` for a pop.
    public func movingScreenTop(at progress: Double) -> Double {
        sheetHeight(at: progress) - movingScreenOffset(at: progress)
    }

    /// Progress clamped to 0…1; of the values that are not finite, +∞ is the end and
    /// −∞ and NaN the start.
    private static func clamped(_ progress: Double) -> Double {
        guard progress.isFinite else { return progress == .infinity ? 1 : 0 }
        return min(max(progress, 0), 1)
    }
}
