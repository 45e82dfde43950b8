import BottomSheetable
import Testing

/// The original shrinks a popover only when `keyboardWillShow` gets past its
/// guard: `tiersType == .oneTierAutomatic` and `isKeyboardObserver`.
@Suite struct PopoverShrinkTests {
    let popover = PopoverLayout(width: 504, portraitHeight: 620, landscapeHeight: 420)

    func layout(tiers: Tiers, keyboard: KeyboardPolicy = .shrink, presentation: Presentation = .popover) -> SheetLayout {
        SheetLayout(presentation: presentation, tiers: tiers, keyboard: keyboard, popover: popover)
    }

    @Test func onlyAnObservingOneTierAutomaticPopoverShrinks() {
        #expect(PopoverShrink(layout(tiers: .oneTierAutomatic), observesKeyboard: true) == .shrinks)
        #expect(PopoverShrink(layout(tiers: .one), observesKeyboard: true) == .tiersNotAutomatic)
        #expect(PopoverShrink(layout(tiers: .two), observesKeyboard: true) == .tiersNotAutomatic)
        #expect(PopoverShrink(layout(tiers: .oneTierAutomatic), observesKeyboard: false) == .notObserved)
        #expect(PopoverShrink(layout(tiers: .oneTierAutomatic, keyboard: .lift), observesKeyboard: true) == .policyNotShrink)
        #expect(
            PopoverShrink(layout(tiers: .oneTierAutomatic, presentation: .modal), observesKeyboard: true) == .notPopover)
    }

    @Test func aPopoverWithFixedTiersKeepsItsHeightAboveTheKeyboard() {
        var interaction = SheetInteraction(layout: layout(tiers: .one), container: ExampleContainers.iPadPortrait)
        _ = interaction.handle(.keyboardChanged(height: 313))
        #expect(interaction.popoverPlacement?.frame.height == 620)
        var automatic = SheetInteraction(layout: layout(tiers: .oneTierAutomatic), container: ExampleContainers.iPadPortrait)
        _ = automatic.handle(.keyboardChanged(height: 313))
        #expect(automatic.popoverPlacement?.frame.height == 307)
    }
}
