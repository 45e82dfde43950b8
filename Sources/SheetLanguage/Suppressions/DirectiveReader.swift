import SheetDiagnostics

/// Turns one `# sheetspec:` comment into a `Suppression`, or into an
/// `invalid-suppression` warning naming what cannot be used.
///
/// The grammar: `# sheetspec:DIRECTIVE CODE[, CODE…] [--] [reason]`, where
/// DIRECTIVE is `disable-next-line` or `disable` and each CODE a rule's code
/// (`SS2104`) or name (`unknown-initial-detent`).
struct DirectiveReader {
    let file: SourceFile
    let sheets: [SheetDeclaration]
    private let lines: LineIndex
    private(set) var suppressions: [Suppression] = []
    private(set) var problems: [Diagnostic] = []

    init(file: SourceFile, sheets: [SheetDeclaration]) {
        self.file = file
        self.sheets = sheets
        lines = LineIndex(file.bytes)
    }

    private func span(_ start: Int, _ end: Int) -> SourceSpan {
        file.span(SourceRange(start: lines.position(ofByteOffset: start), end: lines.position(ofByteOffset: end)))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x2D || byte == 0x5F
    }

    mutating func read(_ comment: SuppressionScanner.Comment) {
        let bytes = file.bytes
        var cursor = comment.text
        let end = comment.end
        while cursor < end, !Self.isBlank(bytes[cursor]) { cursor += 1 }
        let word = text(comment.text, cursor)
        let directive = span(comment.hash, cursor)
        guard word == SuppressionScanner.nextLine || word == SuppressionScanner.sheet else {
            let known = [SuppressionScanner.nextLine, SuppressionScanner.sheet]
            let nearest = NearestWord.suggestion(for: word, among: known)
            report(
                "`sheetspec:\(word)` is not a suppression", at: span(comment.text, cursor), label: "unknown directive",
                help: nearest.map { "did you mean `sheetspec:\($0)`?" }
                    ?? "write `sheetspec:disable-next-line CODE` or, inside a sheet, `sheetspec:disable CODE`")
            return
        }
        var entries: [Suppression.Entry] = []
        var named = false
        while true {
            while cursor < end, Self.isBlank(bytes[cursor]) { cursor += 1 }
            let start = cursor
            while cursor < end, Self.isNamePart(bytes[cursor]) { cursor += 1 }
            guard cursor > start, text(start, cursor) != "--" else {
                cursor = start
                break
            }
            named = true
            if let entry = entry(start, cursor) { entries.append(entry) }
            var after = cursor
            while after < end, Self.isBlank(bytes[after]) { after += 1 }
            guard after < end, bytes[after] == 0x2C else { break }
            cursor = after + 1
        }
        guard named else {
            report(
                "`sheetspec:\(word)` names no rule", at: directive, label: "a code or rule name belongs here",
                help: "name the rules it hides, such as `sheetspec:\(word) SS2104`")
            return
        }
        guard !entries.isEmpty, let scope = scope(word: word, comment: comment, directive: directive) else { return }
        suppressions.append(
            Suppression(
                scope: scope.scope, entries: entries, reason: reason(cursor, end), directive: directive, lines: scope.lines))
    }

    /// The words after the codes, without a leading `--`.
    private func reason(_ start: Int, _ end: Int) -> String? {
        var words = Substring(text(start, end)).drop { $0 == " " || $0 == "\t" }
        if words.hasPrefix("--") { words = words.dropFirst(2).drop { $0 == " " || $0 == "\t" } }
        while let last = words.last, last == " " || last == "\t" { words = words.dropLast() }
        return words.isEmpty ? nil : String(words)
    }

    /// A rule's code or name; anything else is reported.
    private mutating func entry(_ start: Int, _ end: Int) -> Suppression.Entry? {
        let name = text(start, end)
        switch RuleConfiguration.rule(named: name) {
        case .success(let descriptor):
            return Suppression.Entry(code: descriptor.code, span: span(start, end))
        case .failure(let error):
            if let other = DiagnosticCode(parsing: name).flatMap({ code in LanguageDiagnostics.all.first { $0.code == code } })
                ?? LanguageDiagnostics.all.first(where: { $0.name == name })
            {
                report(
                    "`\(name)` cannot be suppressed inline", at: span(start, end), label: "not a rule",
                    notes: [
                        other.code.number < 2000
                            ? "YAML and decoding problems leave nothing sound to check, so they are never hidden"
                            : "only the rules' findings (`SS2xxx`) are suppressed inline; `rules:` in `.sheetspec.yml` turns this code off"
                    ],
                    help: "fix the problem, or remove `\(name)` from the comment")
            } else {
                var help = "`sheetspec explain` lists the rules"
                if case .unknownRule(_, let suggestion?) = error { help = "did you mean `\(suggestion)`?" }
                report("no rule is called `\(name)`", at: span(start, end), label: "unknown rule", help: help)
            }
            return nil
        }
    }

    /// The lines a directive reaches: the next line with content for
    /// `disable-next-line`; for `disable`, the sheet whose mapping holds the
    /// comment (indented under the sheet's id), from its id to its last line.
    private mutating func scope(word: String, comment: SuppressionScanner.Comment, directive: SourceSpan)
        -> (scope: Suppression.Scope, lines: ClosedRange<Int>)?
    {
        let position = lines.position(ofByteOffset: comment.hash)
        let line = Int(position.line)
        if word == SuppressionScanner.nextLine {
            var next = line + 1
            while next <= lines.lineCount {
                let content = lines.lineText(next).drop { $0 == " " || $0 == "\t" }
                if !content.isEmpty, !content.hasPrefix("#") { return (.nextLine, next...next) }
                next += 1
            }
            report(
                "`sheetspec:disable-next-line` has no line to apply to", at: directive, label: "nothing follows",
                help: "put it on the line above the one to suppress")
            return nil
        }
        let starts = sheets.map { Int($0.id.range.start.line) }.sorted()
        for sheet in sheets {
            let first = Int(sheet.id.range.start.line)
            let following = starts.first { $0 > first } ?? Int.max
            let last = min(Int(sheet.range.end.line), following - 1)
            if first < line, line <= last, position.column > sheet.id.range.start.column {
                return (.sheet(sheet.id.value), first...last)
            }
        }
        report(
            "`sheetspec:disable` is not inside a sheet", at: directive, label: "outside every sheet's mapping",
            notes: ["`disable` hides a rule in the sheet whose keys it is written among"],
            help: "move it under a sheet's id, indented like its keys, or use `sheetspec:disable-next-line`")
        return nil
    }

    private mutating func report(
        _ message: String, at span: SourceSpan, label: String, notes: [String] = [], help: String
    ) {
        problems.append(
            SuppressionDiagnostics.invalid.diagnostic(message, at: span, label: label, notes: notes, help: help))
    }
}
