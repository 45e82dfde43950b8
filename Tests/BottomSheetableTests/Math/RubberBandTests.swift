import BottomSheetable
import Testing

/// `offset = (1 − 1/(x·0.55/d + 1))·d`, with d = 759 (iPhone 15 available height).
@Suite struct RubberBandTests {
    let band = RubberBand()

    @Test func standardCoefficientIsUIScrollViews() {
        #expect(band.coefficient == 0.55)
        #expect(band.bandsAboveLargest && band.bandsBelowSmallest)
    }

    @Test func workedOffsets() {
        // x = 100: 100·0.55/759 = 55/759; (1 − 759/814)·759 = 41745/814 ≈ 51.2838.
        expectClose(band.offset(overshoot: 100, dimension: 759), 41745.0 / 814.0)
        expectClose(band.offset(overshoot: 100, dimension: 759), 51.283783783783, tolerance: 1e-9)
        // x = 1000: ≈ 318.9076 — a long pull shows well under half of it.
        expectClose(band.offset(overshoot: 1000, dimension: 759), 318.907563025210, tolerance: 1e-9)
    }

    @Test func offsetStartsWithSlopeCoefficientAndNeverReachesTheDimension() {
        // Near zero the curve is ≈ 0.55·x; far out it approaches d.
        expectClose(band.offset(overshoot: 0.01, dimension: 759), 0.0055, tolerance: 1e-7)
        let far = band.offset(overshoot: 1e9, dimension: 759)
        #expect(far < 759)
        expectClose(far, 759, tolerance: 0.01)
    }

    @Test func noOvershootNoOffset() {
        #expect(band.offset(overshoot: 0, dimension: 759) == 0)
        #expect(band.offset(overshoot: -20, dimension: 759) == 0)
        #expect(band.offset(overshoot: 20, dimension: 0) == 0)
    }

    @Test func heightBetweenDetentsFollowsTheFinger() {
        #expect(band.height(forDragHeight: 500, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: false) == 500)
    }

    @Test func heightAboveTheLargestBands() {
        let height = band.height(forDragHeight: 859, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: true)
        expectClose(height, 759 + 41745.0 / 814.0)
        let stiff = RubberBand(coefficient: 0.55, bandsAboveLargest: false, bandsBelowSmallest: false)
        #expect(stiff.height(forDragHeight: 859, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: true) == 759)
    }

    @Test func heightBelowTheSmallestDependsOnDismissal() {
        // Swipe-dismissable: the sheet follows the finger down (never below 0).
        #expect(band.height(forDragHeight: 279.5, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: true) == 279.5)
        #expect(band.height(forDragHeight: -30, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: true) == 0)
        // Not dismissable: 100 pt below the smallest shows only ≈ 51.28 of it.
        let banded = band.height(forDragHeight: 279.5, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: false)
        expectClose(banded, 379.5 - 41745.0 / 814.0)
        let stiff = RubberBand(coefficient: 0.55, bandsAboveLargest: true, bandsBelowSmallest: false)
        #expect(stiff.height(forDragHeight: 279.5, smallest: 379.5, largest: 759, dimension: 759, followsFingerBelowSmallest: false) == 379.5)
    }
}

extension RubberBandTests {
    /// No offset for a finger not past the edge (−0.5, 0) or for a dimension of 0 or
    /// less; a dimension of half a point still bands: 100 pt past it gives
    /// (1 − 1 / (100 · 0.55 / 0.5 + 1)) · 0.5 = 0.5 · 110 / 111.
    @Test func offsetAtTheEdgesOfItsArguments() {
        let band = RubberBand()
        #expect(band.offset(overshoot: -0.5, dimension: 759) == 0)
        #expect(band.offset(overshoot: 0, dimension: 759) == 0)
        #expect(band.offset(overshoot: 100, dimension: 0) == 0)
        #expect(band.offset(overshoot: 100, dimension: -0.5) == 0)
        expectClose(band.offset(overshoot: 100, dimension: 0.5), 0.5 * 110 / 111)
    }
}
