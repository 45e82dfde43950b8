import CFuzzerDriver

/// Starts libFuzzer on `testOneInput`, passing it the process's arguments.
///
/// Why this exists: SwiftPM links every executable target on Linux with
/// `--defsym main=<Module>_main` (so tests can link executables), which
/// takes `main` away from libFuzzer. Each fuzz target therefore defines
/// `<Module>_main` itself and calls this, which hands over to libFuzzer's
/// library entry point, with the same flags and behaviour as its own `main`.
public func runLibFuzzer(
    argc: Int32, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, testOneInput)
}
