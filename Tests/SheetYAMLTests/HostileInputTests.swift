import SheetDiagnostics
import Testing

@testable import SheetYAML

/// Every hostile fixture gives its documented diagnostic at the exact place.
struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        /// Code and position of every diagnostic, in report order.
        let expected: [String]
        /// Whether the parse stops (no document) or the problem is recoverable.
        let stops: Bool
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "syntax-unclosed-flow.yaml", expected: ["SS0010@3:10"], stops: true),
        Case(file: "duplicate-keys.yaml", expected: ["SS0021@6:5", "SS0021@7:3"], stops: false),
        Case(file: "unsupported-tag.yaml", expected: ["SS0018@1:9", "SS0018@3:9"], stops: false),
        Case(file: "billion-laughs.yaml", expected: ["SS0015@6:8"], stops: true),
        Case(file: "tab-indentation.yaml", expected: ["SS0011@2:1"], stops: true),
        Case(file: "nul-byte.yaml", expected: ["SS0007@3:4"], stops: true),
        Case(file: "invalid-utf8.yaml", expected: ["SS0006@3:10"], stops: true),
        Case(file: "utf16-bom.yaml", expected: ["SS0005@1:1"], stops: true),
        Case(file: "crlf.yaml", expected: ["SS0021@4:3"], stops: false),
        Case(file: "multi-document.yaml", expected: ["SS0013@2:1"], stops: true),
        Case(file: "long-key.yaml", expected: ["SS0012@1:1101"], stops: true),
        Case(file: "unknown-alias.yaml", expected: ["SS0016@2:7"], stops: true),
        Case(file: "recursive-alias.yaml", expected: ["SS0017@2:5"], stops: true),
        Case(file: "merge-key.yaml", expected: ["SS0020@3:3"], stops: false),
        Case(file: "complex-key.yaml", expected: ["SS0019@1:3"], stops: false),
    ]

    @Test(arguments: cases)
    func diagnosesHostileFixture(_ fixture: Case) throws {
        let result = try Fixtures.parse("hostile/" + fixture.file)
        let found = result.diagnostics.sorted(by: Diagnostic.reportOrder).map(\.codeAndPlace)
        #expect(found == fixture.expected)
        #expect((result.document == nil) == fixture.stops)
        #expect(result.diagnostics.allSatisfy { $0.span?.path.hasSuffix(fixture.file) == true })
    }

    @Test func cleanFixturesHaveNoDiagnostics() throws {
        for name in ["empty.yaml", "comments-only.yaml", "utf8-bom.yaml", "yaml11-scalars.yaml"] {
            let result = try Fixtures.parse("hostile/" + name)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics.map(\.message))")
            #expect(result.document != nil)
        }
    }

    @Test func duplicateKeyPointsAtBothOccurrences() throws {
        let result = try Fixtures.parse("hostile/duplicate-keys.yaml")
        let inner = try #require(result.diagnostics.first { $0.span?.range.start.line == 6 })
        #expect(inner.message == "duplicate key `cornerRadius`")
        #expect(inner.secondary.map(\.span.range.start.line) == [4])
        #expect(inner.secondary.first?.message == "first defined here")
    }

    @Test func invalidUTF8IsPositionedAfterMultibyteCharacters() throws {
        // Line 2 holds a valid "é" (two bytes); the bad byte is on line 3 after "name: caf".
        let result = try Fixtures.parse("hostile/invalid-utf8.yaml")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.span?.range.start.offset == 31)
        #expect(diagnostic.message.contains("0xE9"))
    }

    @Test func longKeyIsExplainedInsteadOfLibYAMLMessage() throws {
        let result = try Fixtures.parse("hostile/long-key.yaml")
        #expect(result.diagnostics.first?.message.contains("longer than YAML's limit of 1024") == true)
    }

    @Test func unsupportedTagKeepsMappingIntact() throws {
        // A rejected tag must not shift the key/value pairing of the mapping.
        let result = try Fixtures.parse("hostile/unsupported-tag.yaml")
        let document = try #require(result.document)
        let root = try #require(document.root)
        let keys = document.entries(of: root).map { document.string(of: $0.key) ?? "" }
        #expect(keys == ["sheets", "custom", "ok"])
        let ok = document.entries(of: root)[2].value
        #expect(document.tag(of: ok) == .string)
        #expect(document.string(of: ok) == "12")
    }
}
