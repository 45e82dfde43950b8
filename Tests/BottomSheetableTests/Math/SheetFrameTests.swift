import BottomSheetable
import Testing

/// The container measured in each `SheetFrame`, with the worked numbers of
/// docs/Runtime.md §2.1: iPhone 16 portrait, 393 × 852, safe area 59 / 34,
/// top gap 0, a tab bar 49 above the bottom safe area.
@Suite struct SheetFrameTests {
    static let iPhone16 = SheetContainer(
        size: Size(width: 393, height: 852), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0), tabBarHeight: 49)

    static func quarter(in frame: SheetFrame) -> (available: Double, height: Double, topY: Double) {
        let container = iPhone16.measured(in: frame)
        let height = DetentResolver.resolve(Detent(id: "quarter", height: .fraction(0.25)), in: container)?.height ?? -1
        return (container.availableHeight, height, container.sheetTopY(forHeight: height))
    }

    @Test func theSafeAreasAreTheDefaultFrame() {
        #expect(SheetContainer(size: Size(width: 1, height: 1), safeArea: .zero).frame == .safeArea)
        #expect(SheetLayout().frame == .safeArea)
        #expect(!SheetFrame.safeArea.needsCustomPresentation)
        let q = Self.quarter(in: .safeArea)
        // 852 − 59 − 34 = 759; 759 / 4 = 189.75, top edge at 818 − 189.75.
        #expect(q.available == 759 && q.height == 189.75 && q.topY == 628.25)
    }

    @Test func overlayContainerMeasuresTheWholeViewFromItsBottomEdge() {
        let frame = SheetFrame(bottom: .screen, top: .screen)
        #expect(frame.needsCustomPresentation)
        let q = Self.quarter(in: frame)
        // availableSpace = 852: the seed's 852 / 4 = 213, top edge at 852 − 213.
        #expect(q.available == 852 && q.height == 213 && q.topY == 639)
        let container = Self.iPhone16.measured(in: frame)
        #expect(container.baselineInset == 0 && container.ceilingInset == 0 && container.baselineY == 852)
    }

    @Test func aTabBarRaisesTheBaseline() {
        let frame = SheetFrame(bottom: .tabBar)
        let container = Self.iPhone16.measured(in: frame)
        // 34 + 49 = 83 above the bottom edge; 852 − 59 − 83 = 710.
        #expect(container.baselineInset == 83 && container.baselineY == 769)
        let q = Self.quarter(in: frame)
        #expect(q.available == 710 && q.height == 177.5 && q.topY == 591.5)
        // A 64 pt mini player rests on the bar: its top edge at 769 − 64.
        #expect(container.sheetTopY(forHeight: 64) == 705)
        // The bar's height counts only in this frame.
        #expect(Self.iPhone16.baselineInset == 34)
    }

    @Test func coveringTheStatusBarReachesTheTopEdge() {
        let frame = SheetFrame(top: .screen)
        let container = Self.iPhone16.measured(in: frame)
        // 852 − 34 = 818, and the largest sheet's top edge is y = 0.
        #expect(container.availableHeight == 818)
        #expect(container.sheetTopY(forHeight: container.availableHeight) == 0)
        let q = Self.quarter(in: frame)
        #expect(q.height == 204.5 && q.topY == 613.5)
        // A top gap plays no part once the sheet reaches the screen's top.
        var gapped = Self.iPhone16
        gapped.topGap = 10
        #expect(gapped.measured(in: frame).availableHeight == 818)
        #expect(gapped.availableHeight == 749)
    }

    @Test func theKeyboardOverlapIsMeasuredFromTheBaseline() {
        // A 336 pt keyboard covers 336 − 34 = 302 above the safe area, 336 of a
        // sheet measured from the bottom edge and 336 − 83 = 253 above a tab bar.
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 336, in: Self.iPhone16) == 302)
        let screen = Self.iPhone16.measured(in: SheetFrame(bottom: .screen))
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 336, in: screen) == 336)
        let tabBar = Self.iPhone16.measured(in: SheetFrame(bottom: .tabBar))
        #expect(KeyboardAdjustment.overlap(keyboardHeight: 336, in: tabBar) == 253)
    }

    @Test func theLayoutMeasuresInItsOwnFrame() {
        let layout = SheetLayout(
            presentation: .overlay, tiers: .one, detents: [Detent(id: "mini", height: .fraction(0.25))],
            frame: SheetFrame(bottom: .screen, top: .screen))
        #expect(layout.resolvedDetents(in: Self.iPhone16).map(\.height) == [213])
        // The state machine too, whatever frame its container came with.
        let sheet = SheetInteraction(layout: layout, container: Self.iPhone16)
        #expect(sheet.height == 213)
        #expect(sheet.container.frame == layout.frame)
        #expect(sheet.frame.minY == 639)
    }

    @Test func aSheetAboveATabBarSlidesOutBelowTheBar() {
        let layout = SheetLayout(
            presentation: .overlay, tiers: .one, detents: [Detent(id: "mini", height: .points(64))],
            frame: SheetFrame(bottom: .tabBar))
        var sheet = SheetInteraction(layout: layout, container: Self.iPhone16)
        #expect(sheet.height == 64 && sheet.frame.minY == 705)
        let effects = sheet.handle(.dismissRequested(.programmatic))
        // The slide-out ends with the top edge on the screen's bottom edge: −83.
        guard case .dismiss(let animation)? = effects.first else {
            Issue.record("expected a dismissal, got \(effects)")
            return
        }
        #expect(animation.toHeight == -83)
    }
}
