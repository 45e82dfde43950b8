import SheetDiagnostics
import SheetYAML

/// The codes of the stages up to the layout plan: input and YAML, decoding,
/// the rules, resolution and the configuration. Later stages keep their own
/// (`GenerationDiagnostics` in SheetCodegen); the command line joins them all
/// into the catalog `explain`, SARIF and docs/Rules.md show.
public enum LanguageDiagnostics {
    public static let all: [DiagnosticDescriptor] = (InputDiagnostics.all + DecodingDiagnostics.all
        + RuleRegistry.descriptors + ResolutionDiagnostics.all + ConfigurationDiagnostics.all + SuppressionDiagnostics.all
        + FixingDiagnostics.all)
        .sorted { $0.code < $1.code }
}

extension DescriptorCatalog {
    /// The codes of this module's stages alone.
    public static let language = DescriptorCatalog(LanguageDiagnostics.all)
}
