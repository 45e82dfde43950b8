extension Backend {
    /// UIKit's system sheet: for each sheet the system sheet can show, detent
    /// identifier constants, the detents (heights as the plan computes them)
    /// and `applySheetSpec()`, which configures the controller's
    /// `UISheetPresentationController` (or popover) before it is presented
    /// (`Templates/uikit/`, docs/Backends.md). Imports UIKit only.
    public static let uikit = Backend(
        id: "uikit",
        summary: "UIKit's system sheet: detent identifiers, detents and `applySheetSpec()` for each sheet",
        template: "uikit.swift.mustache", stubTemplate: nil, fileSuffix: "UIKit",
        viewModel: { spec, options in UIKitViewModel.spec(spec, options: options) },
        nameProblems: { specs in UIKitViewModel.nameProblems(specs) },
        limitations: { sheet in UIKitViewModel.limitations(sheet) })
}
