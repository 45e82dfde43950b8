import Foundation
import FuzzSupport
import SheetDiagnostics
import SheetLanguage
import SheetYAML

/// libFuzzer's entry point: bytes → the validate pipeline for one file
/// (`SpecLoader.load`: parse and decode; then every rule, style rules
/// included) → diagnostics → every report format.
///
/// Writing each input to disk would cost more than the pipeline itself, so
/// the file is loaded in memory (`SpecLoader.load(_:limits:)`) and checked by
/// `SpecValidator.check`, the same whole-run stages `validate` runs: rules
/// and resolution on every device profile.
///
/// Properties checked for every input: nothing crashes or hangs, every
/// diagnostic points inside the file at the right line and column, a second
/// run gives the same diagnostics, and the JSON and SARIF reports are JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let file = SourceFile(path: "fuzz.sheet.yaml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let checker = PositionChecker(file: file)

    let diagnostics = validate(file)
    diagnostics.forEach(checker.check)
    invariant(validate(file) == diagnostics, "two runs over the same bytes gave different diagnostics")

    for format in DiagnosticFormat.allCases {
        for colored in format == .human ? [false, true] : [false] {
            let report = DiagnosticReportRenderer.render(
                diagnostics, sources: diagnostics.isEmpty ? [:] : [file.path: file], format: format,
                colored: colored, fileCount: 1, descriptors: DescriptorCatalog.language.byCode,
                toolVersion: SheetSpecVersion.current)
            if format == .json || format == .sarif { checkIsJSON(report, format: format) }
        }
    }
    return 0
}

/// Every rule, the style rules of `sheetspec lint` included.
private let lintOptions = ValidationOptions(rules: RuleConfiguration(includesStyle: true))

/// The diagnostics `sheetspec lint` reports for one file, in report order.
private func validate(_ file: SourceFile) -> [Diagnostic] {
    SpecValidator.check([SpecLoader.load(file, limits: .default)], options: lintOptions).report.diagnostics
}

/// Spec text ends up inside JSON strings (messages quote keys and values), so
/// a missed escape would make the report unreadable for every tool reading it.
private func checkIsJSON(_ report: String, format: DiagnosticFormat) {
    let parsed = try? JSONSerialization.jsonObject(with: Data(report.utf8))
    invariant(parsed != nil, "the \(format) report is not valid JSON:\n\(report)")
}

/// The program's entry point (see `runLibFuzzer` for why it is not `main`).
/// libFuzzer never passes a null pointer, even for an empty input.
@_cdecl("FuzzValidate_main")
public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runLibFuzzer(argc: argc, argv: argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
