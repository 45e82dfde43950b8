import SheetDiagnostics

/// What changed between two runs' diagnostics: the ones that appeared and
/// the ones that were fixed. What `--watch` prints after its first run.
///
/// Two diagnostics are the same problem when they have the same file, code,
/// severity, message and label. Line and column are left out on purpose: a
/// line inserted above a problem moves it but does not make it new, and
/// editing the value a problem is about (`0.5` to `0.6`, still not a number
/// of points) leaves it the same problem. A new message is a new problem.
/// Equal problems are counted, so a second copy of one that was already
/// there still shows up as new.
public struct DiagnosticDelta: Sendable {
    public var appeared: [Diagnostic]
    public var fixed: [Diagnostic]

    public var isEmpty: Bool { appeared.isEmpty && fixed.isEmpty }

    public static func between(_ old: ValidationReport, _ new: ValidationReport) -> DiagnosticDelta {
        DiagnosticDelta(
            appeared: unmatched(in: new, against: old),
            fixed: unmatched(in: old, against: new))
    }

    /// The diagnostics of `report` that `other` has no copy of (counting
    /// copies), in the report's order.
    private static func unmatched(in report: ValidationReport, against other: ValidationReport) -> [Diagnostic] {
        var available: [ProblemKey: Int] = [:]
        for diagnostic in other.diagnostics { available[ProblemKey(diagnostic), default: 0] += 1 }
        var result: [Diagnostic] = []
        for diagnostic in report.diagnostics {
            let key = ProblemKey(diagnostic)
            if let count = available[key], count > 0 {
                available[key] = count - 1
            } else {
                result.append(diagnostic)
            }
        }
        return result
    }

    /// One line per fixed diagnostic, where it was in the earlier run:
    /// `fixed: specs/a.sheet.yaml:4:5: error[SS1001]: unknown key `cornerRadiuz``.
    public static func fixedLine(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.span.map { $0.locationText + ": " } ?? ""
        return "fixed: \(place)\(diagnostic.severity.rawValue)[\(diagnostic.code)]: \(diagnostic.message)"
    }
}

/// A diagnostic without its position, for matching across runs.
private struct ProblemKey: Hashable {
    var path: String?
    var code: DiagnosticCode
    var severity: Severity
    var message: String
    var label: String?

    init(_ diagnostic: Diagnostic) {
        path = diagnostic.span?.path
        code = diagnostic.code
        severity = diagnostic.severity
        message = diagnostic.message
        label = diagnostic.label
    }
}
