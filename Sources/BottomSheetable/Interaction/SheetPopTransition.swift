/// An interactive pop in progress: the edge swipe moves the height from where the top
/// screen was toward the detent of the screen below.
public struct SheetPopTransition: Sendable, Hashable {
    /// The sheet's height when the pop began.
    public var fromHeight: Double
    /// How far the pop has gone, in `[0, 1]` (`UIPercentDrivenInteractiveTransition.percentComplete`).
    public var progress: Double

    public init(fromHeight: Double, progress: Double) {
        self.fromHeight = fromHeight
        self.progress = progress
    }
}
