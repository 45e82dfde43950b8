import SheetDiagnostics
import SheetYAML

/// One input file after the per-file stages: read, parsed, decoded.
public struct LoadedSpec: Sendable {
    public var path: String
    /// `nil` when the file could not be read or parsed, or holds no spec.
    public var spec: SpecFile?
    public var diagnostics: [Diagnostic]
    /// Kept only when the file has diagnostics, for their snippets: a clean
    /// file's bytes are not held while it is checked (the validator reads a
    /// file again in the rare case its rules find something).
    public var source: SourceFile?

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
            return load(file, limits: limits)
        }
    }

    /// The same for bytes already in memory (tests, fuzzing, editors).
    public static func load(_ file: SourceFile, limits: YAMLLimits) -> LoadedSpec {
        var streamed = StreamedSheets(path: file.path)
        let parsed = YAMLParser(limits: limits).parse(file, streaming: &streamed)
        var diagnostics = parsed.diagnostics
        var spec: SpecFile?
        if let document = parsed.document {
            let decoded = SpecDecoder.decode(document, streamed: streamed)
            spec = decoded.spec
            diagnostics += decoded.diagnostics
        }
        return LoadedSpec(path: file.path, spec: spec, diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : file)
    }
}
