#if canImport(UIKit)
    import Foundation
    import UIKit

    /// Follows this app's keyboard from launch, so that the first sheet ever
    /// presented while the keyboard is up starts where the keyboard puts it.
    ///
    /// UIKit has no call that returns the keyboard's frame, only the
    /// notifications before each change; the first sheet's observer starts
    /// listening when that sheet appears, too late for a keyboard that came up
    /// before. Call `start()` once, early (for example from
    /// `application(_:didFinishLaunchingWithOptions:)`); without it, such a
    /// keyboard is known from its next change. Calling it again does nothing.
    public enum BottomSheetKeyboardTracking {
        @MainActor public static func start(center: NotificationCenter = .default) {
            SheetKeyboardTracker.shared.start(center: center)
        }
    }
#endif
