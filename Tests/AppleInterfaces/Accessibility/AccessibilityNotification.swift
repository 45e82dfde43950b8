// Declarations of the Accessibility framework's API that sheetspec's
// generated code uses, for type-checking (and running) that code on Linux:
// the announcement the `swiftui` backend posts when the sheet settles on a
// new detent. Test-only: compiled by the tests into a module named
// `Accessibility` in a scratch folder, never a SwiftPM target. See
// docs/AppleInterfaces.md.

/// Apple docs: "_AccessibilityNotifications" — Accessibility (page not
/// retrieved: an underscored protocol Apple does not document; named by the
/// precise identifier on the page of `post()`,
/// `s:13Accessibility01_A13NotificationsPAAE4postyyF`, a method of an
/// extension of this protocol that `AccessibilityNotification.Announcement`
/// gets; the version is that of the types that conform)
@available(iOS 17.0, *)
public protocol _AccessibilityNotifications {}

@available(iOS 17.0, *)
extension _AccessibilityNotifications {
    /// Apple docs: "post()" — AccessibilityNotification.Announcement
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post().md
    ///
    /// `func post()` on the page: not isolated to the main actor. Here it
    /// records the notification (TestHooks.swift).
    @available(iOS 17.0, *)
    public func post() {
        AccessibilityNotificationLog.posted.append(self)
    }
}

/// Apple docs: "AccessibilityNotification" — Accessibility
/// https://developer.apple.com/documentation/accessibility/accessibilitynotification.md
///
/// `enum AccessibilityNotification` on the page, with no cases: a namespace
/// of the notification types.
@available(iOS 17.0, *)
public enum AccessibilityNotification {
    /// Apple docs: "AccessibilityNotification.Announcement" — Accessibility
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement.md
    @available(iOS 17.0, *)
    public struct Announcement: _AccessibilityNotifications {
        // Not Apple API: the text announced (TestHooks.swift reads it).
        let text: String

        /// Apple docs: "init(_:)" — AccessibilityNotification.Announcement (the
        /// `String` overload; its own page not retrieved: the overload of
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)-46byj.md
        /// takes an `NSAttributedString`; `init(_ announcement: String)`, iOS
        /// 17.0, in the SDK-derived reference of onestack.dev)
        @available(iOS 17.0, *)
        public init(_ announcement: String) {
            text = announcement
        }
    }
}
