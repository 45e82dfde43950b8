#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetIO
import SheetYAML

/// The configuration a run uses, if any, and what was wrong with it.
public struct ConfigurationLoad: Sendable {
    /// `nil` when there is none (not found, or `--no-config`) or it could not be read.
    public var configuration: ProjectConfiguration?
    public var diagnostics: [Diagnostic] = []
    /// The file's text, for the diagnostics' snippets.
    public var source: SourceFile?

    public static let none = ConfigurationLoad(configuration: nil)

    /// Errors stop the run: a command must not check or write with settings
    /// it misread.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The configuration's problems as a report of their own, for a run that stops at them.
    public var report: ValidationReport {
        ValidationReport(
            fileCount: 1, diagnostics: diagnostics, sources: source.map { [$0.path: $0] } ?? [:])
    }
}

/// Finds and reads `.sheetspec.yml`.
public enum ConfigurationLoader {
    public static let fileName = ".sheetspec.yml"

    /// The configuration for a run: the file named by `--config`, none with
    /// `--no-config`, else the nearest `.sheetspec.yml` found walking up from
    /// the working directory. `codes` are the codes `rules:` may name and
    /// `sections` the keys other than the language's the file may hold: this
    /// stage's, and those of any later stage the caller sees.
    public static func load(
        explicit: String?, disabled: Bool, limits: YAMLLimits = .default, codes: DescriptorCatalog = .language,
        sections: ConfigurationSections = .none
    ) -> ConfigurationLoad {
        if disabled { return .none }
        if let explicit { return load(path: explicit, limits: limits, codes: codes, sections: sections) }
        guard let found = discover(from: PathText.currentDirectory()) else { return .none }
        return load(path: found, limits: limits, codes: codes, sections: sections)
    }

    /// The nearest `.sheetspec.yml` in `directory` (absolute) or a folder
    /// above it, up to the file-system root, as a path relative to
    /// `directory` (`.sheetspec.yml`, `../../.sheetspec.yml`), so that the
    /// paths built from it read naturally in messages.
    public static func discover(from directory: String) -> String? {
        var folder = PathText.normalized(directory)
        var climbs = 0
        while true {
            var status = stat()
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                return String(repeating: "../", count: climbs) + fileName
            }
            guard folder != "/" else { return nil }
            folder = PathText.folder(of: folder)
            climbs += 1
        }
    }

    /// Reads, parses and decodes one configuration file.
    public static func load(
        path: String, limits: YAMLLimits = .default, codes: DescriptorCatalog = .language,
        sections: ConfigurationSections = .none
    ) -> ConfigurationLoad {
        let file: SourceFile
        switch SourceFileReader.read(path: path, maxBytes: limits.maxFileBytes) {
        case .failure(let diagnostic): return ConfigurationLoad(configuration: nil, diagnostics: [diagnostic])
        case .success(let read): file = read
        }
        let parsed = YAMLParser(limits: limits).parse(file)
        guard let document = parsed.document, !parsed.diagnostics.contains(where: { $0.severity == .error }) else {
            return ConfigurationLoad(configuration: nil, diagnostics: parsed.diagnostics, source: file)
        }
        let empty = ProjectConfiguration(path: path, folder: PathText.folder(of: path), sections: sections)
        let decoded = ConfigurationDecoder.decode(document, into: empty, codes: codes)
        let diagnostics = parsed.diagnostics + decoded.diagnostics
        return ConfigurationLoad(
            configuration: decoded.configuration, diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : file)
    }
}
