extension Backend {
    /// `BottomSheetable` conformance: the `SheetLayout` value of each sheet
    /// and the protocol's properties (`Templates/conformance/`).
    public static let conformance = Backend(
        id: "conformance",
        summary: "`BottomSheetable` conformance: each sheet's `SheetLayout` and the protocol's properties",
        template: "conformance.swift.mustache", stubTemplate: "stubs.swift.mustache", fileSuffix: "BottomSheetable",
        viewModel: { spec, options in ConformanceViewModel.spec(spec, options: options) })
}
