import BottomSheetable
import Testing

/// An embedded drawer (`presentation: .embedded`, docs/SpecReference.md, "Decided:
/// an embedded drawer"): the bottom drawer's half and full detents on
/// `ExampleContainers.iPhone15` (available 759, bottom safe-area edge at y = 818), so
/// half = 379.5 and full = 759. Its layout keeps the default `DismissalRules()`
/// (swipe and tap outside allowed) to show that the presentation alone decides.
@Suite struct SheetInteractionEmbeddedTests {
    let container = InteractionFixtures.iPhone15

    static func drawer(snap: SnapPolicy = .standard) -> SheetLayout {
        SheetLayout(
            presentation: .embedded, tiers: .two,
            detents: [Detent(id: "half", height: .fraction(0.5)), Detent(id: "full", height: .system(.large))],
            initialDetent: "half", dismissal: DismissalRules(), physics: SheetPhysics(snapPolicy: snap))
    }

    @Test func aDrawerUsesTheCustomPresentationAndKeepsItsBackgroundUndimmedAndInteractive() {
        let layout = Self.drawer()
        #expect(!Presentation.embedded.usesSystemSheet(fitsContent: false))
        #expect(!Presentation.embedded.usesSystemSheet(fitsContent: true))
        let sheet = SheetInteraction(layout: layout, container: container)
        for height in [0, 100, 379.5, 600, 759] {
            #expect(layout.isBackgroundInteractive(atHeight: height, among: sheet.detents), "\(height)")
            #expect(!layout.tapOutsideDismisses(atHeight: height, among: sheet.detents), "\(height)")
            #expect(sheet.dimmingAlpha(atHeight: height) == 0, "\(height)")
        }
    }

    @Test func noTriggerMayDismissADrawerWhateverItsRulesSay() {
        let layout = Self.drawer()
        #expect(layout.dismissal.allows(.swipe) && layout.dismissal.allows(.programmatic))
        for trigger in DismissalTrigger.allCases {
            #expect(!layout.allowsDismissal(by: trigger), "\(trigger)")
        }
        var overlay = layout
        overlay.presentation = .overlay
        #expect(overlay.allowsDismissal(by: .swipe), "an overlay follows its rules")
    }

    @Test func dismissalRequestsDoNothing() {
        var sheet = SheetInteraction(layout: Self.drawer(), container: container)
        for trigger in DismissalTrigger.allCases {
            #expect(sheet.handle(.dismissRequested(trigger)).isEmpty, "\(trigger)")
            #expect(sheet.phase == .resting)
        }
        #expect(sheet.height == 379.5)
    }

    /// A fling down from half at 3000 pt/s: the standard policy would send a
    /// swipe-dismissable sheet off screen; the drawer settles back on half, its
    /// smallest stop, and is never dismissed.
    @Test func aFlingBelowTheSmallestStopSettlesOnIt() {
        var sheet = SheetInteraction(layout: Self.drawer(), container: container)
        sheet.handle(.panBegan(overScrollView: false))
        sheet.handle(.panChanged(downwardTranslation: 300))
        // Below half the drawer is rubber-banded rather than following the finger
        // (79.5 high under the finger): it stays above that.
        #expect(sheet.position > 379.5 - 300 && sheet.position < 379.5)
        let effects = sheet.handle(.panEnded(downwardTranslation: 350, downwardVelocity: 3000))
        #expect(!effects.contains { if case .dismiss = $0 { true } else { false } })
        #expect(sheet.phase == .animating)
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting)
        #expect(sheet.currentDetent?.id == "half")
        #expect(sheet.height == 379.5)
    }

    /// A hidden stop parks the drawer out of sight, as on an overlay.
    @Test func appCodeParksADrawerOnAHiddenStop() {
        var layout = Self.drawer()
        layout.detents.insert(Detent(id: "parked", height: .hidden), at: 0)
        layout.tiers = .three
        var sheet = SheetInteraction(layout: layout, container: container)
        sheet.handle(.moveToDetent("parked"))
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting)
        #expect(sheet.currentDetent?.id == "parked")
        #expect(sheet.frame == Rect(x: 0, y: 852, width: 393, height: 0))
    }
}
