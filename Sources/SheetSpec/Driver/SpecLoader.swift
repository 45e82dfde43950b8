import SheetDiagnostics
import SheetYAML
import Synchronization

/// One input file after the per-file stages: read, parsed, decoded.
public struct LoadedSpec: Sendable {
    public var path: String
    /// `nil` when the file could not be read or parsed, or holds no spec.
    public var spec: SpecFile?
    public var diagnostics: [Diagnostic]
    /// Kept only when the file has diagnostics, for their snippets.
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
        let parsed = YAMLParser(limits: limits).parse(file)
        var diagnostics = parsed.diagnostics
        var spec: SpecFile?
        if let document = parsed.document {
            let decoded = SpecDecoder.decode(document)
            spec = decoded.spec
            diagnostics += decoded.diagnostics
        }
        return LoadedSpec(path: file.path, spec: spec, diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : file)
    }

    /// Loads every file on `jobs` workers; results come back in input order.
    /// `fileLoaded` hears of each file as it finishes, with the count so far.
    public static func loadAll(
        _ paths: [String], limits: YAMLLimits, jobs: Int,
        fileLoaded: (@Sendable (_ completed: Int, _ total: Int) -> Void)? = nil
    ) -> [LoadedSpec] {
        guard let fileLoaded else {
            return parallelMap(count: paths.count, jobs: jobs) { load(path: paths[$0], limits: limits) }
        }
        let completed = Atomic<Int>(0)
        return parallelMap(count: paths.count, jobs: jobs) { index in
            let spec = load(path: paths[index], limits: limits)
            fileLoaded(completed.wrappingAdd(1, ordering: .relaxed).newValue, paths.count)
            return spec
        }
    }
}
