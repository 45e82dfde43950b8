/// A mechanical edit: replace `span` with `replacement`. Emitted in JSON and
/// SARIF so that editors can offer it, and applied by `sheetspec fix` when
/// it is `safe`.
///
/// The fixes of one diagnostic form one change: all of them are applied or
/// none (a rename touches the declaration and every reference at once).
public struct FixIt: Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String
    public var applicability: FixApplicability

    /// A fix is a `suggestion` unless its maker says otherwise: a new fix-it
    /// is never applied without review until someone has decided it is safe.
    public init(span: SourceSpan, replacement: String, applicability: FixApplicability = .suggestion) {
        self.span = span
        self.replacement = replacement
        self.applicability = applicability
    }
}

/// Whether a fix may be applied without a person reading it, as rustc's
/// `MachineApplicable` and `MaybeIncorrect` say.
public enum FixApplicability: String, Hashable, Sendable {
    /// The replacement spells what the writer evidently meant, and nothing
    /// else could have been meant: a YAML 1.1 `yes` → `true`, quotes around
    /// a number, the one key within reach of a typo. `sheetspec fix` applies it.
    case safe
    /// A likely repair that makes a choice the writer should confirm (raising
    /// the deployment target, picking a keyboard policy, renaming an id that
    /// generated code exposes). Editors offer it; `sheetspec fix` leaves it.
    case suggestion
}

extension Diagnostic {
    /// The fixes `sheetspec fix` may apply: the diagnostic's fixes when every
    /// one of them is safe (they form one change), else none.
    public var safeFixes: [FixIt] {
        let fixes = self.fixes
        return !fixes.isEmpty && fixes.allSatisfy { $0.applicability == .safe } ? fixes : []
    }
}
