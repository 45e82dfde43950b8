/// One problem found in the user's input, with everything a renderer needs to
/// explain it: where, what, why, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    /// One sentence, lower-case start, no trailing period, like rustc's.
    public var message: String
    /// Where the problem is; `nil` only for problems with no file (a missing
    /// path on the command line).
    public var span: SourceSpan?
    /// Short text printed under the caret of the primary span.
    public var label: String?
    /// Other places that explain the problem ("first defined here").
    public var secondary: [DiagnosticLabel]
    /// Background facts, each one line.
    public var notes: [String]
    /// What to do about it, in words.
    public var help: String?
    /// The same advice as data, when the fix is mechanical.
    public var fixes: [FixIt]

    public init(
        code: DiagnosticCode,
        severity: Severity,
        message: String,
        span: SourceSpan?,
        label: String? = nil,
        secondary: [DiagnosticLabel] = [],
        notes: [String] = [],
        help: String? = nil,
        fixes: [FixIt] = []
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.span = span
        self.label = label
        self.secondary = secondary
        self.notes = notes
        self.help = help
        self.fixes = fixes
    }
}

/// A secondary place shown beside the primary one.
public struct DiagnosticLabel: Hashable, Sendable {
    public var span: SourceSpan
    public var message: String

    public init(span: SourceSpan, message: String) {
        self.span = span
        self.message = message
    }
}

/// A mechanical edit: replace `span` with `replacement`. Emitted in JSON and
/// SARIF so that editors and a future `fix` command can apply it.
public struct FixIt: Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

extension Diagnostic {
    /// The order every report uses: by file, then position, then code, so
    /// output never depends on the order in which work finished.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.span, rhs.span) {
        case (nil, nil): break
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?) where left != right: return left < right
        default: break
        }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message < rhs.message
    }
}

/// A diagnostic can be the failure of an operation that finds one problem
/// (reading a file), so results can carry it directly.
extension Diagnostic: Error {}

/// Several diagnostics as the failure of one operation (loading templates,
/// reading a configuration), so results can carry all of them at once.
public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
