import Testing

@testable import SheetDiagnostics

/// A line of millions of characters (a hostile 24 MiB name) is shown as a
/// short window around the marker, built without walking it cell by cell.
struct LongLineSnippetTests {
    static let name = String(repeating: "A", count: 2_000_000)
    static let source = SourceFile(path: "huge.sheet.yaml", text: "sheets:\n  a:\n    type: \(name)\n")

    static func range(from column: Int, length: Int) -> SourceRange {
        let offset = 8 + 5 + 10 + column - 11
        return SourceRange(
            start: SourcePosition(line: 3, column: column, offset: offset),
            end: SourcePosition(line: 3, column: column + length, offset: offset + length))
    }

    @Test func aHugeSpanIsShownAsAWindowStartingAtItsMarker() {
        let renderer = HumanDiagnosticRenderer(sources: [Self.source.path: Self.source], colored: false)
        let diagnostic = Diagnostic(
            code: DiagnosticCode(2006), severity: .error, message: "too long",
            span: Self.source.span(Self.range(from: 11, length: Self.name.count)), label: "here")
        let lines = renderer.render(diagnostic).split(separator: "\n")
        let code = lines.first { $0.hasPrefix("3 |") }
        let marker = lines.first { $0.contains("^") }
        #expect(code.map { $0.count < 200 && $0.hasSuffix("...") } == true, "\(code ?? "")")
        #expect(marker.map { $0.count < 220 } == true)
        // The caret starts under the name's first letter, as on a short line.
        #expect(code?.firstIndex(of: "A").map { code!.distance(from: code!.startIndex, to: $0) }
            == marker?.firstIndex(of: "^").map { marker!.distance(from: marker!.startIndex, to: $0) })
    }

    @Test func aMarkerFarIntoAHugeLineIsShownWithTheLineCutOnBothSides() {
        let renderer = ClangDiagnosticRenderer(sources: [Self.source.path: Self.source])
        let diagnostic = Diagnostic(
            code: DiagnosticCode(2006), severity: .error, message: "too long",
            span: Self.source.span(Self.range(from: 1_000_000, length: 1)))
        let lines = renderer.render(diagnostic).split(separator: "\n")
        #expect(lines.count >= 3)
        #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("...") && lines[1].count < 200, "\(lines[1])")
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        #expect(caret == 3 + SourceSnippet.context)
    }
}
