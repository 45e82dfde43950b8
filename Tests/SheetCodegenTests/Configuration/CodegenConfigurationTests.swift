import Foundation
import SheetCodegen
import SheetDiagnostics
import SheetLanguage
import Testing
import TestSupport

/// Code generation's keys of `.sheetspec.yml` (`output:`, `templates:`,
/// `access:`, `module:`, `stubs:`, `backends:`) are declared and decoded here,
/// through the language's configuration decoder, and reach `generate`'s
/// settings with the command line winning over them.
@Suite struct CodegenConfigurationTests {
    static let sections = ConfigurationSections(types: [CodegenConfiguration.self])

    /// Writes `.sheetspec.yml` with `text` into a fresh folder holding
    /// `folders`, and loads it as a run that may generate does.
    static func load(_ text: String, folders: [String] = []) throws -> ConfigurationLoad {
        let folder = try ScratchFolder.make("codegen-config")
        for name in folders {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let path = folder.appendingPathComponent(ConfigurationLoader.fileName)
        try text.write(to: path, atomically: true, encoding: .utf8)
        return ConfigurationLoader.load(path: path.path, sections: sections)
    }

    @Test func everyKeyDecodes() throws {
        let load = try Self.load(
            """
            specs: [Specs]
            output: App/Generated
            templates: SheetTemplates
            access: public
            module: SheetKit
            stubs: true
            backends: [conformance]
            """, folders: ["Specs", "SheetTemplates"])
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
        let folder = try #require(load.configuration?.folder)
        let codegen = try #require(load.codegen)
        #expect(codegen.output == folder + "/App/Generated")
        #expect(codegen.templates == folder + "/SheetTemplates")
        #expect(codegen.access == .public)
        #expect(codegen.module == "SheetKit")
        #expect(codegen.stubs == true)
        #expect(codegen.backends == ["conformance"])
    }

    @Test func theFileSetsWhatTheCommandLineLeavesOpen() throws {
        let load = try Self.load("output: Out\naccess: public\nmodule: SheetKit\nstubs: true\n")
        let folder = try #require(load.configuration?.folder)
        let fromFile = load.codegenOptions(access: nil, module: nil, stubs: nil)
        #expect(fromFile.accessLevel == .public)
        #expect(fromFile.runtimeModule == "SheetKit")
        #expect(fromFile.writesStubs == true)
        #expect(load.outputFolder(commandLine: nil) == folder + "/Out")
        let fromFlags = load.codegenOptions(access: .internal, module: "Other", stubs: false)
        #expect(fromFlags.accessLevel == .internal)
        #expect(fromFlags.runtimeModule == "Other")
        #expect(fromFlags.writesStubs == false)
        #expect(load.outputFolder(commandLine: "Flag") == "Flag")
    }

    @Test func withoutOutputTheDefaultFolderIsBesideTheConfiguration() throws {
        let load = try Self.load("stubs: false\n")
        let folder = try #require(load.configuration?.folder)
        #expect(load.outputFolder(commandLine: nil) == folder + "/" + GenerationOptions.defaultOutputFolder)
        #expect(ConfigurationLoad.none.outputFolder(commandLine: nil) == GenerationOptions.defaultOutputFolder)
    }

    @Test(arguments: [
        ("stubs: yes-please", ConfigurationDiagnostics.typeMismatch.code),
        ("output:", ConfigurationDiagnostics.emptyValue.code),
        ("backends: []", ConfigurationDiagnostics.emptyValue.code),
        ("access: private", ConfigurationDiagnostics.unknownValue.code),
        ("stubs: yes", DecodingDiagnostics.yaml11Boolean.code),
        ("output: ../elsewhere", ConfigurationDiagnostics.pathOutsideProject.code),
        ("templates: Gone", ConfigurationDiagnostics.pathNotFound.code),
        ("module: [a]", ConfigurationDiagnostics.typeMismatch.code),
    ])
    func valueProblemsHaveConfigurationCodes(line: String, code: DiagnosticCode) throws {
        let load = try Self.load("specs: [.]\n" + line + "\n")
        #expect(load.diagnostics.map(\.code) == [code], "\(load.diagnostics.map(\.message))")
        #expect(load.diagnostics.first?.span?.range.start.line == 2)
        #expect(load.hasErrors)
    }

    @Test func anOutputFolderNeedNotExistYet() throws {
        let load = try Self.load("output: NotYet\n")
        #expect(load.diagnostics.isEmpty)
    }

    @Test func otherToolsNamesAndTyposPointAtTheKey() throws {
        let load = try Self.load("output_dir: a\naccessLevel: public\nbackend: conformance\nacess: public\n")
        #expect(load.diagnostics.map(\.help) == [
            "did you mean `output`?", "did you mean `access`?", "did you mean `backends`?", "did you mean `access`?",
        ])
        #expect(load.diagnostics.map(\.fixes.first?.replacement) == ["output", "access", "backends", "access"])
    }

    @Test func anUnknownBackendInTheFileNamesTheFile() throws {
        let load = try Self.load("backends: [conformance, uikt]\n")
        guard case .failure(let diagnostic) = load.backends(commandLine: []) else {
            Issue.record("an unknown backend was accepted")
            return
        }
        #expect(diagnostic.code == CodegenDiagnostics.unknownBackend.code)
        #expect(diagnostic.message.contains("`uikt`") && diagnostic.message.contains(ConfigurationLoader.fileName))
    }

    /// What `simulate`'s FloatingPanel note reads: the backends `generate`
    /// writes without `--backend`, decided here and not by the command line.
    @Test func generatedBackendsAreThoseGenerateWritesWithoutFlags() throws {
        // Written out of order and with a repeat: `Backend.all` order, each once.
        let named = try Self.load("backends: [floatingpanel, uikit, floatingpanel]\n")
        #expect(named.generatedBackends.map(\.id) == ["uikit", "floatingpanel"])
        let every = try Self.load("backends: [swiftui, floatingpanel, conformance, uikit]\n")
        #expect(every.generatedBackends.map(\.id) == ["conformance", "uikit", "swiftui", "floatingpanel"])
        // No `backends:`, or no configuration at all: the default.
        #expect(try Self.load("output: Out\n").generatedBackends.map(\.id) == ["conformance"])
        #expect(ConfigurationLoad.none.generatedBackends.map(\.id) == ["conformance"])
        // `generate` would stop: an unknown backend, or an error elsewhere in the file.
        #expect(try Self.load("backends: [floatingpanel, uikt]\n").generatedBackends.isEmpty)
        let broken = try Self.load("backends: [floatingpanel]\naccess: loud\n")
        #expect(broken.hasErrors)
        #expect(broken.generatedBackends.isEmpty)
    }
}
