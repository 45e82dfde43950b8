import SheetDiagnostics

/// Checks made on the raw bytes before libyaml sees them: the size limit and
/// the encodings that libyaml would accept but sheetspec cannot position.
package enum InputScreening {
    static func problem(in file: SourceFile, limits: YAMLLimits) -> Diagnostic? {
        let bytes = file.bytes
        let start = SourceSpan(path: file.path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        if bytes.count > limits.maxFileBytes {
            return tooLarge(file.path, size: bytes.count, limit: limits.maxFileBytes)
        }
        if let encoding = wideEncoding(bytes) {
            return InputDiagnostics.unsupportedEncoding.diagnostic(
                "file is encoded in \(encoding); specs must be UTF-8", at: start,
                label: "\(encoding) byte-order mark",
                help: "re-save the file as UTF-8 without a byte-order mark")
        }
        return nil
    }

    /// The name of a UTF-16 or UTF-32 encoding announced by a byte-order mark.
    private static func wideEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        return nil
    }

    /// SS0003 for a file over the size limit, whether its size was seen
    /// before reading (`fstat`) or after.
    package static func tooLarge(_ path: String, size: Int, limit: Int) -> Diagnostic {
        let start = SourceSpan(path: path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        return InputDiagnostics.fileTooLarge.diagnostic(
            "file is \(byteCount(size)), over the limit of \(byteCount(limit))",
            at: start, help: "split the spec into several files, or raise the limit with `--max-file-size`")
    }

    static func byteCount(_ count: Int) -> String {
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 20 { return "\(count >> 20).\((count % (1 << 20)) * 10 >> 20) MiB" }
        return "\(count) bytes"
    }
}
