/// The ways a user can close a flattened sheet, with the built-in defaults
/// (`swipe: true`, `tapOutside: true`, `closeButton: false`) applied.
struct DismissalPaths {
    let swipe: Bool
    /// Tapping outside closes the sheet only where something dims the
    /// background to tap: never on an overlay or an embedded drawer, whose
    /// background is interactive.
    private(set) var tapOutside: Bool
    let closeButton: Bool
    let programmatic: Bool

    init(_ sheet: EffectiveSheet) {
        let dismiss = sheet.settings.dismiss
        // The block is read where it is bound, once: reading through the
        // optional for each field copied the whole block every time.
        if let dismiss {
            swipe = dismiss.value.swipe?.value ?? true
            tapOutside = dismiss.value.tapOutside?.value ?? true
            closeButton = dismiss.value.closeButton?.value ?? false
            programmatic = dismiss.value.programmatic?.value ?? false
        } else {
            (swipe, tapOutside, closeButton, programmatic) = (true, true, false, false)
        }
        if sheet.presentation == .overlay || sheet.presentation == .embedded { tapOutside = false }
    }

    /// Whether the user has any gesture or control that closes the sheet.
    var userCanDismiss: Bool { swipe || tapOutside || closeButton }
}
