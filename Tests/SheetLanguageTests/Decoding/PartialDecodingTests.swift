import SheetDiagnostics
import SheetLanguage
import Testing

/// Decoding reports every problem and keeps everything that did decode, so
/// later stages can still check the rest of the file.
@Suite struct PartialDecodingTests {
    @Test func aBadFieldDoesNotHideTheRestOfTheFile() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  first:
                    type: FirstViewController
                    cornerRadius: round
                    grabber: hidden
                  second:
                    type: SecondViewController
                    detents: [ { id: half, fraction: half }, { id: full, system: large } ]
                """)
        #expect(outcome.diagnostics.map(\.code) == [DecodingDiagnostics.typeMismatch.code, DecodingDiagnostics.typeMismatch.code])
        let spec = try #require(outcome.spec)
        #expect(spec.sheets.map(\.id.value) == ["first", "second"])
        #expect(spec.sheets[0].settings.cornerRadius == nil)
        #expect(spec.sheets[0].settings.grabber?.value == .hidden)
        #expect(spec.sheets[1].settings.detents?.value.map(\.id.value) == ["full"])
    }

    @Test func unknownKeyCarriesAFixReplacingTheKey() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  first: { type: FirstViewController, cornerRadus: 8 }
                """)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownKey.code)
        #expect(diagnostic.help == "did you mean `cornerRadius`?")
        let fix = try #require(diagnostic.fixes.first)
        #expect(fix.replacement == "cornerRadius")
        #expect(fix.span.range.start.line == 3 && fix.span.range.start.column == 39)
        #expect(fix.span.range.end.column == 50)
    }

    @Test func everyHeightFormAndShorthandDecodes() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                minimumOS: "16.4.1"
                sheets:
                  all:
                    type: App.AllFormsViewController
                    cornerRadius: system
                    popover: { height: 540 }
                    detents:
                      - { id: a, system: medium }
                      - { id: b, height: 320 }
                      - { id: c, fraction: 0.5 }
                      - { id: d, inset: 24 }
                      - { id: e, fit: content, min: { fraction: 0.25 }, max: { height: 700 } }
                """)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        let sheet = try #require(outcome.spec?.sheets.first).settings
        #expect(outcome.spec?.minimumOS?.value == OSVersion(16, 4, 1))
        #expect(sheet.type?.value == "App.AllFormsViewController")
        #expect(sheet.cornerRadius?.value == .system)
        #expect(sheet.popover?.value.height?.value.portrait.value == 540)
        #expect(sheet.popover?.value.height?.value.landscape.value == 540)
        let heights = sheet.detents?.value.map(\.height.value) ?? []
        #expect(heights.count == 5)
        #expect(heights.prefix(4) == [.system(.medium), .points(320), .fraction(0.5), .insetFromTop(24)])
        let fitted = try #require(sheet.detents?.value.last)
        #expect(fitted.minimum?.value == .fraction(0.25))
        #expect(fitted.maximum?.value == .points(700))
    }

    @Test func yamlErrorsStopBeforeDecoding() {
        let outcome = SpecLoading.load(text: "version: [1\n")
        #expect(outcome.spec == nil)
        #expect(outcome.diagnostics.allSatisfy { $0.code.number < 1000 })
    }
}
