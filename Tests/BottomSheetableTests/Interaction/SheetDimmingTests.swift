import BottomSheetable
import Testing

/// `SheetDimming.alpha` at the edges of its three cases, with detents built directly so
/// that heights of 0 and fractions of a point can be checked.
@Suite struct SheetDimmingTests {
    static func detent(_ id: DetentIdentifier, _ height: Double) -> ResolvedDetent {
        ResolvedDetent(id: id, height: height, requestedHeight: height, contentRange: nil)
    }

    static func modal(undimmedThrough: DetentIdentifier? = nil) -> SheetLayout {
        InteractionFixtures.threeStops(undimmedThrough: undimmedThrough)
    }

    @Test func undimmedThroughTheLargestDetentNeverDims() {
        // u = full (700) is the largest: no next detent, 0 even far above it.
        let detents = [Self.detent("tip", 100), Self.detent("half", 400), Self.detent("full", 700)]
        let layout = Self.modal(undimmedThrough: "full")
        #expect(SheetDimming.alpha(atHeight: 700, layout: layout, detents: detents) == 0)
        #expect(SheetDimming.alpha(atHeight: 900, layout: layout, detents: detents) == 0)
    }

    @Test func undimmedThroughAMiddleDetentRampsToTheNext() {
        // u = half (400), n = full (700): 0 at 400, (550 − 400) / 300 = 0.5 at 550, 1 at 700.
        let detents = [Self.detent("tip", 100), Self.detent("half", 400), Self.detent("full", 700)]
        let layout = Self.modal(undimmedThrough: "half")
        #expect(SheetDimming.alpha(atHeight: 400, layout: layout, detents: detents) == 0)
        #expect(SheetDimming.alpha(atHeight: 550, layout: layout, detents: detents) == 0.5)
        #expect(SheetDimming.alpha(atHeight: 700, layout: layout, detents: detents) == 1)
    }

    @Test func belowTheSmallestDetentTheAlphaIsTheShareOfItsHeight() {
        // s = 0.5: at 0.25 the alpha is 0.25 / 0.5 = 0.5 (a smallest detent under 1 pt
        // still divides); at and above s it is 1.
        let detents = [Self.detent("tip", 0.5), Self.detent("full", 700)]
        #expect(SheetDimming.alpha(atHeight: 0.25, layout: Self.modal(), detents: detents) == 0.5)
        #expect(SheetDimming.alpha(atHeight: 0.5, layout: Self.modal(), detents: detents) == 1)
    }

    @Test func aSmallestDetentOfZeroHeightDimsFully() {
        // s = 0: no share to take (h / 0); a height below it (−10, a sheet dragged past
        // the bottom) is fully dimmed, as at s itself.
        let detents = [Self.detent("tip", 0), Self.detent("full", 700)]
        #expect(SheetDimming.alpha(atHeight: -10, layout: Self.modal(), detents: detents) == 1)
        #expect(SheetDimming.alpha(atHeight: 0, layout: Self.modal(), detents: detents) == 1)
    }

    @Test func aHeightThatIsNotANumberIsUndimmed() {
        // A NaN height (a shell's frame before layout) gives 0, not NaN, ±1 or the
        // share of a height: on the ramp above u = half and below s = tip.
        let detents = [Self.detent("tip", 100), Self.detent("half", 400), Self.detent("full", 700)]
        #expect(SheetDimming.alpha(atHeight: .nan, layout: Self.modal(undimmedThrough: "half"), detents: detents) == 0)
        #expect(SheetDimming.alpha(atHeight: .nan, layout: Self.modal(), detents: detents) == 0)
    }

    @Test func aHeightBelowZeroIsUndimmed() {
        // −0.5 / 100 = −0.005 below s = tip is clamped to 0, not kept as a negative alpha;
        // +0.5 pt is 0.005.
        let detents = [Self.detent("tip", 100), Self.detent("full", 700)]
        #expect(SheetDimming.alpha(atHeight: -0.5, layout: Self.modal(), detents: detents) == 0)
        #expect(SheetDimming.alpha(atHeight: 0.5, layout: Self.modal(), detents: detents) == 0.005)
    }
}
