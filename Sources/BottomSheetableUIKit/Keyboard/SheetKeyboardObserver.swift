#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Reports the keyboard to the state machine: the height of its end frame
    /// when it will show (UIKit's frame from the bottom of the screen, as
    /// `SheetEvent.keyboardChanged` expects) and 0 when it will hide. What the
    /// sheet does with it is its keyboard policy, applied by the state machine.
    @MainActor final class SheetKeyboardObserver {
        private let center: NotificationCenter
        private let forward: @MainActor @Sendable (SheetEvent) -> Void
        private var tokens: [any NSObjectProtocol] = []

        init(center: NotificationCenter = .default, forward: @escaping @MainActor @Sendable (SheetEvent) -> Void) {
            self.center = center
            self.forward = forward
        }

        func start() {
            let forward = forward
            tokens.append(
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                    note in
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let height = Double(frame.size.height)
                    MainActor.assumeIsolated { forward(.keyboardChanged(height: height)) }
                })
            tokens.append(
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                    MainActor.assumeIsolated { forward(.keyboardChanged(height: 0)) }
                })
        }

        func stop() {
            for token in tokens { center.removeObserver(token) }
            tokens = []
        }
    }
#endif
