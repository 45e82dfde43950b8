import BottomSheetable
import Testing

/// The place-details drawer of the design document on an iPhone 15 (available 759):
/// tip 96, half 379.5, full 759 − 24 = 735.
@Suite struct SheetLayoutTests {
    let phone = ExampleContainers.iPhone15
    let detents = [
        Detent(id: "tip", height: .points(96)),
        Detent(id: "half", height: .fraction(0.5)),
        Detent(id: "full", height: .insetFromTop(24)),
    ]

    private func layout(_ presentation: Presentation, initial: DetentIdentifier? = nil,
                        undimmedThrough: DetentIdentifier? = nil) -> SheetLayout {
        SheetLayout(presentation: presentation, tiers: .three, detents: detents,
                    initialDetent: initial, undimmedThrough: undimmedThrough)
    }

    @Test func resolvedDetentsUseTheResolver() {
        #expect(layout(.modal).resolvedDetents(in: phone).map(\.height) == [96, 379.5, 735])
    }

    @Test func initialDetentIsTheNamedOneOrTheSmallest() {
        let resolved = layout(.modal).resolvedDetents(in: phone)
        #expect(layout(.modal, initial: "half").initialResolvedDetent(among: resolved)?.id == "half")
        #expect(layout(.modal).initialResolvedDetent(among: resolved)?.id == "tip")
        // Medium is inactive in compact height: the initial falls back to the smallest.
        let medium = SheetLayout(detents: [.medium, .large], initialDetent: .medium)
        let landscape = medium.resolvedDetents(in: ExampleContainers.iPhone15Landscape)
        #expect(medium.initialResolvedDetent(among: landscape)?.id == .large)
    }

    @Test func modalBackgroundIsInteractiveUpThroughTheUndimmedDetent() {
        let sheet = layout(.modal, undimmedThrough: "half")
        let resolved = sheet.resolvedDetents(in: phone)
        #expect(sheet.isBackgroundInteractive(atHeight: 96, among: resolved))
        #expect(sheet.isBackgroundInteractive(atHeight: 379.5, among: resolved))
        #expect(!sheet.isBackgroundInteractive(atHeight: 735, among: resolved))
        #expect(!layout(.modal).isBackgroundInteractive(atHeight: 96, among: resolved))
    }

    @Test func overlayAndPopoverBackgrounds() {
        let resolved = layout(.overlay).resolvedDetents(in: phone)
        #expect(layout(.overlay).isBackgroundInteractive(atHeight: 735, among: resolved))
        #expect(!layout(.popover).isBackgroundInteractive(atHeight: 96, among: resolved))
    }

    @Test func tapOutsideOnlyDismissesOverADimmedBackground() {
        let sheet = layout(.modal, undimmedThrough: "half")
        let resolved = sheet.resolvedDetents(in: phone)
        #expect(!sheet.tapOutsideDismisses(atHeight: 379.5, among: resolved))
        #expect(sheet.tapOutsideDismisses(atHeight: 735, among: resolved))
        var noTap = sheet
        noTap.dismissal.tapOutside = false
        #expect(!noTap.tapOutsideDismisses(atHeight: 735, among: resolved))
    }
}
