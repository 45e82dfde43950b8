#if canImport(UIKit)
    import Foundation
    import UIKit

    /// This app's keyboard as UIKit last announced it, for sheets that appear
    /// while it is up: UIKit has no call that returns the keyboard's frame, only
    /// the notifications before each change. Started by the first keyboard
    /// observer and kept for the process; a keyboard shown before the first sheet
    /// is ever made is not known until its frame next changes.
    @MainActor final class SheetKeyboardTracker {
        static let shared = SheetKeyboardTracker()

        /// The end frame (screen coordinates) of this app's keyboard while it is
        /// up; nil once it will hide.
        private(set) var endFrame: CGRect?
        private var tokens: [any NSObjectProtocol] = []

        func start(center: NotificationCenter) {
            guard tokens.isEmpty else { return }
            let frameWillChange: @Sendable (Notification) -> Void = { note in
                guard Self.isLocal(note), let frame = Self.endFrame(of: note) else { return }
                MainActor.assumeIsolated { SheetKeyboardTracker.shared.endFrame = frame }
            }
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
                tokens.append(center.addObserver(forName: name, object: nil, queue: .main, using: frameWillChange))
            }
            tokens.append(
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                    MainActor.assumeIsolated { SheetKeyboardTracker.shared.endFrame = nil }
                })
        }

        /// Whether the keyboard is this app's (`keyboardIsLocalUserInfoKey`; a
        /// notification without the key counts as this app's).
        nonisolated static func isLocal(_ note: Notification) -> Bool {
            (note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool) ?? true
        }

        nonisolated static func endFrame(of note: Notification) -> CGRect? {
            note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        }
    }
#endif
