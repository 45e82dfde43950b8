import Testing

@testable import SheetDiagnostics

struct StructuredFormatTests {
    static let fixed = Diagnostic(
        code: DiagnosticCode(1002), severity: .error, message: "`yes` is not a boolean here",
        span: RendererTests.source.span(RendererTests.range(line: 3, column: 19, length: 3)), label: "YAML 1.1 boolean",
        notes: ["YAML 1.2 reads `yes` as a string"], help: "write `true`",
        fixes: [FixIt(span: RendererTests.source.span(RendererTests.range(line: 3, column: 19, length: 3)), replacement: "true", applicability: .safe)])

    @Test func jsonCarriesEveryFieldAndTheFixAsData() {
        let text = JSONDiagnosticRenderer.render([Self.fixed], fileCount: 3)
        #expect(text == """
            {
              "formatVersion": 1,
              "diagnostics": [
                {
                  "code": "SS1002",
                  "severity": "error",
                  "message": "`yes` is not a boolean here",
                  "file": "specs/checkout.sheet.yaml",
                  "range": {
                    "start": {
                      "line": 3,
                      "column": 19,
                      "offset": 0
                    },
                    "end": {
                      "line": 3,
                      "column": 22,
                      "offset": 0
                    }
                  },
                  "label": "YAML 1.1 boolean",
                  "notes": [
                    "YAML 1.2 reads `yes` as a string"
                  ],
                  "help": "write `true`",
                  "fixes": [
                    {
                      "file": "specs/checkout.sheet.yaml",
                      "range": {
                        "start": {
                          "line": 3,
                          "column": 19,
                          "offset": 0
                        },
                        "end": {
                          "line": 3,
                          "column": 22,
                          "offset": 0
                        }
                      },
                      "replacement": "true",
                      "applicability": "safe"
                    }
                  ]
                }
              ],
              "summary": {
                "files": 3,
                "errors": 1,
                "warnings": 0
              }
            }

            """)
    }

    @Test func jsonEscapesControlCharactersAndQuotes() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\u{1}e\u{2028}") == "\"a\\\"b\\\\c\\nd\\u0001e\\u2028\"")
    }

    /// Text with and without escapes, non-ASCII text, and output long enough
    /// to cross the writer's internal chunks, against the layout built by hand.
    @Test func jsonLongOutputIsTheSameAcrossChunks() {
        let samples = ["plain", "caf\u{E9} \u{2192} \u{1F600}", "tab\there", "\u{2029}x", "quote\"d", "\u{7F}", ""]
        let escaped = ["plain", "caf\u{E9} \u{2192} \u{1F600}", "tab\\there", "\\u2029x", "quote\\\"d", "\\u007f", ""]
        var json = JSONWriter()
        var expected = "{"
        json.beginObject()
        for index in 0..<20_000 {
            let sample = index % samples.count
            json.key("k\(index)")
            json.string(samples[sample])
            expected += (index == 0 ? "" : ",") + "\n  \"k\(index)\": \"\(escaped[sample])\""
        }
        json.endObject()
        expected += "\n}\n"
        #expect(expected.utf8.count > 300_000)
        #expect(json.output == expected)
        #expect(json.output == expected, "reading the output twice gives it twice")
    }

    @Test func jsonNumbersAreLocaleFreeAndStable() {
        var json = JSONWriter()
        json.beginArray()
        for value in [16, 0.5, 381.5, 1e-5, -0.0, Double.nan] { json.number(value) }
        json.endArray()
        #expect(json.output == "[\n  16,\n  0.5,\n  381.5,\n  1e-05,\n  0,\n  null\n]\n")
    }

    @Test func sarifListsEachCodeOnceAsARuleWithItsDocumentation() {
        let descriptor = DiagnosticDescriptor(
            code: DiagnosticCode(1002), name: "yaml11-boolean", severity: .error, summary: "s", explanation: "e")
        let text = SARIFRenderer.render(
            [Self.fixed, Self.fixed], descriptors: [descriptor.code: descriptor], toolVersion: "9.9")
        #expect(text.contains("\"version\": \"2.1.0\""))
        #expect(text.components(of: "\"id\": \"SS1002\"") == 1)
        #expect(text.components(of: "\"ruleId\": \"SS1002\"") == 2)
        #expect(text.contains("\"name\": \"yaml11-boolean\""))
        #expect(text.contains("\"insertedContent\": {\n"))
        #expect(text.components(of: "\"sheetspec/applicability\": \"safe\"") == 2)
        var suggested = Self.fixed
        suggested.fixes = suggested.fixes.map { FixIt(span: $0.span, replacement: $0.replacement) }
        let suggestion = SARIFRenderer.render([suggested], descriptors: [descriptor.code: descriptor], toolVersion: "9.9")
        #expect(suggestion.components(of: "\"sheetspec/applicability\": \"suggestion\"") == 1, "\(suggestion)")
        #expect(!suggestion.contains("\"safe\""))
        #expect(text.contains("\"columnKind\": \"unicodeCodePoints\""))
    }

    /// An opt-in rule that a project turned on says so in SARIF, so a viewer
    /// does not present it as one of the tool's defaults.
    @Test func sarifMarksAnOptInRuleAsDisabledByDefault() {
        let optIn = DiagnosticDescriptor(
            code: DiagnosticCode(1002), name: "yaml11-boolean", severity: .warning, summary: "s", explanation: "e",
            isEnabledByDefault: false)
        let text = SARIFRenderer.render([Self.fixed], descriptors: [optIn.code: optIn], toolVersion: "9.9")
        #expect(text.contains("\"defaultConfiguration\": {\n") && text.contains("\"enabled\": false"), "\(text)")
        let onByDefault = DiagnosticDescriptor(
            code: DiagnosticCode(1002), name: "yaml11-boolean", severity: .warning, summary: "s", explanation: "e")
        let plain = SARIFRenderer.render([Self.fixed], descriptors: [onByDefault.code: onByDefault], toolVersion: "9.9")
        #expect(!plain.contains("\"enabled\""))
    }

    @Test func githubAnnotationsEscapeNewlinesAndPropertySeparators() {
        let line = GitHubAnnotationRenderer.render(Self.fixed)
        #expect(line == "::error file=specs/checkout.sheet.yaml,line=3,col=19,endLine=3,endColumn=22,title=SS1002::"
            + "`yes` is not a boolean here%0Alabel: YAML 1.1 boolean%0Anote: YAML 1.2 reads `yes` as a string%0Ahelp: write `true`\n")
        #expect(GitHubAnnotationRenderer.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test func explanationPageNamesCodeSeverityAndText() {
        let descriptor = DiagnosticDescriptor(
            code: DiagnosticCode(21), name: "duplicate-key", severity: .error, summary: "Twice.", explanation: "Why.")
        #expect(DiagnosticExplanation.page(descriptor) == "# SS0021: duplicate-key\n\nDefault severity: error\n\nTwice.\n\nWhy.\n")
        #expect(DiagnosticExplanation.list([descriptor]) == "SS0021  duplicate-key  error  Twice.\n")
    }
}

extension String {
    /// How many times `needle` occurs.
    func components(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.firstRange(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
