import BottomSheetable
import Testing

@Suite struct SheetStyleTests {
    @Test func hexChannelsAreShareOf255() {
        let color = SheetColor(red8: 0xFF, green8: 0x80, blue8: 0x00, alpha8: 0x33)
        #expect(color.red == 1)
        #expect(color.green == 128.0 / 255)
        #expect(color.blue == 0)
        #expect(color.alpha == 0.2)
    }

    @Test func aColourWithoutAlphaIsOpaque() {
        let color = SheetColor(red8: 0x10, green8: 0x20, blue8: 0x30)
        #expect(color.alpha == 1)
        #expect(SheetColor(red8: 0, green8: 0, blue8: 0, alpha8: 254).alpha < 1)
    }

    @Test func dimmingFillMultipliesTheColoursAlphaByTheDimmingAlpha() {
        // #10203080 at dimming alpha 0.5: 128/255 × 0.5 = 0.25098…
        let style = SheetStyle(dimmingColor: SheetColor(red8: 0x10, green8: 0x20, blue8: 0x30, alpha8: 0x80), dimmingAlpha: 0.5)
        #expect(style.dimmingFill.red == 16.0 / 255)
        #expect(style.dimmingFill.blue == 48.0 / 255)
        #expect(abs(style.dimmingFill.alpha - 0.250_980_392) < 1e-9)
        #expect(SheetStyle(dimmingAlpha: 2).dimmingFill.alpha == 1)
        #expect(SheetStyle(dimmingAlpha: -1).dimmingFill.alpha == 0)
        #expect(SheetStyle(dimmingAlpha: .nan).dimmingFill.alpha == 0)
    }

    @Test func grabberIsCentredBelowTheTopGap() {
        let grabber = GrabberStyle(color: .black, width: 40, height: 6, topGap: 8)
        // (390 − 40) / 2 = 175
        #expect(grabber.frame(inSheetOfWidth: 390) == Rect(x: 175, y: 8, width: 40, height: 6))
        #expect(grabber.cornerRadius == 3)
    }

    @Test func layoutsDefaultToTheStandardStyle() {
        let layout = SheetLayout()
        #expect(layout.style == .standard)
        #expect(layout.style.border == nil)
        #expect(layout.style.dimmingFill == SheetColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        #expect(layout.style.grabber.frame(inSheetOfWidth: 100) == Rect(x: 32, y: 5, width: 36, height: 5))
    }
}

@Suite struct CustomPresentationStyleTests {
    static let styled = SheetStyle(
        border: SheetBorder(color: .black, width: 2),
        grabber: GrabberStyle(color: .black, width: 40, height: 6, topGap: 8))

    @Test func onlyAVisibleGrabberOfACustomPresentationIsDrawn() {
        let overlay = SheetLayout(presentation: .overlay, grabber: .visible, style: Self.styled)
        #expect(overlay.customGrabber == Self.styled.grabber)
        #expect(overlay.customBorder == Self.styled.border)
        var automatic = overlay
        automatic.grabber = .automatic
        #expect(automatic.customGrabber == nil)
        var hidden = overlay
        hidden.grabber = .hidden
        #expect(hidden.customGrabber == nil)
        // A modal sheet with fixed detents is the system sheet's: it draws its own.
        let system = SheetLayout(presentation: .modal, grabber: .visible, style: Self.styled)
        #expect(system.customGrabber == nil)
        #expect(system.customBorder == nil)
        // Content-sized: a custom presentation again.
        let fitted = SheetLayout(
            presentation: .modal, tiers: .oneTierAutomatic, detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil))],
            grabber: .visible, style: Self.styled)
        #expect(fitted.customGrabber == Self.styled.grabber)
    }

    @Test func onlyAPositiveRadiusOfACustomPresentationRoundsTheSheet() {
        let overlay = SheetLayout(presentation: .overlay, cornerRadius: .points(16))
        #expect(overlay.customCornerRadius == 16)
        var tiny = overlay
        tiny.cornerRadius = .points(0.5)
        #expect(tiny.customCornerRadius == 0.5)
        var zero = overlay
        zero.cornerRadius = .points(0)
        #expect(zero.customCornerRadius == nil)
        var negative = overlay
        negative.cornerRadius = .points(-4)
        #expect(negative.customCornerRadius == nil)
        var infinite = overlay
        infinite.cornerRadius = .points(.infinity)
        #expect(infinite.customCornerRadius == nil)
        var system = overlay
        system.cornerRadius = .system
        #expect(system.customCornerRadius == nil)
        // The system sheet rounds its own corners (`preferredCornerRadius`).
        let systemSheet = SheetLayout(presentation: .modal, cornerRadius: .points(16))
        #expect(systemSheet.customCornerRadius == nil)
        let embedded = SheetLayout(presentation: .embedded, cornerRadius: .points(12))
        #expect(embedded.customCornerRadius == 12)
    }

    /// A border given to the style is kept, every field of it (the default is none).
    @Test func aStylesBorderIsKept() {
        let border = SheetBorder(color: SheetColor(red8: 0x11, green8: 0x22, blue8: 0x33), width: 1.5)
        let style = SheetStyle(border: border)
        #expect(style.border == border)
        #expect(style.border?.width == 1.5 && style.border?.color.red == 17.0 / 255)
        #expect(SheetStyle().border == nil)
    }
}
