import SheetDiagnostics

/// One validation rule: a stable code, a default severity, documentation
/// with examples, and a check over the whole run.
///
/// Each rule lives in its own file under `Rules/<Concern>/`, as SwiftLint
/// keeps its rules: adding one is a new file, its tests, and one line in
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

    /// Whether what the rule reports about a file can depend on more of the
    /// run than the sheets the file refers to: every id of the run
    /// (`RuleContext.runIDs`), or declarations in unrelated files. The
    /// validator first checks a file that refers to no other on its own; a
    /// finding of such a rule sends the file to a second check that sees the
    /// whole run. `false` unless a rule says otherwise.
    static var readsWholeRun: Bool { get }

    /// The parts of a sheet the rule's findings depend on. A sheet where one
    /// of them failed to decode is left out of the rule's view of the run
    /// (`RuleContext.restricted(to:)`), so the rule never mistakes a broken
    /// part for a missing one; the rule still checks every other sheet. `.all`
    /// (the default) unless a rule names fewer.
    static var reads: SheetParts { get }

    /// Whether the rule stays off until a project asks for it (`rules:` in
    /// `.sheetspec.yml` or `--rule NAME=warning`): for findings that a team
    /// may well have chosen on purpose, such as a default written out to
    /// match a design document, where a warning on by default would push
    /// teams to delete numbers they mean to keep. `false` unless a rule says
    /// otherwise. The descriptor says it (`isEnabledByDefault`), so that
    /// every report format, SARIF included, can tell.
    static var isOptIn: Bool { get }

    init()

    /// Every problem this rule finds, at the descriptor's default severity
    /// (the engine applies configured severities afterwards).
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension SpecRule {
    public static var readsWholeRun: Bool { false }
    public static var reads: SheetParts { .all }
    public static var isOptIn: Bool { !descriptor.isEnabledByDefault }
}

public enum RuleScope: String, Sendable {
    case correctness
    case style
}

/// Specs as a user would write them, for the documentation and the tests.
public struct RuleExamples: Sendable {
    public var triggering: [RuleExample]
    public var passing: [RuleExample]

    public init(triggering: [RuleExample], passing: [RuleExample]) {
        self.triggering = triggering
        self.passing = passing
    }
}

/// One example run: usually a single spec file, written as a string
/// literal; several files for rules about the whole run (a sheet id declared
/// in two files).
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
    public struct File: Sendable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// One file, named `example.sheet.yaml`.
    public init(stringLiteral text: String) {
        files = [File(path: "example.sheet.yaml", text: text)]
    }
}
