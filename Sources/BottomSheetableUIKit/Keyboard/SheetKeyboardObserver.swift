#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Reports the keyboard to the state machine: how much of the sheet's
    /// container its end frame covers, from the container's bottom edge, before
    /// each change of its frame (`keyboardWillChangeFrameNotification`: shown,
    /// moved, undocked, floating, the shortcut bar of a hardware keyboard), and 0
    /// when it will hide. What the sheet does with it is its keyboard policy,
    /// applied by the state machine. The same cover is reported once.
    ///
    /// The end frame is in the screen's coordinate space (the page of
    /// `keyboardFrameEndUserInfoKey`): in Split View, Slide Over and Stage
    /// Manager the window is not where the screen is, so the frame is converted
    /// to the window (`UIWindow.convert(_:from: nil)`, from the screen) and then
    /// to the container before its overlap is measured (`KeyboardOverlap`).
    /// A keyboard of another app (`keyboardIsLocalUserInfoKey` false: another
    /// app in Split View or Slide Over is being typed in) is not followed.
    ///
    /// A keyboard already up when the observer starts is reported at once, from
    /// the frame `SheetKeyboardTracker` last saw.
    ///
    /// Each change carries the keyboard's animation when the notification gives
    /// it (`keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`:
    /// their pages offer them to match the keyboard's animation), so the sheet
    /// moves with the keyboard rather than with its spring.
    @MainActor final class SheetKeyboardObserver {
        private nonisolated let center: NotificationCenter
        private let container: @MainActor () -> UIView?
        private let forward: @MainActor @Sendable (SheetEvent) -> Void
        /// Removed by `stop()`, or by `deinit` when the owner is dropped without it.
        private nonisolated(unsafe) var tokens: [any NSObjectProtocol] = []
        /// The cover last reported.
        private var reportedCover: Double?

        init(
            center: NotificationCenter = .default, container: @escaping @MainActor () -> UIView?,
            forward: @escaping @MainActor @Sendable (SheetEvent) -> Void
        ) {
            self.center = center
            self.container = container
            self.forward = forward
        }

        deinit {
            for token in tokens { center.removeObserver(token) }
        }

        /// Registers for the keyboard's notifications. Each block holds what it
        /// forwards to (the center keeps a block until `removeObserver(_:)`), and
        /// reaches this observer weakly for the container and the cover last told.
        func start() {
            SheetKeyboardTracker.shared.start(center: center)
            let forward = forward
            let frameWillChange: @Sendable (Notification) -> Void = { [weak self] note in
                guard SheetKeyboardTracker.isLocal(note), let frame = SheetKeyboardTracker.endFrame(of: note) else {
                    return
                }
                let move = SheetKeyboardTracker.move(of: note)
                MainActor.assumeIsolated { self?.report(screenFrame: frame, move: move, to: forward) }
            }
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
                tokens.append(center.addObserver(forName: name, object: nil, queue: .main, using: frameWillChange))
            }
            tokens.append(
                center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                    [weak self] note in
                    let move = SheetKeyboardTracker.move(of: note)
                    MainActor.assumeIsolated { self?.report(cover: 0, move: move, to: forward) }
                })
            if let frame = SheetKeyboardTracker.shared.endFrame { report(screenFrame: frame, move: nil, to: forward) }
        }

        private func report(
            screenFrame: CGRect, move: SheetKeyboardTracker.Move?, to forward: @MainActor @Sendable (SheetEvent) -> Void
        ) {
            guard let height = coveredHeight(screenFrame: screenFrame) else { return }
            report(cover: height, move: move, to: forward)
        }

        /// The cover, with the keyboard's animation when the notification gave
        /// one (the sheet's move follows it), else as a plain change.
        private func report(
            cover: Double, move: SheetKeyboardTracker.Move?, to forward: @MainActor @Sendable (SheetEvent) -> Void
        ) {
            guard cover != reportedCover else { return }
            reportedCover = cover
            if let move {
                forward(.keyboardAnimated(height: cover, duration: move.duration, curve: move.curve))
            } else {
                forward(.keyboardChanged(height: cover))
            }
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
