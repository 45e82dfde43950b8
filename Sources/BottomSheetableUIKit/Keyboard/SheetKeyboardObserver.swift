#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Reports the keyboard to the state machine: how much of the sheet's
    /// container its end frame covers, from the container's bottom edge, when it
    /// will show, and 0 when it will hide. What the sheet does with it is its
    /// keyboard policy, applied by the state machine.
    ///
    /// The end frame is in the screen's coordinate space (the page of
    /// `keyboardFrameEndUserInfoKey`): in Split View, Slide Over and Stage
    /// Manager the window is not where the screen is, so the frame is converted
    /// to the window (`UIWindow.convert(_:from: nil)`, from the screen) and then
    /// to the container before its overlap is measured (`KeyboardOverlap`).
    @MainActor final class SheetKeyboardObserver {
        private let center: NotificationCenter
        private let container: @MainActor () -> UIView?
        private let forward: @MainActor @Sendable (SheetEvent) -> Void
        private var tokens: [any NSObjectProtocol] = []

        init(
            center: NotificationCenter = .default, container: @escaping @MainActor () -> UIView?,
            forward: @escaping @MainActor @Sendable (SheetEvent) -> Void
        ) {
            self.center = center
            self.container = container
            self.forward = forward
        }

        func start() {
            let forward = forward
            tokens.append(
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                    [weak self] note in
                    guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    MainActor.assumeIsolated {
                        guard let height = self?.coveredHeight(screenFrame: frame) else { return }
                        forward(.keyboardChanged(height: height))
                    }
                })
            tokens.append(
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                    MainActor.assumeIsolated { forward(.keyboardChanged(height: 0)) }
                })
        }

        /// How much of the container the keyboard's frame (in screen
        /// coordinates) covers; nil without a container in a window.
        private func coveredHeight(screenFrame: CGRect) -> Double? {
            guard let view = container(), let window = view.window else { return nil }
            let local = view.convert(window.convert(screenFrame, from: nil), from: nil)
            return KeyboardOverlap.height(of: Rect(local), inContainerOfHeight: Double(view.bounds.size.height))
        }

        func stop() {
            for token in tokens { center.removeObserver(token) }
            tokens = []
        }
    }
#endif
