import BottomSheetable
import Testing

@Suite struct DetentResolverTests {
    let phone = ExampleContainers.iPhone15  // available 759

    private func heights(_ detents: [Detent], in container: SheetContainer, content: Double? = nil) -> [Double] {
        DetentResolver.heights(for: detents, in: container, contentHeight: content).map(\.height)
    }

    @Test func systemDetents() {
        // large = available = 759; medium = half of large = 379.5.
        #expect(heights([.large, .medium], in: phone) == [379.5, 759])
    }

    @Test func mediumIsInactiveInCompactHeight() {
        let resolved = DetentResolver.heights(for: [.medium, .large], in: ExampleContainers.iPhone15Landscape)
        #expect(resolved.map(\.id) == [.large])
        #expect(resolved.map(\.height) == [372])  // 393 − 0 − 21
        #expect(DetentResolver.resolve(.medium, in: ExampleContainers.iPhone15Landscape) == nil)
    }

    @Test func pointsFractionAndInset() {
        let detents = [
            Detent(id: "full", height: .insetFromTop(24)),  // 759 − 24 = 735
            Detent(id: "tip", height: .points(96)),  // 96
            Detent(id: "half", height: .fraction(0.5)),  // 379.5
        ]
        let resolved = DetentResolver.heights(for: detents, in: phone)
        #expect(resolved.map(\.id) == ["tip", "half", "full"])
        #expect(resolved.map(\.height) == [96, 379.5, 735])
    }

    @Test func overlayNotchesAtQuartersOfTheAvailableSpace() {
        // iPhone 14: 844 − 47 − 34 = 763 available → 190.75, 381.5, 572.25.
        let notches = [
            Detent(id: "threeQuarters", height: .fraction(0.75)),
            Detent(id: "quarter", height: .fraction(0.25)),
            Detent(id: "half", height: .fraction(0.5)),
        ]
        let resolved = DetentResolver.heights(for: notches, in: ExampleContainers.iPhone14)
        #expect(resolved.map(\.id) == ["quarter", "half", "threeQuarters"])
        #expect(resolved.map(\.height) == [190.75, 381.5, 572.25])
    }

    @Test func tooTallDetentIsClampedAndKeepsWhatWasAsked() {
        // 700 pt fits an iPhone 15 (759) but not an iPhone SE (647).
        let detent = Detent(id: "tall", height: .points(700))
        let onSE = DetentResolver.resolve(detent, in: ExampleContainers.iPhoneSE)
        #expect(onSE?.height == 647)
        #expect(onSE?.requestedHeight == 700)
        #expect(onSE?.isClamped == true)
        #expect(DetentResolver.resolve(detent, in: phone)?.isClamped == false)
    }

    @Test func insetLargerThanAvailableClampsToZero() {
        let resolved = DetentResolver.resolve(Detent(id: "gone", height: .insetFromTop(800)), in: phone)
        #expect(resolved?.height == 0)
        #expect(resolved?.requestedHeight == -41)
    }

    @Test func fittedDetentFollowsContentWithinItsBounds() {
        // floor 120 pt, cap 0.9 × 759 = 683.1.
        let fit = Detent(id: "fit", height: .fittedToContent(min: .points(120), max: .fraction(0.9)))
        #expect(heights([fit], in: phone, content: 400) == [400])
        #expect(heights([fit], in: phone, content: 80) == [120])
        expectClose(heights([fit], in: phone, content: 2000)[0], 683.1)
        let range = DetentResolver.resolve(fit, in: phone, contentHeight: 400)?.contentRange
        #expect(range?.floor == 120)
        expectClose(range?.cap ?? 0, 683.1)
    }

    @Test func fittedDetentCapDefaultsToTheAvailableHeight() {
        let fit = Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))
        #expect(heights([fit], in: phone, content: 5000) == [759])
        #expect(DetentResolver.resolve(fit, in: phone)?.contentRange == ContentHeightRange(floor: 0, cap: 759))
    }

    @Test func fittedDetentCapNeverExceedsTheAvailableHeight() {
        let fit = Detent(id: "fit", height: .fittedToContent(min: nil, max: .points(900)))
        #expect(DetentResolver.resolve(fit, in: ExampleContainers.iPhoneSE)?.contentRange?.cap == 647)
    }

    @Test func unmeasuredContentResolvesToTheCap() {
        let fit = Detent(id: "fit", height: .fittedToContent(min: .fraction(0.25), max: .points(500)))
        #expect(heights([fit], in: phone) == [500])
    }

    @Test func invertedContentRangeLetsTheCapWin() {
        // floor 600 > cap 0.5 × 759 = 379.5: reported as inverted, the cap wins.
        let fit = Detent(id: "fit", height: .fittedToContent(min: .points(600), max: .fraction(0.5)))
        let resolved = DetentResolver.resolve(fit, in: phone, contentHeight: 450)
        #expect(resolved?.contentRange?.isInverted == true)
        #expect(resolved?.height == 379.5)
    }

    @Test func equalHeightsKeepDeclarationOrder() {
        // 0.5 × 759 = 379.5 = medium: a collapsed pair stays in spec order.
        let detents = [Detent(id: "half", height: .fraction(0.5)), .medium, Detent(id: "low", height: .points(100))]
        #expect(DetentResolver.heights(for: detents, in: phone).map(\.id) == ["low", "half", .medium])
    }

    @Test func heightLimitConvertsFractions() {
        #expect(HeightLimit.points(120).points(availableHeight: 759) == 120)
        #expect(HeightLimit.fraction(0.5).points(availableHeight: 759) == 379.5)
    }
}

extension DetentResolverTests {
    /// A hidden stop asks for 0 and gets 0, on any container.
    @Test func aHiddenStopAsksForNothing() {
        for container in [ExampleContainers.iPhone15, ExampleContainers.iPhone15Landscape, ExampleContainers.iPhoneSE] {
            let hidden = DetentResolver.resolve(Detent(id: "gone", height: .hidden), in: container)
            #expect(hidden?.height == 0 && hidden?.requestedHeight == 0 && hidden?.isHidden == true)
        }
    }
}

extension DetentResolverTests {
    /// A floor equal to the cap is not inverted; a floor a point above it is.
    @Test func aFloorAtTheCapIsNotInverted() {
        #expect(!ContentHeightRange(floor: 300, cap: 300).isInverted)
        #expect(ContentHeightRange(floor: 301, cap: 300).isInverted)
        #expect(!ContentHeightRange(floor: 299, cap: 300).isInverted)
        #expect(ContentHeightRange(floor: 300, cap: 300).clamp(250) == 300)
    }
}
