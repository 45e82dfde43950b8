/// The ways a user can close a flattened sheet, with the built-in defaults
/// (`swipe: true`, `tapOutside: true`, `closeButton: false`) applied.
struct DismissalPaths {
    let swipe: Bool
    /// Tapping outside closes the sheet only where something dims the
    /// background to tap: never on an overlay, whose background is interactive.
    let tapOutside: Bool
    let closeButton: Bool
    let programmatic: Bool

    init(_ sheet: EffectiveSheet) {
        let dismiss = sheet.settings.dismiss?.value
        swipe = dismiss?.swipe?.value ?? true
        tapOutside = (dismiss?.tapOutside?.value ?? true) && sheet.presentation != .overlay
        closeButton = dismiss?.closeButton?.value ?? false
        programmatic = dismiss?.programmatic?.value ?? false
    }

    /// Whether the user has any gesture or control that closes the sheet.
    var userCanDismiss: Bool { swipe || tapOutside || closeButton }
}
