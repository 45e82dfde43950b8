import SheetDiagnostics
import SheetLanguage

/// One kind of generated output: what `generate --backend ID` and the
/// configuration's `backends:` name. A backend is data: its templates, the
/// names of the files it writes, and the view model its templates see; the
/// generator, the writer, `--check`, `--dry-run`, the manifest and the
/// build-tool plugin handle every backend alike.
///
/// Adding a backend (docs/Architecture.md, "Adding a backend"): a folder of
/// templates under `Templates/<id>/`, a view-model file beside this one, one
/// line in `Backend.all`, and tests.
public struct Backend: Sendable {
    /// The name users select it by (`conformance`).
    public let id: String
    /// One line for `--help` and the documentation.
    public let summary: String
    /// The template of the generated file (a file name under `Templates/<id>/`).
    let template: String
    /// The template of the hook stubs written once with `--stubs`, if the
    /// backend has any.
    let stubTemplate: String?
    /// The part of the file names after `+`: `<Spec>+<suffix>.generated.swift`
    /// and, for stubs, `<Spec>+<suffix>.swift`.
    public let fileSuffix: String
    /// The values the templates see for one spec's sheets.
    let viewModel: @Sendable (CodegenSpec, CodegenOptions) -> TemplateContext
    /// Names the backend would declare twice in one module, found over every
    /// spec of the run before any template runs (errors: the code would not
    /// compile).
    let nameProblems: @Sendable ([CodegenSpec]) -> [Diagnostic]
    /// What the backend cannot show of a resolved sheet, each a diagnostic at
    /// the sheet (warnings by default: the rest is generated).
    let limitations: @Sendable (ResolvedSheet) -> [Diagnostic]

    init(
        id: String, summary: String, template: String, stubTemplate: String?, fileSuffix: String,
        viewModel: @escaping @Sendable (CodegenSpec, CodegenOptions) -> TemplateContext,
        nameProblems: @escaping @Sendable ([CodegenSpec]) -> [Diagnostic] = { _ in [] },
        limitations: @escaping @Sendable (ResolvedSheet) -> [Diagnostic] = { _ in [] }
    ) {
        self.id = id
        self.summary = summary
        self.template = template
        self.stubTemplate = stubTemplate
        self.fileSuffix = fileSuffix
        self.viewModel = viewModel
        self.nameProblems = nameProblems
        self.limitations = limitations
    }

    public var hasStubs: Bool { stubTemplate != nil }

    /// `Checkout+BottomSheetable.generated.swift` for the output name `Checkout`.
    public func generatedFileName(for outputName: String) -> String {
        outputName + "+" + fileSuffix + ".generated.swift"
    }

    /// `Checkout+BottomSheetable.swift`: the stub the user fills in.
    public func stubFileName(for outputName: String) -> String {
        outputName + "+" + fileSuffix + ".swift"
    }
}

extension Backend {
    /// Every backend this sheetspec has, in the order their files are listed.
    public static let all: [Backend] = [.conformance, .uikit, .swiftui, .floatingpanel]

    /// The backends used when neither `--backend` nor `backends:` names one.
    public static let defaults: [Backend] = [.conformance]

    /// The registered backend called `id`.
    public static func named(_ id: String) -> Backend? {
        all.first { $0.id == id }
    }
}
