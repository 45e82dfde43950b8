import Foundation
import TestSupport
import Testing

@testable import SheetDiagnostics

/// Human output of diagnostics with several labels, against golden files in
/// Fixtures/human: labels are drawn in line order on one snippet per file,
/// labels on one line share its marker row, and other files follow.
struct SeveralLabelsRenderingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/human")

    static let spec = SourceFile(
        path: "specs/checkout.sheet.yaml",
        text: """
            version: 1
            sheets:
              checkout:
                detents: [{ id: half, fraction: 0.5 }, { id: half, fraction: 0.9 }]
                initial: half
                navigation:
                  push: [address]
              address:
                extends: checkout
            """)
    static let base = SourceFile(path: "specs/base.sheet.yaml", text: "version: 1\nsheets:\n  base:\n    type: BaseViewController\n")

    static func span(_ file: SourceFile, line: Int, column: Int, length: Int) -> SourceSpan {
        file.span(
            SourceRange(
                start: SourcePosition(line: line, column: column, offset: 0),
                end: SourcePosition(line: line, column: column + length, offset: 0)))
    }

    static func render(_ diagnostic: Diagnostic) -> String {
        HumanDiagnosticRenderer(sources: [spec.path: spec, base.path: base], colored: false).render(diagnostic)
    }

    @Test func secondaryLabelsAboveThePrimaryComeFirst() {
        let diagnostic = Diagnostic(
            code: DiagnosticCode(2103), severity: .error, message: "`address` and `checkout` push each other",
            span: Self.span(Self.spec, line: 9, column: 14, length: 8), label: "`address` extends `checkout` here",
            secondary: [
                DiagnosticLabel(span: Self.span(Self.spec, line: 7, column: 14, length: 7), message: "`checkout` pushes `address`"),
                DiagnosticLabel(span: Self.span(Self.spec, line: 3, column: 3, length: 8), message: "`checkout` is declared here"),
            ],
            help: "break the cycle")
        GoldenFile.check(Self.render(diagnostic), against: Self.fixtures.appendingPathComponent("line-order.golden"))
    }

    @Test func labelsOnOneLineShareItsMarkerRow() {
        let diagnostic = Diagnostic(
            code: DiagnosticCode(2201), severity: .error, message: "detent id `half` is declared twice",
            span: Self.span(Self.spec, line: 4, column: 47, length: 4), label: "declared again here",
            secondary: [
                DiagnosticLabel(span: Self.span(Self.spec, line: 4, column: 19, length: 4), message: "first declared here"),
                DiagnosticLabel(span: Self.span(Self.spec, line: 5, column: 14, length: 4), message: "`initial` names it"),
            ])
        GoldenFile.check(Self.render(diagnostic), against: Self.fixtures.appendingPathComponent("same-line.golden"))
    }

    @Test func otherFilesFollowThePrimaryFile() {
        let diagnostic = Diagnostic(
            code: DiagnosticCode(2104), severity: .warning, message: "`address` extends a sheet of another file",
            span: Self.span(Self.spec, line: 9, column: 14, length: 8), label: nil,
            secondary: [
                DiagnosticLabel(span: Self.span(Self.base, line: 3, column: 3, length: 4), message: "declared in this file"),
                DiagnosticLabel(span: Self.span(Self.spec, line: 1, column: 1, length: 7), message: "no `minimumOS` here"),
            ])
        GoldenFile.check(Self.render(diagnostic), against: Self.fixtures.appendingPathComponent("other-file.golden"))
    }
}
