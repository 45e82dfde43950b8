// UIKit's accessibility API the shell's Accessibility folder uses
// (BottomSheetableUIKit): the adjustable trait, posting a notification to
// VoiceOver, the Reduce Motion setting, the text-size notification, and the
// cross-dissolve transition of a Reduce Motion settle. The NSObject members
// (`accessibilityTraits`, `accessibilityPerformEscape()`, …) are in View.swift.

/// Apple docs: "UIAccessibilityTraits" — UIKit (the page gives no iOS version)
/// https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibilitytraits.md
///
/// A C typedef of `uint64_t` imported as an option set; its constants are
/// globals in UIKit, so the bit values here are this module's own.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    // Conformance to RawRepresentable.
    public let rawValue: UInt64

    // Conformance to OptionSet.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Apple docs: "none" — UIAccessibilityTraits (page not retrieved; listed on the type's page)
    public static let none = UIAccessibilityTraits([])

    /// Apple docs: "adjustable" — UIAccessibilityTraits
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable.md
    ///
    /// `nonisolated static let adjustable: UIAccessibilityTraits` on the page; a
    /// `let` of a `Sendable` struct is nonisolated already.
    @available(iOS 4.0, *)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// Apple docs: "UIAccessibility" — UIKit (page not retrieved; the namespace of post(notification:argument:) and isReduceMotionEnabled)
public enum UIAccessibility {
    /// Apple docs: "UIAccessibility.Notification" — UIAccessibility (page not retrieved; SDK-derived reference, onestack.dev: `struct Notification`, `init(rawValue: UInt32)`)
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // Conformance to RawRepresentable.
        public let rawValue: UInt32

        /// Apple docs: "init(rawValue:)" — UIAccessibility.Notification (SDK-derived reference)
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Apple docs: "layoutChanged" — UIAccessibility.Notification (SDK-derived reference, onestack.dev: `nonisolated static let layoutChanged: UIAccessibility.Notification`)
        ///
        /// A string argument is spoken (Microsoft's bindings of
        /// UIAccessibilityPostNotification: "use an NSString argument with the
        /// information to convey"). The raw value is this module's own.
        public static let layoutChanged = Notification(rawValue: 1001)

        /// Apple docs: "announcement" — UIAccessibility.Notification (iOS 4.0)
        /// https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/notification/announcement.md
        ///
        /// `nonisolated static let announcement: UIAccessibility.Notification`
        /// on the page; a `let` of a `Sendable` struct is nonisolated already.
        /// Its argument is the string spoken. The raw value is this module's own.
        public static let announcement = Notification(rawValue: 1008)
    }

    // Not Apple API: every notification posted, oldest first (TestHooks.swift).
    @MainActor static var posted: [(notification: Notification, argument: Any?)] = []

    /// Apple docs: "post(notification:argument:)" — UIAccessibility (the page gives no iOS version)
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/post(notification:argument:).md
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        posted.append((notification, argument))
    }

    /// Apple docs: "reduceMotionStatusDidChangeNotification" — UIAccessibility (page not retrieved; SDK-derived references: objc2-ui-kit's `UIAccessibilityReduceMotionStatusDidChangeNotification: NSNotificationName`, iOS 8.0 in Microsoft's bindings of it)
    ///
    /// Posted when the Reduce Motion setting changes; the value is this module's own.
    @available(iOS 8.0, *)
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    // Not Apple API: the setting isReduceMotionEnabled reports (TestHooks.swift).
    @MainActor static var reduceMotion = false

    /// Apple docs: "isReduceMotionEnabled" — UIAccessibility
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled.md
    @available(iOS 8.0, *)
    @MainActor public static var isReduceMotionEnabled: Bool { reduceMotion }
}

/// Apple docs: "UIContentSizeCategory" — UIKit (page not retrieved; the type of didChangeNotification)
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    // Conformance to RawRepresentable.
    public let rawValue: String

    // Conformance to RawRepresentable.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple docs: "didChangeNotification" — UIContentSizeCategory
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification.md
    ///
    /// `nonisolated static let` on the page; the value is this module's own.
    @available(iOS 7.0, *)
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension UIView {
    /// Apple docs: "UIView.AnimationOptions" — UIView (page not retrieved; the type of transition(with:…)'s options)
    ///
    /// An `NS_OPTIONS` set; the bit values are this module's own.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        // Conformance to RawRepresentable.
        public let rawValue: UInt

        // Conformance to OptionSet.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Apple docs: "allowUserInteraction" — UIView.AnimationOptions
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction.md
        @available(iOS 4.0, *)
        public static var allowUserInteraction: UIView.AnimationOptions { AnimationOptions(rawValue: 1 << 1) }

        /// Apple docs: "transitionCrossDissolve" — UIView.AnimationOptions
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve.md
        @available(iOS 4.0, *)
        public static var transitionCrossDissolve: UIView.AnimationOptions { AnimationOptions(rawValue: 5 << 20) }
    }

    // Not Apple API: the transitions started and not finished (TestHooks.swift).
    static var transitions: [UIViewTransitionRecord] = []

    /// Apple docs: "transition(with:duration:options:animations:completion:)" — UIView
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/transition(with:duration:options:animations:completion:).md
    ///
    /// `class func` on the page; `static` here, as an extension of a class
    /// cannot add an overridable one without the Objective-C runtime. The
    /// changes are made at once, as UIKit makes them before it dissolves from
    /// the old picture to the new; the completion waits for a test to finish
    /// the transition (TestHooks.swift).
    @available(iOS 4.0, *)
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        transitions.append(UIViewTransitionRecord(view: view, duration: duration, options: options, completion: completion))
    }
}

// Not Apple API: one call of UIView.transition(with:…), as the stand-in keeps it.
@MainActor final class UIViewTransitionRecord {
    let view: UIView
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let completion: ((Bool) -> Void)?

    init(view: UIView, duration: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.view = view
        self.duration = duration
        self.options = options
        self.completion = completion
    }
}
