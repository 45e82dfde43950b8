import BottomSheetable
import Testing

@Suite struct LayoutValueTests {
    @Test func detentIdentifiersComeFromStringLiterals() {
        let id: DetentIdentifier = "half"
        #expect(id == DetentIdentifier("half"))
        #expect(id.rawValue == "half")
        #expect(id.description == "half")
        #expect(DetentIdentifier.large.rawValue == "large")
        #expect(Detent.medium == Detent(id: "medium", height: .system(.medium)))
    }

    @Test func tiersCountTheirDetents() {
        #expect(Tiers.allCases.map(\.detentCount) == [1, 1, 2, 3])
        #expect(Tiers.oneTierAutomatic.fitsContent)
        #expect(!Tiers.one.fitsContent)
    }

    /// `three` is three stops or more (FloatingPanel's full, half and tip, and a fourth).
    @Test func threeTiersAdmitMoreDetentsTheOthersExactlyTheirCount() {
        #expect(Tiers.allCases.map { $0.admits(detentCount: 1) } == [true, true, false, false])
        #expect(Tiers.allCases.map { $0.admits(detentCount: 2) } == [false, false, true, false])
        #expect(Tiers.allCases.map { $0.admits(detentCount: 3) } == [false, false, false, true])
        #expect(Tiers.allCases.map { $0.admits(detentCount: 5) } == [false, false, false, true])
    }

    @Test func dismissalRulesGateTriggers() {
        let rules = DismissalRules(swipe: true, tapOutside: false, closeButton: true, confirm: true)
        #expect(rules.allows(.swipe))
        #expect(!rules.allows(.tapOutside))
        #expect(rules.allows(.closeButton))
        #expect(rules.allows(.programmatic))
        #expect(!rules.isInescapable)
        #expect(DismissalRules(swipe: false, tapOutside: false, closeButton: false, confirm: false).isInescapable)
    }

    @Test func oneOpenWayOutIsEnough() {
        // Swipe alone, tap outside alone, the close button alone: each leaves a way out.
        #expect(!DismissalRules(swipe: true, tapOutside: false, closeButton: false).isInescapable)
        #expect(!DismissalRules(swipe: false, tapOutside: true, closeButton: false).isInescapable)
        #expect(!DismissalRules(swipe: false, tapOutside: false, closeButton: true).isInescapable)
    }

    @Test func popoverArrowsAreUIKitsBits() {
        // UIPopoverArrowDirection: up 1, down 2, left 4, right 8.
        #expect(PopoverArrowDirections.up.rawValue == 1)
        #expect(PopoverArrowDirections.down.rawValue == 2)
        #expect(PopoverArrowDirections.left.rawValue == 4)
        #expect(PopoverArrowDirections.right.rawValue == 8)
    }

    @Test func aPopoverCountsAsASystemSheet() {
        // It adapts to the system sheet in compact width; overlays never use it.
        #expect(Presentation.popover.usesSystemSheet(fitsContent: true))
        #expect(Presentation.popover.usesSystemSheet(fitsContent: false))
        #expect(!Presentation.overlay.usesSystemSheet(fitsContent: false))
    }

    @Test func valueDefaults() {
        #expect(!SheetLayout().edgeAttachedInCompactHeight)
        #expect(SheetNavigation().interactivePop)
        #expect(SheetColor(red: 0.1, green: 0.2, blue: 0.3).alpha == 1)
        #expect(PopoverLayout(portraitHeight: 300, landscapeHeight: 200).bottomMargin == 0)
    }

    @Test func dismissalDefaultsAreUIKits() {
        #expect(DismissalRules() == DismissalRules(swipe: true, tapOutside: true, closeButton: false, confirm: false))
    }

    @Test func layoutDefaultsAreUIKits() {
        let layout = SheetLayout()
        #expect(layout.presentation == .modal)
        #expect(layout.detents == [.large])
        #expect(layout.initialDetent == nil)
        #expect(layout.undimmedThrough == nil)
        #expect(layout.cornerRadius == .system)
        #expect(layout.keyboard == .none)
        #expect(layout.scroll.expandsAtEdge)
        #expect(layout.physics == .standard)
        #expect(layout.popover == nil)
    }

    @Test func layoutsCompareByValue() {
        let a = SheetLayout(detents: [Detent(id: "half", height: .fraction(0.5))])
        var b = a
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        b.physics.snapPolicy = .momentumRedirect(MomentumRedirectSnapPolicy())
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
    }

    @Test func detentLookupByIdentifier() {
        let layout = SheetLayout(detents: [Detent(id: "tip", height: .points(96)), .large])
        #expect(layout.detent(withID: "tip")?.height == .points(96))
        #expect(layout.detent(withID: "missing") == nil)
    }
}
