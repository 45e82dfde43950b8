#if canImport(UIKit)
    import BottomSheetable
    import Foundation
    import UIKit

    /// Reports a change of the text size (`UIContentSizeCategory.didChangeNotification`)
    /// with the content measured again, so the state machine resolves the heights
    /// again (`SheetEvent.contentSizeCategoryChanged`): a fitted detent follows
    /// the text.
    @MainActor final class SheetContentSizeObserver {
        private let center: NotificationCenter
        private let measure: @MainActor @Sendable () -> Double?
        private let forward: @MainActor @Sendable (SheetEvent) -> Void
        private var token: (any NSObjectProtocol)?

        init(
            center: NotificationCenter = .default, measure: @escaping @MainActor @Sendable () -> Double?,
            forward: @escaping @MainActor @Sendable (SheetEvent) -> Void
        ) {
            self.center = center
            self.measure = measure
            self.forward = forward
        }

        func start() {
            let measure = measure
            let forward = forward
            token = center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) {
                _ in
                MainActor.assumeIsolated { forward(.contentSizeCategoryChanged(contentHeight: measure())) }
            }
        }

        func stop() {
            if let token { center.removeObserver(token) }
            token = nil
        }
    }
#endif
