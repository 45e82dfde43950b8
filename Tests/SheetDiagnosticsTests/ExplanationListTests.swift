import Testing

@testable import SheetDiagnostics

/// `sheetspec explain`'s list: aligned columns and summaries wrapped at
/// spaces to the width it is given.
struct ExplanationListTests {
    static let descriptors = [
        DiagnosticDescriptor(
            code: DiagnosticCode(21), name: "duplicate-key", severity: .error,
            summary: "A mapping repeats a key, and only one of the values would be used.", explanation: ""),
        DiagnosticDescriptor(
            code: DiagnosticCode(2906), name: "missing-deployment-target", severity: .warning,
            summary: "A spec file has no `minimumOS`.", explanation: ""),
    ]

    @Test func summariesStartInOneColumnAndWrapUnderThemselves() {
        #expect(DiagnosticExplanation.list(Self.descriptors, width: 100) == """
            SS0021  duplicate-key              error    A mapping repeats a key, and only one of the values
                                                        would be used.
            SS2906  missing-deployment-target  warning  A spec file has no `minimumOS`.

            """)
    }

    @Test func aNarrowWidthPutsSummariesUnderTheirCode() {
        #expect(DiagnosticExplanation.list(Self.descriptors, width: 60) == """
            SS0021  duplicate-key              error
                    A mapping repeats a key, and only one of the values
                    would be used.
            SS2906  missing-deployment-target  warning
                    A spec file has no `minimumOS`.

            """)
    }

    @Test func noLineIsWiderThanAskedAndNoWordIsCut() {
        for width in [60, 80, 100, 120] {
            let text = DiagnosticExplanation.list(Self.descriptors, width: width)
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "width \(width)")
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            #expect(words.contains("repeats") && words.contains("`minimumOS`."), "width \(width)")
        }
    }

    @Test func aWordLongerThanTheWidthStaysWhole() {
        #expect(DiagnosticExplanation.wrap("see averyveryverylongword now", width: 8) == ["see", "averyveryverylongword", "now"])
    }
}
