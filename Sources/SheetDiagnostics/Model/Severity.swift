/// How bad a diagnostic is. Errors fail a run; warnings fail it only under
/// `--strict`; notes never do.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
