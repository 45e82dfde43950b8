import BottomSheetable
import SheetCodegen
import SheetDiagnostics
import SheetLanguage

/// Settings of one `report` (or one side of a `diff`).
public struct ReportSettings: Sendable {
    /// Limits, jobs and rules; its profiles are replaced by each release's.
    public var validation: ValidationOptions
    /// The releases to plan on, newest first.
    public var releases: [ProfileOS]
    public var backends: [Backend]
    /// The project's configuration, whose `profiles:` apply to every release
    /// as `plan --os` applies them (`ConfigurationLoad.profiles(os:)`).
    public var configuration: ConfigurationLoad

    public init(
        validation: ValidationOptions = ValidationOptions(), releases: [ProfileOS] = ProfileOS.allCases,
        backends: [Backend] = Backend.all, configuration: ConfigurationLoad = .none
    ) {
        self.validation = validation
        self.releases = releases
        self.backends = backends
        self.configuration = configuration
    }
}

/// Builds a `ProjectReport`: the specs are validated and planned on each
/// release's profiles (the built-in ones with the configuration's
/// `profiles:` applied) exactly as `plan --os` does, the standard
/// gestures run through `SpecSimulator` as `simulate` runs them, and the
/// code comes from `SpecGenerator.render`, as `generate` writes it.
public enum ReportCollector {
    public static func collect(paths: [String], options: ReportSettings) -> ProjectReport {
        var releases: [(ProfileOS, ValidationRun, LayoutPlan)] = []
        let planned = options.releases.isEmpty ? [ProfileOS.newest] : options.releases
        for os in planned {
            var validation = options.validation
            validation.profiles = options.configuration.profiles(os: os)
            validation.keepsResolvedSheets = true
            let run = SpecValidator.run(paths: paths, options: validation)
            releases.append((os, run, LayoutPlanner.plan(run.resolution, profiles: validation.profiles)))
        }
        let newest = releases[0]
        let report = newest.1.report
        var generated: [GeneratedFile] = []
        var generationDiagnostics: [Diagnostic] = []
        if report.errorCount == 0 {
            let rendered = TemplateLibrary.load(overrideFolder: nil).flatMap { templates in
                SpecGenerator.render(
                    newest.1, roots: paths, templates: templates, options: CodegenOptions(), backends: options.backends)
            }
            switch rendered {
            case .success(let files): generated = files.filter { $0.kind == .generated }
            case .failure(let problems): generationDiagnostics = problems.diagnostics
            }
        }

        let sheetsByFile = Dictionary(grouping: newest.2.sheets.indices) { newest.2.sheets[$0].sheet.source.path }
        let diagnosticsByFile = Dictionary(grouping: report.diagnostics) { $0.span?.path ?? "" }
        let paths = Set(diagnosticsByFile.keys).subtracting([""]).union(sheetsByFile.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let specs = paths.map { path in
            let sheets = (sheetsByFile[path] ?? []).map { index in
                ReportedSheet(
                    sheet: newest.2.sheets[index].sheet,
                    releases: releases.compactMap { os, _, plan in
                        // Sheets are sorted by id in every plan, but a release can
                        // resolve fewer (errors); look the sheet up by id.
                        let id = newest.2.sheets[index].sheet.id
                        guard let sheetPlan = plan.sheets.first(where: { $0.sheet.id == id }) else { return nil }
                        return release(sheetPlan, os: os, profiles: plan.profiles)
                    })
            }
            return ReportedSpec(
                path: path, sheets: sheets, diagnostics: diagnosticsByFile[path] ?? [],
                generated: files(of: path, among: generated))
        }
        var project = ProjectReport(
            specs: specs, runDiagnostics: diagnosticsByFile[""] ?? [], releases: planned,
            backends: options.backends.map(\.id), generationDiagnostics: generationDiagnostics,
            validation: report)
        if let configuration = options.configuration.configuration, configuration.profiles != nil {
            project.profilesConfiguredIn = configuration.path
        }
        return project
    }

    /// The sheet's standard gestures on every screen of every profile.
    static func release(_ plan: SheetPlan, os: ProfileOS, profiles: [DeviceProfile]) -> SheetRelease {
        var runs: [GestureRun] = []
        for profile in profiles {
            guard let layout = plan.profiles.first(where: { $0.profile == profile.name }) else { continue }
            for screenLayout in layout.screens where screenLayout.presentedAs == .sheet {
                guard let screen = profile.screens.first(where: { $0.orientation == screenLayout.orientation })
                else { continue }
                for gesture in StandardGesture.allCases {
                    guard var request = gesture.request(sheet: plan.sheet.id, screen: screenLayout) else { continue }
                    request.profile = profile.name
                    request.orientation = screen.orientation
                    guard case .success(let simulation) = SpecSimulator.simulate(
                        plan.sheet, on: profile, screen: screen, request: request)
                    else { continue }
                    runs.append(
                        GestureRun(
                            gesture: gesture, profile: profile.name, orientation: screen.orientation, request: request,
                            simulation: simulation))
                }
            }
        }
        return SheetRelease(os: os, profiles: profiles, plan: plan, gestures: runs)
    }

    /// The generated files of the spec at `path`: those named after it
    /// (`CodegenSpec.outputName`) in a folder that ends its own folder.
    static func files(of path: String, among files: [GeneratedFile]) -> [GeneratedFile] {
        let slash = path.lastIndex(of: "/")
        let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = slash.map { String(path[..<$0]) } ?? ""
        let prefix = CodegenSpec.outputName(forSpecFile: fileName) + "+"
        return files.filter { file in
            let fileSlash = file.relativePath.lastIndex(of: "/")
            let name = fileSlash.map { String(file.relativePath[file.relativePath.index(after: $0)...]) }
                ?? file.relativePath
            let fileFolder = fileSlash.map { String(file.relativePath[..<$0]) } ?? ""
            return name.hasPrefix(prefix) && (fileFolder.isEmpty || ("/" + folder).hasSuffix("/" + fileFolder))
        }
    }
}
