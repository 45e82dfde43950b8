extension Backend {
    /// FloatingPanel (scenee/FloatingPanel 2.8): for each sheet sheetspec
    /// shows with a custom presentation, a `FloatingPanelLayout`, a
    /// `FloatingPanelBehavior` and `sheetSpecFloatingPanel()`, which
    /// configures a `FloatingPanelController` for the sheet
    /// (`Templates/floatingpanel/`, docs/Backends.md). Imports UIKit and
    /// FloatingPanel.
    public static let floatingpanel = Backend(
        id: "floatingpanel",
        summary: "FloatingPanel: a layout, a behavior and a configured `FloatingPanelController` for each custom sheet",
        template: "floatingpanel.swift.mustache", stubTemplate: nil, fileSuffix: "FloatingPanel",
        viewModel: { spec, options in FloatingPanelViewModel.spec(spec, options: options) },
        limitations: { sheet in FloatingPanelLimitations.of(sheet) })
}
