import SheetDiagnostics
import SheetIO
import SheetYAML

/// One input file after the per-file stages: read, parsed, decoded.
public struct LoadedSpec: Sendable {
    public var path: String
    /// `nil` when the file could not be read or parsed, or holds no spec.
    public var spec: SpecFile?
    public var diagnostics: [Diagnostic]
    /// The bytes, for diagnostics' snippets and fixes. A file read from disk
    /// keeps them only when it has diagnostics of its own: a clean file's
    /// bytes are not held while it is checked (the validator reads a file
    /// again in the rare case its rules find something). Bytes given in
    /// memory are always kept: they are the caller's already, and may not
    /// be what is on disk (an editor's unsaved buffer).
    public var source: SourceFile?
    /// The file's `# sheetspec:` comments, applied once the run has
    /// reported; `nil` for the files that have none.
    public var suppressions: FileSuppressions?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The per-file front of every command: each file is independent here, so
/// this is what runs on the worker pool.
public enum SpecLoader {
    public static func load(path: String, limits: YAMLLimits) -> LoadedSpec {
        switch SourceFileReader.read(path: path, maxBytes: limits.maxFileBytes) {
        case .failure(let diagnostic):
            return LoadedSpec(path: path, spec: nil, diagnostics: [diagnostic], source: nil)
        case .success(let file):
            return load(file, limits: limits, streamingFrom: streamingThreshold, keepsSource: false)
        }
    }

    /// Files at least this large are decoded sheet by sheet while they are
    /// parsed (`StreamedSheets`): their tree outgrows the caches, and holding
    /// it whole beside what it decodes to set a 20 MB spec's peak memory.
    /// Smaller files are parsed, then decoded: interleaving the decoder's code
    /// with libyaml's costs them more in instruction-cache misses (measured
    /// over 500 files: 4.3 M misses parsed then decoded, 6.6 M interleaved)
    /// than it saves.
    public static let streamingThreshold = 1 << 20

    /// The same for bytes already in memory (tests, fuzzing, editors).
    /// `streamingFrom` is the size from which sheets are decoded while the
    /// file is parsed; the result is the same either way.
    public static func load(_ file: SourceFile, limits: YAMLLimits, streamingFrom threshold: Int = streamingThreshold)
        -> LoadedSpec
    {
        load(file, limits: limits, streamingFrom: threshold, keepsSource: true)
    }

    private static func load(_ file: SourceFile, limits: YAMLLimits, streamingFrom threshold: Int, keepsSource: Bool)
        -> LoadedSpec
    {
        let parser = YAMLParser(limits: limits)
        var streamed: StreamedSheets?
        let parsed: YAMLParseResult
        if file.bytes.count >= threshold {
            var sheets = StreamedSheets(path: file.path)
            parsed = parser.parse(file, streaming: &sheets)
            streamed = sheets
        } else {
            parsed = parser.parse(file)
        }
        var diagnostics = parsed.diagnostics
        var spec: SpecFile?
        if let document = parsed.document {
            let decoded = SpecDecoder.decode(document, streamed: streamed)
            spec = decoded.spec
            // What the parser reported (a duplicate key, say) is not pinned
            // to a part the decoder knows: no sheet of the file is trusted.
            if parsed.diagnostics.contains(where: { $0.severity == .error }) { spec?.damage.wholeFile = true }
            diagnostics += decoded.diagnostics
        }
        let suppressions = SuppressionScanner.scan(file, sheets: spec?.sheets ?? [])
        diagnostics += suppressions?.problems ?? []
        return LoadedSpec(
            path: file.path, spec: spec, diagnostics: diagnostics,
            source: keepsSource || !diagnostics.isEmpty || suppressions != nil ? file : nil,
            suppressions: suppressions)
    }
}
