/// How a sheet moves under the finger and settles (custom presenters only: the
/// system sheet exposes no physics, research §3.1).
public struct SheetPhysics: Sendable, Hashable {
    /// How the resting detent is chosen when a drag ends.
    public var snapPolicy: SnapPolicy
    /// The settle animation.
    public var spring: SheetSpring
    /// Resistance past the largest and smallest detents.
    public var rubberBand: RubberBand

    public init(
        snapPolicy: SnapPolicy = .standard,
        spring: SheetSpring = SheetSpring(),
        rubberBand: RubberBand = RubberBand()
    ) {
        self.snapPolicy = snapPolicy
        self.spring = spring
        self.rubberBand = rubberBand
    }

    /// Projected stop at 800 pt/s², spring 0.3 s / ζ 0.6, UIScrollView rubber band.
    public static let standard = SheetPhysics()
}
