import SheetDiagnostics
import SheetYAML

extension DecodingContext {
    /// A quoted hex colour, `"#RRGGBB"` or `"#RRGGBBAA"` (`SS1016` otherwise).
    ///
    /// An unquoted `#000000` is a YAML comment, which leaves the key with no
    /// value: that case gets its own help, since the writer did write a colour.
    mutating func color(_ field: FieldValue) -> Located<HexColor>? {
        let expected = "a quoted hex colour like `\"#1C1C1E\"`"
        guard document.kind(of: field.node) == .scalar else {
            reportMismatch(field, expected: expected)
            return nil
        }
        if isNull(field.node) {
            let subject = field.key.map { "`\(text($0))` has no value" } ?? "the colour has no value"
            report(
                DecodingDiagnostics.emptyValue.diagnostic(
                    subject, at: span(field.node), label: "expected \(expected)",
                    notes: ["in YAML, `#` after a space starts a comment, so an unquoted `#RRGGBB` is read as no value"],
                    help: "quote the colour: `\"#RRGGBB\"`"))
            return nil
        }
        let written = text(field.node)
        if let color = HexColor(hexCode: written) { return located(color, field) }
        var help = "write `#` and six hex digits (red, green, blue), or eight with alpha last, in quotes"
        var fixes: [FixIt] = []
        // Digits without the `#` are the one slip with a single reading.
        if HexColor(hexCode: "#" + written) != nil {
            help = "add the `#`: `\"#\(written)\"`"
            fixes = [FixIt(span: span(field.node), replacement: "\"#\(written)\"", applicability: .safe)]
        }
        report(
            DecodingDiagnostics.invalidColor.diagnostic(
                "`\(written)` is not a hex colour", at: span(field.node), label: "expected \(expected)",
                notes: ["named colours, `rgb(…)` and three-digit codes are not accepted"], help: help, fixes: fixes))
        return nil
    }
}
