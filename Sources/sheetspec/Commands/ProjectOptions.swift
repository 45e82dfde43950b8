import ArgumentParser
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--config` and `--no-config`, and what every command does with the
/// project configuration before its own work.
struct ProjectOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp("Use this configuration file instead of the nearest .sheetspec.yml.", valueName: "file"),
        completion: .file(extensions: ["yml", "yaml"]))
    var configPath: String?

    @Flag(name: .customLong("no-config"), help: "Ignore any .sheetspec.yml.")
    var ignoresConfig = false

    func validate() throws {
        if configPath != nil && ignoresConfig { throw ValidationError("--config and --no-config do not go together.") }
    }

    /// The configuration and the paths to work on: those given, else the
    /// configuration's `specs:`. Stops with exit status 2 when the
    /// configuration has errors (after printing them where the command prints
    /// diagnostics) or no paths are left.
    func load(paths: [String], report: ReportOptions, diagnosticsTo descriptor: Int32) throws -> (ConfigurationLoad, [String]) {
        let load = try configuration(report: report, diagnosticsTo: descriptor)
        let resolved = load.specPaths(commandLine: paths)
        if resolved.isEmpty {
            Terminal.write(
                "sheetspec: error: give at least one spec file or folder, or run inside a project whose "
                    + "\(ConfigurationLoader.fileName) names them (`sheetspec init` writes one)\n", to: STDERR_FILENO)
            throw ExitCode(ExitStatus.couldNotRun)
        }
        return (load, resolved)
    }

    /// The configuration alone, for a command whose paths are its own
    /// (`diff`); stops with exit status 2 when it has errors.
    func configuration(report: ReportOptions, diagnosticsTo descriptor: Int32) throws -> ConfigurationLoad {
        let load = ConfigurationLoader.load(
            explicit: configPath, disabled: ignoresConfig, limits: report.limits, codes: .every, sections: .every)
        if load.hasErrors {
            report.print(load.report, to: descriptor)
            throw ExitCode(ExitStatus.couldNotRun)
        }
        return load
    }
}
