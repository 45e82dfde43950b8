import Foundation
import Testing

@testable import SheetDiagnostics

/// SARIF positions are in the unit the log declares (`columnKind:
/// unicodeCodePoints`): columns and `charOffset`/`charLength` count code
/// points, not UTF-8 bytes, and paths are URIs (relative ones against
/// `%SRCROOT%`, absolute ones `file:`).
struct SARIFPositionTests {
    /// `üñí` is 3 code points and 6 UTF-8 bytes; `👍` is 1 code point and 4 bytes.
    static let text = "# üñí 👍\n    title: üñí, grabber: yes\n"
    static let source = SourceFile(path: "specs/ünï code.sheet.yaml", text: text)

    /// A span from UTF-8 byte offsets, with its columns as the parser gives
    /// them (code points from the start of the line).
    static func span(_ source: SourceFile, bytes: Range<Int>) -> SourceSpan {
        let index = LineIndex(source.bytes)
        return source.span(
            SourceRange(start: index.position(ofByteOffset: bytes.lowerBound), end: index.position(ofByteOffset: bytes.upperBound)))
    }

    static func byteRange(of needle: String, in text: String, after: String = "") -> Range<Int> {
        let start = text.range(of: after).map { text[$0.upperBound...] } ?? text[...]
        let found = start.range(of: needle)!
        let lower = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        return lower..<(lower + needle.utf8.count)
    }

    static func render(_ diagnostics: [Diagnostic], workingDirectory: String? = "/work/my app") throws -> [String: Any] {
        let text = SARIFRenderer.render(
            diagnostics, descriptors: [:], toolVersion: "1", sources: [source.path: source], workingDirectory: workingDirectory)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func location(_ result: [String: Any]) throws -> (uri: [String: Any], region: [String: Int]) {
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        return (
            try #require(location["artifactLocation"] as? [String: Any]),
            try #require(location["region"] as? [String: Int])
        )
    }

    @Test func offsetsAndColumnsCountCodePointsOnANonASCIILine() throws {
        let yes = Self.span(Self.source, bytes: Self.byteRange(of: "yes", in: Self.text))
        let word = Self.span(Self.source, bytes: Self.byteRange(of: "üñí", in: Self.text, after: "title: "))
        #expect(yes.range.start.offset == 42, "UTF-8 bytes before `yes`")
        let diagnostics = [
            Diagnostic(code: DiagnosticCode(1002), severity: .error, message: "`yes`", span: yes),
            Diagnostic(code: DiagnosticCode(1003), severity: .error, message: "`üñí`", span: word),
        ]
        let results = try #require(try Self.run(Self.render(diagnostics))["results"] as? [[String: Any]])
        // Line 1 is `# üñí 👍` and its break: 8 code points.
        // `yes`: line 2, after `    title: üñí, grabber: ` (25 code points, 28 bytes).
        #expect(try Self.location(results[0]).region == [
            "startLine": 2, "startColumn": 26, "endLine": 2, "endColumn": 29, "charOffset": 33, "charLength": 3,
        ])
        // `üñí`: line 2, after `    title: ` (11 code points): 6 bytes, 3 code points.
        #expect(try Self.location(results[1]).region == [
            "startLine": 2, "startColumn": 12, "endLine": 2, "endColumn": 15, "charOffset": 19, "charLength": 3,
        ])
    }

    @Test func aByteOrderMarkIsNotACharacter() throws {
        let text = "\u{FEFF}a: ü yes\n"
        let source = SourceFile(path: "a.sheet.yaml", text: text)
        let span = Self.span(source, bytes: Self.byteRange(of: "yes", in: text))
        let log = SARIFRenderer.render(
            [Diagnostic(code: DiagnosticCode(1002), severity: .error, message: "m", span: span)], descriptors: [:],
            toolVersion: "1", sources: [source.path: source])
        #expect(log.contains("\"startColumn\": 6,"))
        #expect(log.contains("\"charOffset\": 5,"))
        #expect(log.contains("\"charLength\": 3\n"))
    }

    @Test func withoutTheSourceARegionHasLinesAndColumnsOnly() throws {
        let span = SourceSpan(
            path: "elsewhere.sheet.yaml",
            range: SourceRange(
                start: SourcePosition(line: 2, column: 3, offset: 40), end: SourcePosition(line: 2, column: 5, offset: 44)))
        let results = try #require(
            try Self.run(Self.render([Diagnostic(code: DiagnosticCode(1), severity: .error, message: "m", span: span)]))["results"]
                as? [[String: Any]])
        #expect(try Self.location(results[0]).region == ["startLine": 2, "startColumn": 3, "endLine": 2, "endColumn": 5])
    }

    @Test func relativePathsAreRelativeURIsAgainstTheWorkingDirectory() throws {
        let span = Self.span(Self.source, bytes: Self.byteRange(of: "yes", in: Self.text))
        let absolute = SourceSpan(path: "/tmp/a b/ü.sheet.yaml", range: span.range)
        let dotted = SourceSpan(path: "./specs/x:y.sheet.yaml", range: span.range)
        let diagnostics = [span, absolute, dotted].map {
            Diagnostic(code: DiagnosticCode(1002), severity: .error, message: "m", span: $0)
        }
        let run = try Self.run(Self.render(diagnostics))
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///work/my%20app/"]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(try Self.location(results[0]).uri as? [String: String] == [
            "uri": "specs/%C3%BCn%C3%AF%20code.sheet.yaml", "uriBaseId": "%SRCROOT%",
        ])
        #expect(try Self.location(results[1]).uri as? [String: String] == ["uri": "file:///tmp/a%20b/%C3%BC.sheet.yaml"])
        #expect(try Self.location(results[2]).uri as? [String: String] == [
            "uri": "specs/x%3Ay.sheet.yaml", "uriBaseId": "%SRCROOT%",
        ])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func fixesUseTheSameLocationsAndUnits() throws {
        let span = Self.span(Self.source, bytes: Self.byteRange(of: "yes", in: Self.text))
        let fixed = Diagnostic(
            code: DiagnosticCode(1002), severity: .error, message: "m", span: span,
            fixes: [FixIt(span: span, replacement: "true")])
        let text = SARIFRenderer.render(
            [fixed], descriptors: [:], toolVersion: "1", sources: [Self.source.path: Self.source], workingDirectory: "/w")
        #expect(text.components(of: "\"uriBaseId\": \"%SRCROOT%\"") == 2)
        #expect(text.components(of: "\"charOffset\": 33,") == 2)
    }
}
