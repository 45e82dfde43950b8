#if canImport(UIKit)
    import BottomSheetable
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

        /// The keyboard's animation, as a notification's user info gives it.
        struct Move: Sendable {
            var duration: Double
            var curve: TimingCurve
        }

        /// The duration (`keyboardAnimationDurationUserInfoKey`, seconds) and
        /// curve (`keyboardAnimationCurveUserInfoKey`, a `UIView.AnimationCurve`
        /// raw value; ease-in-out when missing); nil without a duration.
        nonisolated static func move(of note: Notification) -> Move? {
            guard let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else {
                return nil
            }
            let raw = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 0
            return Move(duration: duration, curve: TimingCurve(animationCurveRawValue: raw))
        }

        nonisolated static func endFrame(of note: Notification) -> CGRect? {
            note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        }
    }
#endif
