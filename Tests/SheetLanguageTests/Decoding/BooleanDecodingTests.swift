import SheetDiagnostics
import SheetLanguage
import Testing

/// How each way of writing a boolean decodes: only plain `true` and `false`
/// (or those under an explicit `!!bool` tag) are booleans.
@Suite struct BooleanDecodingTests {
    private func decode(_ value: String) -> (value: Bool?, codes: [DiagnosticCode]) {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  composer:
                    type: ComposerViewController
                    edgeAttachedInCompactHeight: \(value)
                """)
        let setting = outcome.spec?.sheets.first?.settings.edgeAttachedInCompactHeight?.value
        return (setting, outcome.diagnostics.map(\.code))
    }

    @Test(arguments: [("true", true), ("false", false), ("!!bool true", true), ("!!bool false", false)])
    func booleans(text: String, expected: Bool) {
        let decoded = decode(text)
        #expect(decoded.value == expected)
        #expect(decoded.codes.isEmpty)
    }

    @Test(arguments: [
        ("'true'", DecodingDiagnostics.quotedScalar.code),
        ("\"false\"", DecodingDiagnostics.quotedScalar.code),
        ("!!str true", DecodingDiagnostics.quotedScalar.code),
        ("! false", DecodingDiagnostics.quotedScalar.code),
        ("yes", DecodingDiagnostics.yaml11Boolean.code),
        ("True", DecodingDiagnostics.yaml11Boolean.code),
        ("~", DecodingDiagnostics.emptyValue.code),
        ("truely", DecodingDiagnostics.typeMismatch.code),
        ("[true]", DecodingDiagnostics.typeMismatch.code),
    ])
    func notBooleans(text: String, code: DiagnosticCode) {
        let decoded = decode(text)
        #expect(decoded.value == nil)
        #expect(decoded.codes == [code])
    }
}
