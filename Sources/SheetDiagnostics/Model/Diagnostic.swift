/// One problem found in the user's input, with everything a renderer needs to
/// explain it: where, what, why, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    /// The fields, in one immutable box: a diagnostic is then one reference,
    /// so an absent one (`Diagnostic?`, which every rule returns for every
    /// clean sheet) is a null pointer that costs nothing to make or drop, and
    /// lists of diagnostics move 8 bytes an element. Diagnostics are built
    /// only when something is wrong, so the box costs a clean file nothing.
    private struct Fields: Hashable, Sendable {
        var code: DiagnosticCode
        var severity: Severity
        var message: String
        var span: SourceSpan?
        var label: String?
        var secondary: [DiagnosticLabel]
        var notes: [String]
        var help: String?
        var fixes: [FixIt]
    }

    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

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
        storage = Storage(
            Fields(
                code: code, severity: severity, message: message, span: span, label: label, secondary: secondary,
                notes: notes, help: help, fixes: fixes))
    }

    public var code: DiagnosticCode {
        get { storage.fields.code }
        set { update { $0.code = newValue } }
    }

    public var severity: Severity {
        get { storage.fields.severity }
        set { update { $0.severity = newValue } }
    }

    /// One sentence, lower-case start, no trailing period, like rustc's.
    public var message: String {
        get { storage.fields.message }
        set { update { $0.message = newValue } }
    }

    /// Where the problem is; `nil` only for problems with no file (a missing
    /// path on the command line).
    public var span: SourceSpan? {
        get { storage.fields.span }
        set { update { $0.span = newValue } }
    }

    /// Short text printed under the caret of the primary span.
    public var label: String? {
        get { storage.fields.label }
        set { update { $0.label = newValue } }
    }

    /// Other places that explain the problem ("first defined here").
    public var secondary: [DiagnosticLabel] {
        get { storage.fields.secondary }
        set { update { $0.secondary = newValue } }
    }

    /// Background facts, each one line.
    public var notes: [String] {
        get { storage.fields.notes }
        set { update { $0.notes = newValue } }
    }

    /// What to do about it, in words.
    public var help: String? {
        get { storage.fields.help }
        set { update { $0.help = newValue } }
    }

    /// The same advice as data, when the fix is mechanical.
    public var fixes: [FixIt] {
        get { storage.fields.fixes }
        set { update { $0.fixes = newValue } }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
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
