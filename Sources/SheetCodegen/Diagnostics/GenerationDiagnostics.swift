import SheetDiagnostics

/// Every code of code generation: templates (`SS41xx`), the generator
/// (`SS42xx`), what a backend cannot show (`SS43xx`, FloatingPanel's `SS44xx`) and writing output
/// (`SS5xxx`).
public enum GenerationDiagnostics {
    public static let all: [DiagnosticDescriptor] = (TemplateDiagnostics.all + CodegenDiagnostics.all
        + BackendDiagnostics.all + FloatingPanelDiagnostics.all + OutputDiagnostics.all).sorted { $0.code < $1.code }
}
