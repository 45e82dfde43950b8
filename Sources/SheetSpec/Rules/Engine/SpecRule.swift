import SheetDiagnostics

/// One validation rule: a stable code, a default severity, documentation
/// with examples, and a check over the whole run.
///
/// Each rule lives in its own file under `Rules/`, as SwiftLint keeps its
/// rules: adding one is a new file, its tests, and one line in
/// `RuleRegistry`, which a test keeps complete.
public protocol SpecRule: Sendable {
    /// Code (`SS2xxx`), kebab-case name, default severity, summary and the
    /// explanation `sheetspec explain` prints.
    static var descriptor: DiagnosticDescriptor { get }
    /// Correctness rules run in `validate` and `lint`; style rules in `lint` only.
    static var scope: RuleScope { get }
    /// Specs that trigger the rule and specs that do not, shown by `explain`
    /// and checked by the tests.
    static var examples: RuleExamples { get }

    init()

    /// Every problem this rule finds, at the descriptor's default severity
    /// (the engine applies configured severities afterwards).
    func check(_ context: RuleContext) -> [Diagnostic]
}

public enum RuleScope: String, Sendable {
    case correctness
    case style
}

/// Whole spec files, as a user would write them, for the documentation.
public struct RuleExamples: Sendable {
    public var triggering: [String]
    public var passing: [String]

    public init(triggering: [String], passing: [String]) {
        self.triggering = triggering
        self.passing = passing
    }
}
