extension Backend {
    /// SwiftUI's presentation modifiers: for each sheet the system sheet can
    /// show, a `ViewModifier` (`CommentComposerSheet`) and a `View` method
    /// (`commentComposerSheet(selection:)`) that apply the detents (heights
    /// as the plan computes them) and options to a sheet's or popover's
    /// content (`Templates/swiftui/`, docs/Backends.md). Imports SwiftUI only.
    public static let swiftui = Backend(
        id: "swiftui",
        summary: "SwiftUI's presentation modifiers: a `ViewModifier` and a `View` method for each sheet",
        template: "swiftui.swift.mustache", stubTemplate: nil, fileSuffix: "SwiftUI",
        viewModel: { spec, options in SwiftUIViewModel.spec(spec, options: options) },
        nameProblems: { specs in SwiftUIViewModel.nameProblems(specs) },
        limitations: { sheet in SwiftUIViewModel.limitations(sheet) })
}
