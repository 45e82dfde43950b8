import BottomSheetable
import Testing

/// `TimingCurve`'s control points, every field of each named curve, and linear
/// progress at and beyond its ends.
@Suite struct TimingCurveControlPointTests {
    @Test func everyCurvesControlPoints() {
        func points(_ curve: TimingCurve) -> [Double] {
            let p = curve.controlPoints
            return [p.x1, p.y1, p.x2, p.y2]
        }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
    }

    /// Linear progress is the fraction itself, clamped: 0.3 → 0.3, −0.5 → 0, 1.5 → 1.
    @Test func linearProgressIsTheFraction() {
        #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
        #expect(TimingCurve.linear.progress(at: -0.5) == 0)
        #expect(TimingCurve.linear.progress(at: 1.5) == 1)
    }
}
