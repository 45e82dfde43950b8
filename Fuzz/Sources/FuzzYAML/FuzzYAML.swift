import FuzzSupport
import SheetDiagnostics
import SheetYAML

/// Limits far below the defaults, so that short fuzzed inputs reach the
/// depth, alias and size checks as well as the ordinary paths.
private let tightLimits = YAMLLimits(maxFileBytes: 2048, maxDepth: 8, maxAliases: 16, maxAliasExpansion: 64)

/// libFuzzer's entry point: bytes → `YAMLParser`.
///
/// Properties checked for every input: the parse returns (no crash, no hang,
/// bounded memory: libFuzzer's own limits enforce the last two), every
/// diagnostic and every node points inside the file at the right line and
/// column, and a second parse of the same bytes gives the same diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let file = SourceFile(path: "fuzz.yaml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let checker = PositionChecker(file: file)

    let first = YAMLParser().parse(file)
    checkResult(first, checker)
    let second = YAMLParser().parse(file)
    invariant(first.diagnostics == second.diagnostics, "two parses of the same bytes gave different diagnostics")
    invariant(
        first.document?.nodeCount == second.document?.nodeCount,
        "two parses of the same bytes gave documents of different sizes")

    checkResult(YAMLParser(limits: tightLimits).parse(file), checker)
    return 0
}

private func checkResult(_ result: YAMLParseResult, _ checker: PositionChecker) {
    result.diagnostics.forEach(checker.check)
    if let document = result.document { checker.check(document) }
}

/// The program's entry point (see `runLibFuzzer` for why it is not `main`).
/// libFuzzer never passes a null pointer, even for an empty input.
@_cdecl("FuzzYAML_main")
public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runLibFuzzer(argc: argc, argv: argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
