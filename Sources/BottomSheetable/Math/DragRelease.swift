/// The state of a drag at the moment the finger lifts: the input of every snap policy.
public struct DragRelease: Sendable, Hashable {
    /// The sheet's height (above the bottom safe-area edge) when the finger lifted.
    public var height: Double
    /// Vertical pan velocity in pt/s, as UIKit reports it: positive means the finger
    /// moves **down**, i.e. the sheet is shrinking.
    public var downwardVelocity: Double
    /// The height of the detent the sheet rested at when the drag began; decides the
    /// direction of a release without velocity.
    public var startHeight: Double
    /// How far the sheet's view reaches below the height origin: the bottom
    /// safe area a custom sheet covers (0 when nothing is below). Joom's
    /// content-sized sheet measures its dismissal progress over the whole view,
    /// this part included (`ProjectedSnapPolicy`).
    public var extentBelowOrigin: Double

    public init(height: Double, downwardVelocity: Double, startHeight: Double, extentBelowOrigin: Double = 0) {
        self.height = height
        self.downwardVelocity = downwardVelocity
        self.startHeight = startHeight
        self.extentBelowOrigin = extentBelowOrigin
    }

    /// The velocity along the height axis: positive means the sheet is growing.
    public var growthVelocity: Double { -downwardVelocity }
}
