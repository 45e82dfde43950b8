/// `physics.rubberBand:`: resistance when dragging past the end detents.
public struct RubberBandSettings: Hashable, Sendable {
    public var coefficient: Located<Double>?
    public var aboveLargest: Located<Bool>?
    public var belowSmallest: Located<Bool>?

    public init() {}
}
