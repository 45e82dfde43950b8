import SheetDiagnostics
import SheetLanguage

/// `textDocument/hover`, in Markdown: on a diagnostic code (in a comment,
/// say) its `sheetspec explain` page; on a detent, its id or its entry, its
/// height on every device profile; on a popover sheet's `popover:` or
/// `presentation: popover`, its frame; on a key, its documentation.
enum HoverProvider {
    /// The page of a code, or nil when no diagnostic has that code.
    typealias Explanation = (_ code: String) -> String?

    static func hover(
        at offset: Int, in path: String, lines: LineIndex, project: ProjectSnapshot, explain: Explanation
    ) -> JSONValue? {
        let word = Word.at(offset, in: lines)
        if let word, Self.isCode(word.text), let page = explain(word.text) {
            return result("```text\n\(page)```", word.range, lines)
        }
        if let occurrence = project.symbols.occurrence(at: offset, in: path),
            case .detent(_, let id) = occurrence.symbol, let sheet = occurrence.sheet
        {
            let range = Int(occurrence.span.range.start.offset)..<Int(occurrence.span.range.end.offset)
            return result(DetentHeights.describe(detent: id, sheet: sheet, in: project.plan(ofSheet: sheet)), range, lines)
        }
        guard let word else { return nil }
        let context = CursorContext.at(word.range.upperBound, in: lines)
        let sheet = context.path.count >= 2 && context.path[0] == "sheets" ? context.path[1] : nil
        switch context.place {
        case .key:
            let document = SpecOutline.Document(path: path)
            guard let text = SpecOutline.documentation(at: context.path + [word.text], in: document) else { return nil }
            var markdown = "`\(word.text)`: \(text)"
            if let sheet, word.text == "popover", context.path.count == 2 {
                markdown += "\n\n" + DetentHeights.popoverFrames(sheet: sheet, in: project.plan(ofSheet: sheet))
            }
            return result(markdown, word.range, lines)
        case .value:
            guard let sheet, word.text == "popover", context.path.count == 3, context.path[2] == "presentation" else {
                return nil
            }
            return result(DetentHeights.popoverFrames(sheet: sheet, in: project.plan(ofSheet: sheet)), word.range, lines)
        }
    }

    /// `SS` and four digits.
    private static func isCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 6 && bytes[0] == 83 && bytes[1] == 83
            && bytes.dropFirst(2).allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    private static func result(_ markdown: String, _ range: Range<Int>, _ lines: LineIndex) -> JSONValue {
        [
            "contents": ["kind": "markdown", "value": .string(markdown)],
            "range": LSPRange.make(from: range.lowerBound, to: range.upperBound, in: lines),
        ]
    }
}

/// The word (key, id, keyword or code) touching a byte offset: letters,
/// digits and `_`, so that `SS2401.` at the end of a sentence is the code.
struct Word {
    var text: String
    /// Byte offsets in the document.
    var range: Range<Int>

    static func at(_ offset: Int, in lines: LineIndex) -> Word? {
        let bytes = lines.bytes
        guard offset >= 0, offset <= bytes.count else { return nil }
        var start = offset
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        return Word(text: String(decoding: bytes[start..<end], as: UTF8.self), range: start..<end)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        LineShape.isWordByte(byte) && byte != 46 && byte != 45
    }
}
