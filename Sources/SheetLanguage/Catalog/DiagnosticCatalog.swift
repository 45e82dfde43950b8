import SheetDiagnostics
import SheetYAML

/// Every diagnostic code sheetspec can emit, gathered from each stage: what
/// `sheetspec explain` prints, SARIF lists as rules, and docs/Rules.md shows.
public enum DiagnosticCatalog {
    public static let all: [DiagnosticDescriptor] = (InputDiagnostics.all + DecodingDiagnostics.all
        + RuleRegistry.descriptors + ResolutionDiagnostics.all + ConfigurationDiagnostics.all
        + TemplateDiagnostics.all + CodegenDiagnostics.all + OutputDiagnostics.all)
        .sorted { $0.code < $1.code }

    public static let byCode: [DiagnosticCode: DiagnosticDescriptor] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.code, $0) })

    /// Looks a descriptor up by code (`SS0021`) or by name (`duplicate-key`).
    public static func descriptor(named text: String) -> DiagnosticDescriptor? {
        if let code = DiagnosticCode(parsing: text) { return byCode[code] }
        return all.first { $0.name == text }
    }
}
