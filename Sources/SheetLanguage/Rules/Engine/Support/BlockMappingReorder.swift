/// Moves the entries of a block mapping into another order in the mapping's
/// own text, each with everything that belongs to it: the comment lines and
/// blank lines above its key, its value to the last line indented deeper
/// than the key, and the comment at the end of those lines.
///
/// It works on lines rather than on the YAML tree because the tree has no
/// comments and no blank lines, and the point of the fix is to keep them.
/// So it refuses whatever the line view could get wrong (`Refusal`): a flow
/// mapping, keys at different columns, anchors and aliases (an alias moved
/// above its anchor names nothing), block scalars (whose blank and `#`
/// lines are text, not layout), quoted strings running over lines, tabs and
/// line breaks other than LF and CRLF.
struct BlockMappingReorder {
    /// Why a mapping's keys cannot be moved safely; `reason` completes
    /// "no fix: …".
    enum Refusal: Error, Equatable {
        case flowMapping
        case keyNotAtLineStart
        case unevenIndentation
        case anchorOrAlias
        case blockScalar
        case multiLineQuote
        case tabIndentation
        case unusualLineBreak
        case unplacedKey(String)

        var reason: String {
            switch self {
            case .flowMapping: "the keys are in a flow mapping `{ … }`, where moving a key means rewriting commas"
            case .keyNotAtLineStart: "a key does not start its own line"
            case .unevenIndentation: "the keys are not all at one indentation"
            case .anchorOrAlias: "the mapping holds an anchor (`&`), alias (`*`) or merge key, which moving could break"
            case .blockScalar: "the mapping holds a block scalar (`|` or `>`), whose lines cannot be told from layout"
            case .multiLineQuote: "a quoted string runs over several lines"
            case .tabIndentation: "a line is indented with a tab"
            case .unusualLineBreak: "a line ends in a break other than LF or CRLF"
            case .unplacedKey(let key): "`\(key)` has no place in the canonical order"
            }
        }
    }

    /// The bytes to replace, `start..<end`, and what replaces them.
    struct Edit: Equatable {
        var start: Int
        var end: Int
        var replacement: [UInt8]
    }

    /// One line of the text: `start..<contentEnd` is its text, up to `end`
    /// its line break (empty for a last line that has none).
    private struct Line {
        var start: Int
        var contentEnd: Int
        var end: Int
    }

    private let bytes: [UInt8]
    private let lines: [Line]
    /// Whether the text breaks a line anywhere with a lone CR, NEL, LINE
    /// SEPARATOR or PARAGRAPH SEPARATOR, which YAML reads as line breaks and
    /// this line view does not.
    private let hasOtherLineBreaks: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Line] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                let contentEnd = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
                lines.append(Line(start: start, contentEnd: contentEnd, end: index + 1))
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(Line(start: start, contentEnd: bytes.count, end: bytes.count)) }
        self.lines = lines
        hasOtherLineBreaks = lines.contains { line in
            Self.containsOtherBreak(bytes[line.start..<line.contentEnd])
        }
    }

    /// The edit that puts the entries whose keys start at `keyStarts` (byte
    /// offsets, in source order) in `order` (source indices, new order).
    func reorder(keyStarts: [Int], into order: [Int], isFlow: Bool) -> Result<Edit, Refusal> {
        if isFlow { return .failure(.flowMapping) }
        if hasOtherLineBreaks { return .failure(.unusualLineBreak) }
        guard let first = keyStarts.first else { return .failure(.keyNotAtLineStart) }
        var keyLines: [Int] = []
        var column: Int?
        for offset in keyStarts {
            guard let line = lineIndex(containing: offset),
                bytes[lines[line].start..<offset].allSatisfy({ $0 == 0x20 })
            else { return .failure(bytes[..<first].last == 0x7B ? .flowMapping : .keyNotAtLineStart) }
            let indent = offset - lines[line].start
            if let column, column != indent { return .failure(.unevenIndentation) }
            if let previous = keyLines.last, previous >= line { return .failure(.keyNotAtLineStart) }
            column = indent
            keyLines.append(line)
        }
        guard let column else { return .failure(.keyNotAtLineStart) }
        let last = lastLine(afterKeyAt: keyLines[keyLines.count - 1], column: column)
        let start = firstLine(beforeKeyAt: keyLines[0], column: column)
        for line in start...last {
            if let refusal = refusal(at: line, column: column, isKey: keyLines.contains(line)) { return .failure(refusal) }
        }
        var entryStarts = [start]
        for position in 1..<keyLines.count {
            entryStarts.append(ownedEnd(between: keyLines[position - 1], and: keyLines[position], column: column) + 1)
        }
        let entryEnds = entryStarts.dropFirst().map { $0 - 1 } + [last]
        let entries = zip(entryStarts, entryEnds).map { Array($0...$1) }
        return .success(assemble(order.flatMap { entries[$0] }, start: start, last: last))
    }

    /// The line that holds byte `offset`.
    private func lineIndex(containing offset: Int) -> Int? {
        var low = 0
        var high = lines.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if offset < lines[middle].start {
                high = middle - 1
            } else if offset >= lines[middle].end, middle < lines.count - 1 {
                low = middle + 1
            } else {
                return middle
            }
        }
        return nil
    }

    /// Spaces before a line's first other byte.
    private func indent(_ line: Int) -> Int {
        bytes[lines[line].start..<lines[line].contentEnd].prefix { $0 == 0x20 }.count
    }

    private func isBlank(_ line: Int) -> Bool {
        bytes[lines[line].start..<lines[line].contentEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    private func isComment(_ line: Int) -> Bool {
        let text = bytes[lines[line].start..<lines[line].contentEnd]
        return text.first { $0 != 0x20 && $0 != 0x09 } == 0x23
    }

    /// The first line of the first entry: its key's line, or the comment
    /// lines at the key's column right above it (and the blank lines between
    /// those), which are about it.
    private func firstLine(beforeKeyAt keyLine: Int, column: Int) -> Int {
        var first = keyLine
        var line = keyLine - 1
        while line >= 0, isBlank(line) || (isComment(line) && indent(line) == column) {
            if !isBlank(line) { first = line }
            line -= 1
        }
        return first
    }

    /// The last line of the mapping: the last line after the last key that
    /// is indented deeper than the keys, or the key's line itself. Comments
    /// and blank lines after it belong to what follows the mapping.
    private func lastLine(afterKeyAt keyLine: Int, column: Int) -> Int {
        var last = keyLine
        var line = keyLine + 1
        while line < lines.count {
            if isBlank(line) || (isComment(line) && indent(line) <= column) {
                line += 1
                continue
            }
            guard indent(line) > column else { break }
            last = line
            line += 1
        }
        return last
    }

    /// The last line of the entry whose key is on `keyLine`, before the key on
    /// `nextKeyLine`: its value's lines and the comments indented under them.
    /// Blank lines and comments at the key's column start the next entry.
    private func ownedEnd(between keyLine: Int, and nextKeyLine: Int, column: Int) -> Int {
        var end = keyLine
        for line in (keyLine + 1)..<nextKeyLine where !isBlank(line) && indent(line) > column {
            end = line
        }
        return end
    }

    /// What on `line` the line view cannot move safely, if anything.
    private func refusal(at line: Int, column: Int, isKey: Bool) -> Refusal? {
        let text = bytes[lines[line].start..<lines[line].contentEnd]
        if text.prefix(while: { $0 == 0x20 || $0 == 0x09 }).contains(0x09) { return .tabIndentation }
        if !isKey, !isBlank(line), !isComment(line), indent(line) <= column { return .keyNotAtLineStart }
        var quote: UInt8?
        var previous: UInt8 = 0x20
        for byte in text {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x23, previous == 0x20 || previous == 0x09 {
                return nil
            } else if byte == 0x26 || byte == 0x2A || (byte == 0x3C && previous == 0x3C) {
                return .anchorOrAlias
            } else if (byte == 0x7C || byte == 0x3E), previous == 0x20 {
                return .blockScalar
            }
            previous = byte
        }
        return quote == nil ? nil : .multiLineQuote
    }

    /// Whether one line's text (its LF and CRLF taken off) holds a CR, NEL,
    /// LINE SEPARATOR or PARAGRAPH SEPARATOR.
    private static func containsOtherBreak(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == 0x0D { return true }
            if text[index] == 0xC2, index + 1 < text.endIndex, text[index + 1] == 0x85 { return true }
            if text[index] == 0xE2, index + 2 < text.endIndex, text[index + 1] == 0x80,
                text[index + 2] == 0xA8 || text[index + 2] == 0xA9
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The lines in their new order as one edit of lines `start...last`.
    /// Every line keeps its own line break; a line that had none (the end of
    /// a file without a final newline) gets the region's first break when it
    /// moves up, and the new last line gives its break up, so the file still
    /// ends as it did and a second fix finds nothing to change.
    private func assemble(_ order: [Int], start: Int, last: Int) -> Edit {
        let endsWithoutBreak = lines[last].end == lines[last].contentEnd
        let firstBreak = (start...last).first { lines[$0].end > lines[$0].contentEnd }
        let lineBreak = firstBreak.map { Array(bytes[lines[$0].contentEnd..<lines[$0].end]) } ?? [0x0A]
        var replacement: [UInt8] = []
        for (position, line) in order.enumerated() {
            replacement += bytes[lines[line].start..<lines[line].contentEnd]
            if position == order.count - 1, endsWithoutBreak { break }
            let own = bytes[lines[line].contentEnd..<lines[line].end]
            replacement += own.isEmpty ? lineBreak[...] : own
        }
        return Edit(start: lines[start].start, end: lines[last].end, replacement: replacement)
    }
}
