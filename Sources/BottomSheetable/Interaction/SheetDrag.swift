/// The bookkeeping of one pan, from `panBegan` to its end.
struct SheetDrag: Sendable, Hashable {
    /// Whether the touch is on the embedded scroll view (hand-off rules apply).
    var overScrollView: Bool
    /// The resting height of the detent the sheet was on or heading to when the pan
    /// began (`DragRelease.startHeight`).
    var startHeight: Double
    /// The last translation seen, positive = down.
    var lastTranslation: Double
    /// The height the finger asks for, before rubber banding.
    var fingerHeight: Double
    /// The sheet's height when the pan began. The rubber band's edges are the smallest
    /// and largest detents widened to include it, so catching a sheet that is already
    /// past an edge (a bounce, a keyboard lift) does not make it jump.
    var caughtHeight: Double
}
