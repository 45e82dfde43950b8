/// What a `SheetInteraction` asks the shell to do after an event, in order. Everything
/// else (height, frame, dimming, pass-through, scroll lock) is state the shell reads
/// from the interaction after each event and applies as it is.
public enum SheetEffect: Sendable, Hashable {
    /// Start this settle animation, replacing any running one.
    case animate(SheetAnimation)
    /// Stop the running animation where it is (a finger caught the sheet, or the
    /// container changed and the sheet jumps to its new height).
    case cancelAnimation
    /// Ask the app `BottomSheetable.shouldDismiss` and send its answer back as
    /// `SheetEvent.shouldDismissAnswered`.
    case askShouldDismiss
    /// Slide the sheet off screen with this animation and dismiss its view controller;
    /// send `SheetEvent.animationCompleted` (or time steps) until it finishes.
    case dismiss(SheetAnimation)
    /// The sheet is gone: call `BottomSheetable.dismissCompletion()`.
    case dismissCompletion
    /// The sheet came to rest on a detent other than the one it last rested on (or on
    /// another screen of its stack): post it for VoiceOver (`UIAccessibility.post`)
    /// when `SheetAccessibility.announcesDetent`.
    case announce(SheetDetentDescription)
}
