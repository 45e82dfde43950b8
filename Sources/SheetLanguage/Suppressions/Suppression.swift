import SheetDiagnostics

/// One inline suppression of a spec: the rule codes it hides on some lines
/// of its file, where it names each, and why.
struct Suppression: Sendable, Hashable {
    enum Scope: Sendable, Hashable {
        /// `# sheetspec:disable-next-line`: the next line that is not blank
        /// or a comment.
        case nextLine
        /// `# sheetspec:disable` inside a sheet's mapping: the whole sheet.
        case sheet(String)
    }

    /// A code as the comment names it.
    struct Entry: Sendable, Hashable {
        var code: DiagnosticCode
        /// Where the code or rule name is written.
        var span: SourceSpan
    }

    var scope: Scope
    var entries: [Entry]
    /// The words after the codes; `nil` when there are none.
    var reason: String?
    /// The directive word (`sheetspec:disable`), where a missing reason is reported.
    var directive: SourceSpan
    /// The lines whose diagnostics it hides (by their caret's line).
    var lines: ClosedRange<Int>

    /// Whether it hides `diagnostic`, by the diagnostic's primary span.
    func covers(_ diagnostic: Diagnostic, code: DiagnosticCode) -> Bool {
        guard diagnostic.code == code, let span = diagnostic.span, span.path == directive.path else { return false }
        return lines.contains(Int(span.range.start.line))
    }

    /// How its reach is named in messages.
    var reach: String {
        switch scope {
        case .nextLine: "on line \(lines.lowerBound)"
        case .sheet(let id): "in sheet `\(id)`"
        }
    }
}

/// A spec's suppressions, read from its comments when it is loaded (the
/// YAML parser drops comments), and the problems of the comments that could
/// not be read as one.
public struct FileSuppressions: Sendable {
    var path: String
    var suppressions: [Suppression]
    /// `invalid-suppression` warnings, reported with the file's own.
    var problems: [Diagnostic]
}
