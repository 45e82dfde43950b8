import SheetDiagnostics

/// What changed between two runs' diagnostics: the ones that appeared and
/// the ones that were fixed. What `--watch` prints after its first run.
///
/// Two diagnostics are the same problem when they have the same file, code,
/// severity, message and label and their first line reads the same (spaces
/// at either end aside): a line inserted above a problem moves it but does
/// not make it new, and an edit on its line does. Line and column are left
/// out on purpose. Equal problems are counted, so a second copy of one that
/// was already there still shows up as new.
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
        var lines = LineCache(sources: other.sources)
        for diagnostic in other.diagnostics { available[ProblemKey(diagnostic, lines: &lines), default: 0] += 1 }
        lines = LineCache(sources: report.sources)
        var result: [Diagnostic] = []
        for diagnostic in report.diagnostics {
            let key = ProblemKey(diagnostic, lines: &lines)
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
        var place = ""
        if let span = diagnostic.span {
            place = "\(span.path):\(span.range.start.line):\(span.range.start.column): "
        }
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
    var lineText: String?

    init(_ diagnostic: Diagnostic, lines: inout LineCache) {
        path = diagnostic.span?.path
        code = diagnostic.code
        severity = diagnostic.severity
        message = diagnostic.message
        label = diagnostic.label
        lineText = diagnostic.span.flatMap { lines.text(of: Int($0.range.start.line), in: $0.path) }
    }
}

/// Line texts of a report's sources, each file indexed once.
private struct LineCache {
    let sources: [String: SourceFile]
    var indexes: [String: LineIndex] = [:]

    init(sources: [String: SourceFile]) {
        self.sources = sources
    }

    mutating func text(of line: Int, in path: String) -> String? {
        if indexes[path] == nil, let source = sources[path] { indexes[path] = LineIndex(source.bytes) }
        guard let index = indexes[path] else { return nil }
        let text = index.lineText(line)
        return String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
