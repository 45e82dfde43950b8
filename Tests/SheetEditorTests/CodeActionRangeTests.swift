import SheetDiagnostics
import Testing

@testable import SheetEditor

/// Which diagnostics a code-action request's range meets: an editor asks with an
/// empty range at the cursor, so a cursor on a diagnostic's first or last byte counts.
@Suite struct CodeActionRangeTests {
    /// A diagnostic on bytes 10..<14 of `spec.yml`.
    static let diagnostic = Diagnostic(
        code: DiagnosticCode(4001), severity: .error, message: "unknown key",
        span: SourceSpan(
            path: "spec.yml",
            range: SourceRange(
                start: SourcePosition(line: 2, column: 3, offset: 10),
                end: SourcePosition(line: 2, column: 7, offset: 14))))

    static func touches(_ range: Range<Int>, path: String = "spec.yml") -> Bool {
        QuickFixes.touches(diagnostic, path: path, range: range)
    }

    @Test func anEmptyRangeAtTheDiagnosticsStartOrEndTouchesIt() {
        #expect(Self.touches(10..<10))
        #expect(Self.touches(14..<14))
        #expect(Self.touches(12..<12))
    }

    @Test func anEmptyRangeOneByteOutsideDoesNot() {
        #expect(!Self.touches(9..<9))
        #expect(!Self.touches(15..<15))
        // A range ending where the diagnostic starts meets it; one ending before does not.
        #expect(Self.touches(5..<10))
        #expect(!Self.touches(5..<9))
        #expect(Self.touches(14..<20))
        #expect(!Self.touches(15..<20))
    }

    @Test func anotherFileIsNeverTouched() {
        #expect(!Self.touches(10..<10, path: "other.yml"))
    }
}
