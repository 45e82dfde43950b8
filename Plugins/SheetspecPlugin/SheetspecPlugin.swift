import Foundation
import PackagePlugin

/// Generates the code of every `*.sheet.yaml` in a target at build time,
/// with the `sheetspec` tool built from this package (or, in the
/// SheetspecPlugins package scripts/release writes, the artifact bundle's
/// prebuilt one), for every backend the
/// configuration's `backends:` names (by default the `BottomSheetable`
/// conformance).
///
/// One `.buildCommand` for the target, never a `.prebuildCommand`: a build
/// command declares its inputs and outputs, so SwiftPM runs it only when one
/// of them changed, and it may use a tool built from source. Its outputs are
/// not named here: the plugin asks the tool (`generate --list-outputs`, with
/// the same arguments as the command), so the plugin and the generator cannot
/// disagree about names, and a new backend needs no change here. Every spec
/// is an input (a spec may extend a sheet declared in another file of the
/// target), so one command for the target does once what one command per
/// spec would do once per spec. Outputs use the flat layout: SwiftPM names
/// object files after source file names, so two outputs with one name in two
/// folders would fail with "multiple producers". Stubs are never written.
@main
struct SheetspecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let specs = module.sourceFiles.map(\.url).filter { SpecFiles.isSpec($0) }
            .sorted { $0.path().utf8.lexicographicallyPrecedes($1.path().utf8) }
        guard !specs.isEmpty else { return [] }
        let tool = try context.tool(named: "sheetspec")
        let targetFolder = module.directoryURL
        let project = ProjectFiles(targetFolder: targetFolder, packageFolder: context.package.directoryURL)
        let configArguments = project.configuration.map { ["--config", $0.path()] } ?? ["--no-config"]
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let arguments = [
            "generate", targetFolder.path(), "--output", output.path(), "--layout", "flat", "--no-stubs",
            "--format", "clang", "--quiet", "--jobs", "1",
        ] + configArguments
        // When the specs cannot be generated, the tool says why; the command
        // still runs (with no declared outputs, it runs on every build) so
        // the build fails with the tool's diagnostics in its log.
        let outputs = try ToolOutputs.list(tool: tool.url, arguments: arguments + ["--list-outputs"])
        return [
            .buildCommand(
                displayName: "sheetspec: generating \(outputs.count) files from \(specs.count) specs in \(target.name)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: specs + (project.configuration.map { [$0] } ?? []) + project.templates,
                outputFiles: outputs)
        ]
    }
}

/// Which source files are specs.
enum SpecFiles {
    static func isSpec(_ url: URL) -> Bool {
        [".sheet.yaml", ".sheet.yml"].contains { url.lastPathComponent.hasSuffix($0) }
    }
}

/// Runs `sheetspec generate … --list-outputs` while the plugin plans the
/// build: SwiftPM builds a plugin's tools before it runs the plugin.
enum ToolOutputs {
    /// The listed files; none when the tool found problems (they are shown
    /// when the build command runs).
    static func list(tool: URL, arguments: [String]) throws -> [URL] {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let standardOutput = Pipe()
        process.standardOutput = standardOutput
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
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
