import CYAML
import SheetDiagnostics

/// Turns libyaml's error state (`problem`, `context` and their marks) into a
/// diagnostic with a position, and replaces its most puzzling messages with
/// ones that say what to do.
struct LibYAMLErrorTranslator {
    let file: SourceFile

    func diagnostic(for parser: yaml_parser_t, marks: inout MarkTranslator) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_READER_ERROR:
            return readerDiagnostic(problem: problem, offset: Int(parser.problem_offset), value: parser.problem_value)
        case YAML_MEMORY_ERROR:
            return InputDiagnostics.syntaxError.diagnostic(
                "libyaml ran out of memory while parsing", at: nil)
        default:
            let position = marks.position(parser.problem_mark)
            let span = file.span(SourceRange(at: position))
            var secondary: [DiagnosticLabel] = []
            if let context = parser.context.map({ String(cString: $0) }) {
                let contextPosition = marks.position(parser.context_mark)
                if contextPosition != position {
                    secondary.append(DiagnosticLabel(span: file.span(SourceRange(at: contextPosition)), message: context))
                }
            }
            return scannerDiagnostic(problem: problem, at: span, secondary: secondary)
        }
    }

    private func readerDiagnostic(problem: String, offset: Int, value: Int32) -> Diagnostic {
        let position = LineIndex(file.bytes).position(ofByteOffset: offset)
        let next = min(Int(position.offset) + 1, file.bytes.count)
        let end = SourcePosition(line: Int(position.line), column: Int(position.column) + 1, offset: next)
        let span = file.span(SourceRange(start: position, end: end))
        if problem.hasPrefix("control characters") {
            let name = value == 0 ? "NUL byte" : "control character U+\(hex(Int(value)))"
            return InputDiagnostics.controlCharacter.diagnostic(
                "\(name) is not allowed in YAML", at: span, label: "here",
                notes: value == 0 ? ["a NUL byte in text often means the file is UTF-16 without a byte-order mark"] : [],
                help: "remove the character, or re-save the file as UTF-8 text")
        }
        let byte = Int(position.offset) < file.bytes.count ? " (byte 0x\(hex(Int(file.bytes[Int(position.offset)]))))" : ""
        return InputDiagnostics.invalidUTF8.diagnostic(
            "invalid UTF-8: \(problem)\(byte)", at: span, label: "not UTF-8",
            help: "re-save the file as UTF-8; this often comes from a Latin-1 editor or pasted binary data")
    }

    private func scannerDiagnostic(problem: String, at span: SourceSpan, secondary: [DiagnosticLabel]) -> Diagnostic {
        let lines = LineIndex(file.bytes)
        let line = Int(span.range.start.line)
        let text = Array(lines.lineText(line).unicodeScalars)
        let column = Int(span.range.start.column)
        if column >= 1, column <= text.count, text[column - 1] == "\t" {
            return InputDiagnostics.tabIndentation.diagnostic(
                "tab character where YAML needs spaces", at: span, label: "tab",
                help: "replace the tab with spaces")
        }
        if problem == "mapping values are not allowed in this context",
            let keyStart = text.firstIndex(where: { $0 != " " && $0 != "-" }), column - 1 - keyStart > 1024
        {
            return InputDiagnostics.keyTooLong.diagnostic(
                "key of \(column - 1 - keyStart) characters is longer than YAML's limit of 1024", at: span,
                label: "the key ends here",
                help: "look for a missing line break before this point; sheetspec's keys are short names")
        }
        return InputDiagnostics.syntaxError.diagnostic(
            problem, at: span, label: Self.labels[problem], secondary: secondary, help: Self.helps[problem])
    }

    private func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, (value > 0xFF ? 4 : 2) - digits.count)) + digits
    }

    private static let labels: [String: String] = [
        "did not find expected key": "expected a key at this indentation",
        "did not find expected ',' or ']'": "expected `,` or `]`",
        "did not find expected ',' or '}'": "expected `,` or `}`",
        "mapping values are not allowed in this context": "unexpected `:`",
        "found unexpected end of stream": "the file ends here",
    ]

    private static let helps: [String: String] = [
        "did not find expected key":
            "line this entry up with the other keys of its mapping, or indent it further to nest it",
        "did not find expected ',' or ']'": "close the list with `]`, or separate its items with `,`",
        "did not find expected ',' or '}'": "close the mapping with `}`, or separate its entries with `,`",
        "mapping values are not allowed in this context":
            "put `key: value` pairs on their own lines, or quote a value that contains `: `",
        "found unexpected end of stream": "close the quoted string that starts earlier",
        "did not find expected '-' indicator": "line up the list items: each `-` at the same indentation",
        "could not find expected ':'": "add `:` after the key, or quote the text if it is a value",
        "found character that cannot start any token":
            "quote the value: `@` and `` ` `` cannot start a plain scalar",
    ]
}
