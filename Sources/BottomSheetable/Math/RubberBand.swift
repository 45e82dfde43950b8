/// The resistance felt when dragging a sheet past its largest or smallest detent.
///
///     offset(x) = (1 − 1 / (x · c / d + 1)) · d
///
/// `x` = how far the finger went past the edge, `d` = the dimension the band is
/// relative to (here the container's available height), `c` = 0.55. This is
/// UIScrollView's bounce curve, which FloatingPanel also uses (research §3.2 item 7,
/// `Layout.swift:760-765`): the offset starts with slope `c` and never exceeds `d`.
public struct RubberBand: Sendable, Hashable, LayoutFields {
    /// UIScrollView's rubber-band coefficient.
    public static let standardCoefficient: Double = 0.55

    public var coefficient: Double
    /// Stretch past the largest detent (false: stop there).
    public var bandsAboveLargest: Bool
    /// Stretch below the smallest detent when the sheet cannot be swiped away (false: stop there).
    public var bandsBelowSmallest: Bool

    public init(
        coefficient: Double = RubberBand.standardCoefficient,
        bandsAboveLargest: Bool = true,
        bandsBelowSmallest: Bool = true
    ) {
        self.coefficient = coefficient
        self.bandsAboveLargest = bandsAboveLargest
        self.bandsBelowSmallest = bandsBelowSmallest
    }

    /// The field list (`LayoutFields`): the plan's `physics.rubberBand`, in
    /// the spec's words.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("coefficient", coefficient)
        visitor.visit(LayoutField("bandsAboveLargest", plan: "aboveLargest"), bandsAboveLargest)
        visitor.visit(LayoutField("bandsBelowSmallest", plan: "belowSmallest"), bandsBelowSmallest)
    }

    /// The visible offset for a finger `overshoot` points past the edge (0 when not past it).
    public func offset(overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    /// The sheet height to show for a finger-driven `dragHeight`.
    ///
    /// Between the detents the sheet follows the finger. Above `largest` it bands or
    /// stops. Below `smallest` it follows the finger down to zero when it can be swiped
    /// away (`followsFingerBelowSmallest`), otherwise it bands or stops.
    public func height(
        forDragHeight dragHeight: Double,
        smallest: Double,
        largest: Double,
        dimension: Double,
        followsFingerBelowSmallest: Bool
    ) -> Double {
        if dragHeight > largest {  // mutate: equivalent — at the largest detent the band adds offset(0) = 0, and without banding it is `largest` either way
            return bandsAboveLargest ? largest + offset(overshoot: dragHeight - largest, dimension: dimension) : largest
        }
        if dragHeight < smallest {  // mutate: equivalent — at the smallest detent both branches below give `smallest` (max(s, 0) = s, detent heights are never negative; offset(0) = 0)
            if followsFingerBelowSmallest { return max(dragHeight, 0) }
            return bandsBelowSmallest ? smallest - offset(overshoot: smallest - dragHeight, dimension: dimension) : smallest
        }
        return dragHeight
    }
}
