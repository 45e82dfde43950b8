#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetIO
import SheetYAML

/// A decoded configuration and every problem found in it.
public struct ConfigurationDecodingResult: Sendable {
    public var configuration: ProjectConfiguration
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads `.sheetspec.yml` with the spec decoder's machinery
/// (`DecodingContext` with the `SS40xx` codes), so its problems come with
/// positions, did-you-mean and fixes exactly like a spec's.
public enum ConfigurationDecoder {
    /// `document` is the file at `configuration.path`; its relative paths
    /// are read from `configuration.folder`.
    public static func decode(
        _ document: YAMLDocument, into configuration: ProjectConfiguration, codes: DescriptorCatalog = .language
    ) -> ConfigurationDecodingResult {
        var context = DecodingContext(document: document, codes: .configuration)
        var configuration = configuration
        context.decodeConfiguration(into: &configuration, codes: codes)
        return ConfigurationDecodingResult(configuration: configuration, diagnostics: context.diagnostics)
    }
}

extension DecodingContext {
    /// The whole file; an empty one is a valid configuration with no settings.
    mutating func decodeConfiguration(into configuration: inout ProjectConfiguration, codes: DescriptorCatalog) {
        guard let root = document.root, !isNull(root) else { return }
        let rootField = FieldValue(node: root, key: nil)
        guard expectMapping(rootField, expected: "a mapping of settings such as `specs:` and `output:`") else { return }
        let folder = configuration.folder
        let table = ConfigurationKey.table
        for entry in document.entries(of: root) where document.kind(of: entry.key) == .scalar {
            let field = FieldValue(node: entry.value, key: entry.key)
            guard let index = table.index(of: entry.key, in: document) else {
                if !configuration.sections.decode(key: entry.key, field, folder: folder, context: &self) {
                    let sections = configuration.sections
                    reportUnknownKey(
                        entry.key, owner: ConfigurationKey.owner, names: table.names + sections.names,
                        elsewhere: table.elsewhere + sections.elsewhere)
                }
                continue
            }
            switch table.cases[index] {
            case .specs: configuration.specs = paths(field, mustExist: true)?.map { PathText.joined(folder, $0) }
            case .exclude:
                if let patterns = paths(field, mustExist: false) {
                    configuration.exclude = PathExclusion(base: folder, patterns: patterns)
                }
            case .rules: configuration.rules = ruleSettings(field, codes: codes)
            case .requireSuppressionReason: configuration.requiresSuppressionReason = bool(field)?.value
            case .os: configuration.os = keywordValue(field, as: ProfileOS.self)
            case .profiles: configuration.profiles = decodeProfiles(field)
            case .popover: configuration.popover = decodeBlock(field, as: PopoverSettings.self)
            }
        }
    }

    /// The text of a non-empty scalar.
    package mutating func text(_ field: FieldValue, expected: String) -> String? {
        guard document.kind(of: field.node) == .scalar else {
            reportMismatch(field, expected: expected)
            return nil
        }
        return nonEmptyScalarBytes(field, expected: expected).map { String(decoding: $0, as: UTF8.self) }
    }

    /// One name or a list of them, each a non-empty scalar.
    package mutating func names(_ field: FieldValue, expected: String) -> [String]? {
        guard document.kind(of: field.node) == .sequence else { return text(field, expected: expected).map { [$0] } }
        let items = document.items(of: field.node)
        if items.isEmpty {
            reportEmpty(field, expected: expected)
            return nil
        }
        let names = items.compactMap { text(FieldValue(node: $0, key: nil), expected: expected) }
        return names.count == items.count ? names : nil
    }

    /// One path or a list of them, as written (relative to the configuration's folder).
    private mutating func paths(_ field: FieldValue, mustExist: Bool) -> [String]? {
        guard document.kind(of: field.node) == .sequence else {
            return path(field, mustExist: mustExist).map { [$0] }
        }
        let items = document.items(of: field.node)
        if items.isEmpty {
            reportEmpty(field, expected: "a path or a list of paths")
            return nil
        }
        let paths = items.compactMap { path(FieldValue(node: $0, key: nil), mustExist: mustExist) }
        return paths.count == items.count ? paths : nil
    }

    /// A relative path that stays inside the project and, when asked, exists.
    package mutating func path(_ field: FieldValue, mustExist: Bool) -> String? {
        guard let written = text(field, expected: "a path relative to the configuration's folder") else { return nil }
        let normalized = PathText.normalized(written)
        if written.hasPrefix("/") || normalized == ".." || normalized.hasPrefix("../") {
            report(
                ConfigurationDiagnostics.pathOutsideProject.diagnostic(
                    "`\(written)` is outside the project", at: span(field.node),
                    label: written.hasPrefix("/") ? "an absolute path" : "leaves the configuration's folder",
                    notes: ["paths in `.sheetspec.yml` are relative to the folder it is in"],
                    help: "name a path inside the project, or move `.sheetspec.yml` up to a folder that holds it"))
            return nil
        }
        let folder = PathText.folder(of: document.source.path)
        if mustExist, !written.contains(where: { "*?".contains($0) }), access(PathText.joined(folder, written), F_OK) != 0 {
            report(
                ConfigurationDiagnostics.pathNotFound.diagnostic(
                    "`\(written)` does not exist", at: span(field.node), label: "no such file or folder",
                    notes: ["paths are relative to the configuration's folder, `\(folder)`"],
                    help: "correct the path, or delete the key"))
            return nil
        }
        return written
    }

    /// `rules:`: rule name or code → `off`, `warning` or `error`.
    private mutating func ruleSettings(
        _ field: FieldValue, codes: DescriptorCatalog
    ) -> [DiagnosticCode: RuleConfiguration.Setting] {
        guard expectMapping(field, expected: "a mapping from rule names to `off`, `warning` or `error`") else { return [:] }
        var settings: [DiagnosticCode: RuleConfiguration.Setting] = [:]
        for entry in document.entries(of: field.node) where document.kind(of: entry.key) == .scalar {
            let name = text(entry.key)
            let setting = keywordValue(FieldValue(node: entry.value, key: entry.key), as: RuleConfiguration.Setting.self)
            switch RuleConfiguration.rule(named: name) {
            case .success(let descriptor): if let setting { settings[descriptor.code] = setting }
            case .failure(let error):
                var suggestion: String?
                if case .unknownRule(_, let nearest) = error { suggestion = nearest }
                let untunable = codes.descriptor(named: name)
                report(
                    ConfigurationDiagnostics.unknownRule.diagnostic(
                        untunable == nil ? "no rule is called `\(name)`" : "`\(name)` cannot be turned off or changed",
                        at: span(entry.key), label: untunable == nil ? "unknown rule" : "not a rule",
                        notes: untunable == nil ? [] : ["YAML and decoding problems are always errors"],
                        help: suggestion.map { "did you mean `\($0)`?" } ?? "`sheetspec explain` lists the rules",
                        fixes: suggestion.map { [FixIt(span: span(entry.key), replacement: $0)] } ?? []))
            }
        }
        return settings
    }
}
