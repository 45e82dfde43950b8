import BottomSheetable
import BottomSheetableUIKit
import SwiftUI
import UIKit

/// The screen of one example spec: what it is, and one button per backend
/// that presents its sheet that way (`Demo.backends`). Each case below is the
/// integration code an app writes for that backend; docs/Backends.md and
/// docs/Runtime.md ("Presenting a sheet") explain the calls.
final class DemoViewController: StackViewController {
    private let demo: Demo
    private let show: (UIViewController) -> Void

    init(demo: Demo, show: @escaping (UIViewController) -> Void) {
        self.demo = demo
        self.show = show
        weak var weakSelf: DemoViewController?
        let buttons = demo.backends.map { backend in
            (title: backend.buttonTitle, action: { @MainActor () -> Void in weakSelf?.present(with: backend) })
        }
        super.init(lines: [demo.title, demo.summary, demo.spec], buttons: buttons)
        weakSelf = self
    }

    required init?(coder: NSCoder) { nil }

    /// After a rotation or a resized window, the `uikit` backend's popover takes
    /// the new orientation's height and anchor (UIKit keeps the anchor where it
    /// was set).
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        (presentedViewController as? StorePickerViewController)?.sheetSpecContainerDidChange(view)
    }

    private func present(with backend: DemoBackend) {
        switch (demo.id, backend) {
        case (.checkout, .conformance):
            // A navigation stack of sheets: each pushed screen brings its own layout.
            let root = CheckoutSheetViewController()
            let navigation = BottomSheetNavigationController(rootBottomSheet: root)
            root.push = { [weak navigation] screen in navigation?.pushViewController(screen, animated: true) }
            present(bottomSheet: navigation, animated: true)
        case (.commentComposer, .conformance):
            present(bottomSheet: CommentComposerViewController(), animated: true)
        case (.commentComposer, .uikit):
            // UIKit's own sheet, configured by the generated `applySheetSpec()`.
            let composer = CommentComposerViewController()
            composer.applySheetSpec()
            present(composer, animated: true)
        case (.commentComposer, .swiftui):
            show(UIHostingController(rootView: CommentComposerSwiftUIScreen()))
        case (.mapDrawer, .conformance):
            present(bottomSheet: PlaceDetailsViewController(), animated: true)
        case (.nowPlaying, .conformance):
            present(bottomSheet: NowPlayingViewController(), animated: true)
        case (.storePicker, .conformance):
            // A popover on iPad; in compact width the shell presents a sheet.
            presentAsPopover(bottomSheet: StorePickerViewController(), animated: true)
        case (.storePicker, .uikit):
            let picker = StorePickerViewController()
            picker.applySheetSpec(over: view)
            present(picker, animated: true)
        case (.storePicker, .swiftui):
            show(UIHostingController(rootView: StorePickerSwiftUIScreen()))
        case (.checkout, .uikit), (.checkout, .swiftui), (.mapDrawer, .uikit), (.mapDrawer, .swiftui),
            (.nowPlaying, .uikit), (.nowPlaying, .swiftui):
            // The backend generated nothing for this sheet (SS4301), so the
            // catalog offers no button for it.
            break
        }
    }
}
