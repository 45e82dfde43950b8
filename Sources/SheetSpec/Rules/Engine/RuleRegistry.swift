import SheetDiagnostics

/// Every rule, in code order. A test checks that each file under `Rules/`
/// declares a rule listed here, so a new rule cannot be forgotten.
public enum RuleRegistry {
    public static let rules: [any SpecRule.Type] = []

    public static var descriptors: [SheetDiagnostics.DiagnosticDescriptor] { rules.map { $0.descriptor } }
}
