import SheetDiagnostics
import Testing

@testable import SheetEditor

/// The key path at a position, read from lines and indentation: block
/// mappings, list items, flow collections, and a document that does not parse.
struct CursorContextTests {
    static func context(_ marked: String) -> CursorContext {
        let text = MarkedText(marked)
        let lines = LineIndex(Array(text.text.utf8))
        let offset = UTF16Positions.byteOffset(line: text.line, character: text.character, in: lines)
        return CursorContext.at(offset, in: lines)
    }

    @Test func blockMappingsAndListItems() {
        #expect(
            Self.context("sheets:\n  a:\n    dismiss:\n      sw‸\n")
                == CursorContext(place: .key, path: ["sheets", "a", "dismiss"], typed: "sw"))
        #expect(
            Self.context("sheets:\n  a:\n    detents:\n      - id: x\n        ‸\n")
                == CursorContext(place: .key, path: ["sheets", "a", "detents", "-"], typed: ""))
        #expect(
            Self.context("sheets:\n  a:\n    detents:\n      - ‸\n")
                == CursorContext(place: .key, path: ["sheets", "a", "detents", "-"], typed: ""))
        #expect(
            Self.context("sheets:\n  a:\n    keyboard:\n      policy: sh‸\n")
                == CursorContext(place: .value, path: ["sheets", "a", "keyboard", "policy"], typed: "sh"))
    }

    @Test func flowCollectionsOnTheCursorsLine() {
        #expect(
            Self.context("sheets:\n  a:\n    navigation: { push: [b, ‸\n")
                == CursorContext(place: .value, path: ["sheets", "a", "navigation", "push", "-"], typed: ""))
        #expect(
            Self.context("sheets:\n  a:\n    detents: [{ id: x }, { fit: content, m‸\n")
                == CursorContext(place: .key, path: ["sheets", "a", "detents", "-"], typed: "m"))
    }

    /// A blank line, a comment and a line that breaks the YAML above do not
    /// change what the indentation says.
    @Test func blankLinesCommentsAndBrokenLinesAbove() {
        let marked = "sheets:\n  a:\n    type: \"A\n\n    # a comment\n    physics:\n      spring:\n        damp‸\n"
        #expect(
            Self.context(marked)
                == CursorContext(place: .key, path: ["sheets", "a", "physics", "spring"], typed: "damp"))
    }

    /// A column after an emoji is found by its UTF-16 position.
    @Test func aValueAfterNonASCIIText() {
        #expect(
            Self.context("sheets:\n  é😀:\n    presentation: ‸\n")
                == CursorContext(place: .value, path: ["sheets", "é😀", "presentation"], typed: ""))
    }
}
