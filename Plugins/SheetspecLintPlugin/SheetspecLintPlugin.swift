import Foundation
import PackagePlugin

/// `swift package sheetspec-lint [--target NAME]... [sheetspec lint options]`:
/// lints the package's specs with the `sheetspec` tool (built from source, or
/// the artifact bundle's in the SheetspecPlugins package scripts/release writes).
///
/// With a `.sheetspec.yml` at the package's top and no `--target`, the
/// configuration's `specs:` are linted, as `sheetspec lint` does in that
/// folder; otherwise the `*.sheet.yaml` files of the package's targets (or of
/// the named ones). Other arguments go to `sheetspec lint` (`--strict`,
/// `--rule NAME=off`, `--format`).
@main
struct SheetspecLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let packageFolder = context.package.directoryURL
        let configuration = packageFolder.appending(path: ".sheetspec.yml")
        var lintArguments = ["lint"] + passed
        if FileManager.default.fileExists(atPath: configuration.path()) {
            lintArguments += ["--config", configuration.path()]
        }
        if !targetNames.isEmpty || !FileManager.default.fileExists(atPath: configuration.path()) {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            let specs = targets.compactMap(\.sourceModule).flatMap { module in
                module.sourceFiles.map(\.url).filter { [".sheet.yaml", ".sheet.yml"].contains(where: $0.lastPathComponent.hasSuffix) }
            }
            guard !specs.isEmpty else {
                print("sheetspec-lint: no *.sheet.yaml files in the package's targets; nothing to lint")
                return
            }
            lintArguments += specs.map { $0.path() }.sorted()
        }
        let process = Process()
        process.executableURL = try context.tool(named: "sheetspec").url
        process.arguments = lintArguments
        process.currentDirectoryURL = packageFolder
        try process.run()
        process.waitUntilExit()
        // The diagnostics are above; one line says the run failed (an error
        // diagnostic as well as the thrown error printed it twice).
        if process.terminationStatus != 0 { throw LintFailure(status: process.terminationStatus) }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "sheetspec lint found problems (exit status \(status)); they are listed above" }
}
