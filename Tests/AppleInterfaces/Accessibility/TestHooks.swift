// NOT APPLE API. Everything in this file exists only so tests can read what
// the declarations in this folder did: the notifications posted.
// Generated code must never call any of it.

// Every notification `post()` posted, oldest first.
enum AccessibilityNotificationLog {
    nonisolated(unsafe) static var posted: [Any] = []
}

@available(iOS 17.0, *)
extension AccessibilityNotification.Announcement {
    /// The text of every announcement posted, oldest first.
    public static var testPosted: [String] {
        AccessibilityNotificationLog.posted.compactMap { ($0 as? AccessibilityNotification.Announcement)?.text }
    }

    /// Forgets the notifications posted so far.
    public static func testReset() {
        AccessibilityNotificationLog.posted = []
    }
}
