/// Which gestures may dismiss a sheet, and whether the sheet is asked first.
public struct DismissalRules: Sendable, Hashable, LayoutFields {
    /// Dragging below the smallest detent dismisses.
    public var swipe: Bool
    /// Tapping the dimmed area outside the sheet dismisses.
    public var tapOutside: Bool
    /// The sheet shows a close button (generated; no system provides one).
    public var closeButton: Bool
    /// The presenter asks `BottomSheetable.shouldDismiss(_:)` before dismissing
    /// (UIKit `presentationControllerShouldDismiss`, joomcode `canBeDismissed`).
    public var confirm: Bool

    public init(swipe: Bool = true, tapOutside: Bool = true, closeButton: Bool = false, confirm: Bool = false) {
        self.swipe = swipe
        self.tapOutside = tapOutside
        self.closeButton = closeButton
        self.confirm = confirm
    }

    /// The field list (`LayoutFields`): the plan's `dismiss`, the
    /// fingerprint and the generated `DismissalRules(…)` read it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("swipe", swipe)
        visitor.visit("tapOutside", tapOutside)
        visitor.visit("closeButton", closeButton)
        visitor.visit("confirm", confirm)
    }

    /// Whether `trigger` is allowed to start a dismissal. Code can always dismiss.
    public func allows(_ trigger: DismissalTrigger) -> Bool {
        switch trigger {
        case .swipe: swipe
        case .tapOutside: tapOutside
        case .closeButton: closeButton
        case .programmatic: true
        }
    }

    /// True when no gesture or button can dismiss: the user cannot leave the sheet
    /// (research §5.4 W14), which a validator should report.
    public var isInescapable: Bool { !swipe && !tapOutside && !closeButton }
}

/// What started a dismissal.
public enum DismissalTrigger: String, Sendable, Hashable, CaseIterable {
    case swipe
    case tapOutside
    case closeButton
    /// App code called dismiss; never blocked by `DismissalRules`.
    case programmatic
}
