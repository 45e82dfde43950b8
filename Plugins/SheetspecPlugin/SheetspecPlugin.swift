import Foundation
import PackagePlugin

/// Generates the `BottomSheetable` conformance of every `*.sheet.yaml` in a
/// target at build time, with the `sheetspec` tool built from this package.
///
/// One `.buildCommand` per spec, never a `.prebuildCommand`: a build command
/// declares its inputs and outputs, so SwiftPM runs it only when one of them
/// changed, and it may use a tool built from source. Each command runs
/// `sheetspec generate TARGET --only SPEC --output-file FILE`: the whole
/// target's specs are read (for `extends` across files) but only the one file
/// is written, at the path declared here, so the plugin and the generator
/// cannot disagree about names. Stubs are never written by the plugin.
@main
struct SheetspecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let specs = module.sourceFiles.map(\.url).filter { SpecNaming.isSpec($0) }
            .sorted { $0.path().utf8.lexicographicallyPrecedes($1.path().utf8) }
        guard !specs.isEmpty else { return [] }
        let tool = try context.tool(named: "sheetspec")
        let targetFolder = module.directoryURL
        let project = ProjectFiles(targetFolder: targetFolder, packageFolder: context.package.directoryURL)
        let configArguments = project.configuration.map { ["--config", $0.path()] } ?? ["--no-config"]
        // Every spec is an input of every command: a spec may extend a sheet
        // declared in another file of the target.
        let inputs = specs + (project.configuration.map { [$0] } ?? []) + project.templates
        let outputNames = SpecNaming.outputNames(for: specs, under: targetFolder)
        return zip(specs, outputNames).map { spec, name in
            let output = context.pluginWorkDirectoryURL.appending(path: name)
            return .buildCommand(
                displayName: "sheetspec: generating \(name) from \(spec.lastPathComponent)",
                executable: tool.url,
                arguments: [
                    "generate", targetFolder.path(), "--only", spec.path(), "--output-file", output.path(),
                    "--format", "clang", "--quiet", "--jobs", "1",
                ] + configArguments,
                inputFiles: inputs,
                outputFiles: [output])
        }
    }
}

/// The plugin's output names, unique within a target.
enum SpecNaming {
    static let suffixes = [".sheet.yaml", ".sheet.yml"]

    static func isSpec(_ url: URL) -> Bool {
        suffixes.contains { url.lastPathComponent.hasSuffix($0) }
    }

    /// `Sheets/ipad/picker.sheet.yaml` in the target `Sheets` is
    /// `ipad_picker+BottomSheetable.generated.swift`: the path below the
    /// target with `/` as `_`, since SwiftPM names object files after the
    /// source's file name and two outputs with one name fail the build with
    /// "multiple producers". A name that still repeats (`a_b/x` and `a/b_x`)
    /// gets `-2`, `-3` in path order.
    static func outputNames(for specs: [URL], under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path()
        var used: [String: Int] = [:]
        return specs.map { spec in
            var relative = spec.standardizedFileURL.path()
            if relative.hasPrefix(base) { relative.removeFirst(base.count) }
            relative = relative.split(separator: "/").joined(separator: "_")
            for suffix in suffixes where relative.hasSuffix(suffix) {
                relative.removeLast(suffix.count)
                break
            }
            let count = used[relative, default: 0] + 1
            used[relative] = count
            return (count == 1 ? relative : "\(relative)-\(count)") + "+BottomSheetable.generated.swift"
        }
    }
}

/// The project files a target's generation depends on besides its specs.
struct ProjectFiles {
    /// The nearest `.sheetspec.yml` from the target's folder up to the package's.
    var configuration: URL?
    /// The override templates the configuration's `templates:` names.
    var templates: [URL] = []

    init(targetFolder: URL, packageFolder: URL) {
        let packagePath = packageFolder.standardizedFileURL.path()
        var folder = targetFolder.standardizedFileURL
        while true {
            let candidate = folder.appending(path: ".sheetspec.yml")
            if FileManager.default.fileExists(atPath: candidate.path()) {
                configuration = candidate
                break
            }
            let path = folder.path()
            if path == packagePath || path == "/" || !path.hasPrefix(packagePath) { break }
            folder = folder.deletingLastPathComponent()
        }
        guard let configuration, let templatesFolder = Self.templatesFolder(in: configuration) else { return }
        let folderURL = configuration.deletingLastPathComponent().appending(path: templatesFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folderURL.path())) ?? []
        templates = names.filter { $0.hasSuffix(".mustache") }.sorted().map { folderURL.appending(path: $0) }
    }

    /// The `templates:` value, read line by line: the plugin cannot link the
    /// YAML reader, and the generator validates the file itself. Only the
    /// plain one-line form (`templates: SheetTemplates`) is recognised here;
    /// templates are read either way, this only tells SwiftPM to watch them.
    static func templatesFolder(in configuration: URL) -> String? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("templates:") {
            var value = line.dropFirst("templates:".count)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }
}
