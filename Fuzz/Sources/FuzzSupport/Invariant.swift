/// Stops the run when a property that must hold for every input does not.
///
/// `fatalError` traps, and libFuzzer treats the trap like any other crash:
/// it saves the input under `Fuzz/artifacts/` and exits non-zero, so an
/// invariant failure is reported exactly as a crash would be.
public func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("fuzz invariant violated: \(message())", file: file, line: line)
    }
}
