import Foundation
import SheetDiagnostics
import SheetIO
@testable import SheetLanguage
import TestSupport
import Testing

/// What `--watch` prints after its first run: real validation of a spec
/// before and after an edit, compared.
@Suite struct DiagnosticDeltaTests {
    static let clean = SpecTexts.cleanCheckout

    /// Validates `text` as `checkout.sheet.yaml` in a scratch folder.
    static func report(_ text: String, in folder: String) throws -> ValidationReport {
        let path = folder + "/checkout.sheet.yaml"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return SpecValidator.validate(paths: [path], options: ValidationOptions())
    }

    static func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map { "\($0.code)" } }

    @Test func anErrorAppearsThenIsFixed() throws {
        let folder = try ScratchFolder.make("delta").path
        let before = try Self.report(Self.clean, in: folder)
        let broken = try Self.report(Self.clean.replacingOccurrences(of: "initial: half", with: "initial: halff"), in: folder)
        let introduced = DiagnosticDelta.between(before, broken)
        #expect(!broken.diagnostics.isEmpty)
        #expect(introduced.appeared.map(\.code) == broken.diagnostics.map(\.code))
        #expect(introduced.fixed.isEmpty)

        let fixed = try Self.report(Self.clean, in: folder)
        let repaired = DiagnosticDelta.between(broken, fixed)
        #expect(repaired.appeared.isEmpty)
        #expect(Self.codes(repaired.fixed) == Self.codes(broken.diagnostics))
        let line = DiagnosticDelta.fixedLine(try #require(repaired.fixed.first))
        #expect(line.hasPrefix("fixed: \(folder)/checkout.sheet.yaml:8:"), "where it was: \(line)")
        #expect(line.contains("error[\(broken.diagnostics[0].code)]"))
        #expect(DiagnosticDelta.between(fixed, fixed).isEmpty)
    }

    @Test func aProblemMovedByAnEditAboveItIsNotNew() throws {
        let folder = try ScratchFolder.make("delta").path
        let broken = Self.clean.replacingOccurrences(of: "initial: half", with: "initial: halff")
        let first = try Self.report(broken, in: folder)
        let moved = try Self.report(broken.replacingOccurrences(of: "sheets:", with: "# a comment\nsheets:"), in: folder)
        #expect(first.diagnostics.first?.span?.range.start.line != moved.diagnostics.first?.span?.range.start.line)
        #expect(DiagnosticDelta.between(first, moved).isEmpty)
    }

    @Test func aSecondCopyOfAProblemIsNew() {
        func diagnostic(line: Int) -> Diagnostic {
            let position = SourcePosition(line: line, column: 5, offset: 0)
            return Diagnostic(
                code: DiagnosticCode(1003), severity: .error, message: "unknown key `cornerRadiuz` in a sheet",
                span: SourceSpan(path: "a.sheet.yaml", range: SourceRange(start: position, end: position)))
        }
        let one = ValidationReport(fileCount: 1, diagnostics: [diagnostic(line: 4)], sources: [:])
        let two = ValidationReport(fileCount: 1, diagnostics: [diagnostic(line: 4), diagnostic(line: 9)], sources: [:])
        let delta = DiagnosticDelta.between(one, two)
        #expect(delta.appeared.count == 1 && delta.fixed.isEmpty)
        #expect(DiagnosticDelta.between(two, one).fixed.count == 1)
    }
}
