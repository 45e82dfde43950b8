import UIKit

/// The first screen: one button per example spec, each showing that spec's
/// screen (DemoViewController).
final class CatalogViewController: StackViewController {
    /// Shows a screen; the app delegate pushes it on the navigation stack.
    var show: (UIViewController) -> Void = { _ in }

    init(demos: [Demo]) {
        var buttons: [(title: String, action: @MainActor () -> Void)] = []
        weak var weakSelf: CatalogViewController?
        for demo in demos {
            buttons.append((title: demo.title, action: {
                guard let catalog = weakSelf else { return }
                catalog.show(DemoViewController(demo: demo, show: catalog.show))
            }))
        }
        super.init(lines: ["sheetspec examples"], buttons: buttons)
        weakSelf = self
    }

    required init?(coder: NSCoder) { nil }
}
