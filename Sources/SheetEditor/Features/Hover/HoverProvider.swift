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
    ) -> [String: Any]? {
        let word = Word.at(offset, in: lines)
        if let word, Self.isCode(word.text), let page = explain(word.text) {
            return result("```text\n\(page)```", word.range, lines)
        }
        if let occurrence = project.symbols.occurrence(at: offset, in: path),
            case .detent(_, let id) = occurrence.symbol, let sheet = occurrence.sheet
        {
            let range = Int(occurrence.span.range.start.offset)..<Int(occurrence.span.range.end.offset)
            return result(DetentHeights.describe(detent: id, sheet: sheet, in: project.plan), range, lines)
        }
        guard let word else { return nil }
        let context = CursorContext.at(word.range.upperBound, in: lines)
        guard context.place == .key else { return nil }
        let document = SpecOutline.Document(path: path)
        guard var text = SpecOutline.documentation(at: context.path + [word.text], in: document) else { return nil }
        text = "`\(word.text)`: \(text)"
        if word.text == "popover", context.path.count == 2, context.path[0] == "sheets" {
            text += "\n\n" + DetentHeights.popoverFrames(sheet: context.path[1], in: project.plan)
        }
        return result(text, word.range, lines)
    }

    /// `SS` and four digits.
    private static func isCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 6 && bytes[0] == 83 && bytes[1] == 83 && bytes.dropFirst(2).allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    private static func result(_ markdown: String, _ range: Range<Int>, _ lines: LineIndex) -> [String: Any] {
        [
            "contents": ["kind": "markdown", "value": markdown],
            "range": LSPRange.make(from: range.lowerBound, to: range.upperBound, in: lines),
        ]
    }
}

/// The word (key, id, keyword or code) touching a byte offset.
struct Word {
    var text: String
    /// Byte offsets in the document.
    var range: Range<Int>

    static func at(_ offset: Int, in lines: LineIndex) -> Word? {
        let bytes = lines.bytes
        guard offset >= 0, offset <= bytes.count else { return nil }
        var start = offset
        while start > 0, LineShape.isWordByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, LineShape.isWordByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        return Word(text: String(decoding: bytes[start..<end], as: UTF8.self), range: start..<end)
    }
}
