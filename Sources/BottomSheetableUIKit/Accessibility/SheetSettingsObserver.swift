#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Tells the state machine when a system setting a sheet depends on changes,
    /// as UIKit posts it (on the main queue):
    /// - the text size (`UIContentSizeCategory.didChangeNotification`): the content
    ///   measured again, so the heights are resolved again
    ///   (`SheetEvent.contentSizeCategoryChanged`) and a fitted detent follows the text;
    /// - Reduce Motion (`UIAccessibility.reduceMotionStatusDidChangeNotification`):
    ///   `UIAccessibility.isReduceMotionEnabled` (`SheetEvent.reduceMotionChanged`),
    ///   so the next settle is a spring or the Reduce Motion change. `start()` sends
    ///   the setting once as well: it may have changed since the state machine was
    ///   made.
    @MainActor final class SheetSettingsObserver {
        private let center: NotificationCenter
        private let measure: @MainActor @Sendable () -> Double?
        private let forward: @MainActor @Sendable (SheetEvent) -> Void
        private var tokens: [any NSObjectProtocol] = []

        init(
            center: NotificationCenter = .default, measure: @escaping @MainActor @Sendable () -> Double?,
            forward: @escaping @MainActor @Sendable (SheetEvent) -> Void
        ) {
            self.center = center
            self.measure = measure
            self.forward = forward
        }

        func start() {
            stop()
            let measure = measure
            let forward = forward
            tokens = [
                center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) {
                    _ in
                    MainActor.assumeIsolated { forward(.contentSizeCategoryChanged(contentHeight: measure())) }
                },
                center.addObserver(
                    forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
                ) { _ in
                    MainActor.assumeIsolated { forward(.reduceMotionChanged(UIAccessibility.isReduceMotionEnabled)) }
                },
            ]
            forward(.reduceMotionChanged(UIAccessibility.isReduceMotionEnabled))
        }

        func stop() {
            for token in tokens { center.removeObserver(token) }
            tokens = []
        }
    }
#endif
