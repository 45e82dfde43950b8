#if canImport(UIKit)
    import BottomSheetable
    import UIKit

    /// What the driver shows assistive technology after every event: the sheet's
    /// view hides the background from VoiceOver while the state machine says so
    /// (`accessibilityViewIsModal` = `SheetInteraction.isAccessibilityModal`), and the
    /// adjustable grabber (`SheetGrabberElement`) is added to the sheet and kept up
    /// to date. Announcements (`SheetEffect.announce`) are posted with
    /// `UIAccessibility.post(notification: .layoutChanged, argument:)`: the sheet's
    /// visible content changed, and VoiceOver speaks the string argument.
    @MainActor final class SheetAccessibilityViews {
        private weak var sheetView: UIView?
        let grabber = SheetGrabberElement()

        init(sheetView: UIView, driver: SheetDriver) {
            self.sheetView = sheetView
            sheetView.addSubview(grabber)
            grabber.forward = { [weak driver] event in driver?.send(event) }
            grabber.escape = { [weak driver] in driver?.performAccessibilityEscape() ?? false }
        }

        /// Applies the state machine's accessibility state to the views.
        func apply(_ interaction: SheetInteraction) {
            guard let sheetView else { return }
            sheetView.accessibilityViewIsModal = interaction.isAccessibilityModal
            grabber.update(from: interaction, sheetWidth: Double(sheetView.bounds.size.width))
        }

        /// Posts the detent the sheet settled on for VoiceOver.
        static func announce(_ description: SheetDetentDescription) {
            UIAccessibility.post(notification: .layoutChanged, argument: description.text)
        }
    }
#endif
