#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// The grabber as VoiceOver and Switch Control reach it: an adjustable element
    /// across the top of the sheet (`SheetAccessibility.grabberElementFrame`) whose
    /// increment and decrement move to the next and previous detent, whose value is
    /// the detent it rests on ("Half, 2 of 3") and which answers the escape
    /// gesture. It takes no touches (`isUserInteractionEnabled` is false), so the
    /// sheet's pan and the content under it keep theirs. Whether it is an element at
    /// all, its label and value are the state machine's (`offersAdjustableGrabber`,
    /// `SheetAccessibility.grabberLabel`, `detentDescription`).
    @MainActor final class SheetGrabberElement: UIView {
        /// Sends the increment and decrement to the driver.
        var forward: (@MainActor (SheetEvent) -> Void)?
        /// Sends the escape to the driver and says whether it was handled.
        var escape: (@MainActor () -> Bool)?

        /// UIView's designated initializer is `init(frame:)`; its `init()` is a
        /// convenience one, so this is a new designated initializer, not an override.
        init() {
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            accessibilityTraits = .adjustable
        }

        required init?(coder: NSCoder) { nil }

        /// Copies what the state machine says after an event.
        func update(from interaction: SheetInteraction, sheetWidth: Double) {
            frame = CGRect(SheetAccessibility.grabberElementFrame(inSheetOfWidth: sheetWidth))
            isAccessibilityElement = interaction.offersAdjustableGrabber
            accessibilityLabel = interaction.accessibility.grabberLabel
            accessibilityValue = interaction.detentDescription?.text
        }

        override func accessibilityIncrement() { forward?(.accessibilityIncrement) }

        override func accessibilityDecrement() { forward?(.accessibilityDecrement) }

        override func accessibilityPerformEscape() -> Bool { escape?() ?? false }
    }
#endif
