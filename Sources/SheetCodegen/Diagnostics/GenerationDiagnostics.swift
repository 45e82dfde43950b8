import SheetDiagnostics

/// Every code of code generation: templates (`SS41xx`), the generator
/// (`SS42xx`), what a backend cannot show (`SS43xx`, FloatingPanel's `SS44xx`) and writing output
/// (`SS5xxx`).
public enum GenerationDiagnostics {
    public static let all: [DiagnosticDescriptor] = (TemplateDiagnostics.all + CodegenDiagnostics.all
        + BackendDiagnostics.all + FloatingPanelDiagnostics.all + OutputDiagnostics.all).sorted { $0.code < $1.code }

    /// The codes that say a backend generated nothing for a sheet (`SS4301`,
    /// `SS4401`): with the `conformance` backend in the same run every sheet
    /// still gets code, so the generator drops them there (`SpecGenerator`).
    /// A new backend with such a code lists it here.
    public static let nothingGenerated: Set<DiagnosticCode> = [
        BackendDiagnostics.backendCannotShow.code, FloatingPanelDiagnostics.cannotShow.code,
    ]
}
