import SheetDiagnostics
import SheetIO
import SheetYAML
import Synchronization

/// The validate and lint pipeline: find the files, check them, and gather
/// every diagnostic in report order.
///
/// It streams: a file is read, decoded, checked by the rules and resolved on
/// the device profiles on one worker, then its syntax tree is dropped and
/// only a small summary stays (`FileCheck`), so memory does not grow with
/// the number of files. Rules about the run as a whole (ids and types across
/// files, `extends` and `navigation.push` into another file) are then
/// settled by reading again only the files they concern, in small groups
/// (`RelatedFiles`). The result is the same as checking every file in one
/// context, which the tests compare.
public enum SpecValidator {
    /// A `validate` or `lint` run: only the report is wanted, so resolved
    /// sheets are not kept.
    public static func validate(paths: [String], options: ValidationOptions) -> ValidationReport {
        var options = options
        options.keepsResolvedSheets = false
        return run(paths: paths, options: options).report
    }

    public static func run(paths: [String], options: ValidationOptions) -> ValidationRun {
        let found = SpecFileFinder.find(paths, excluding: options.exclusion)
        let files = found.files
        return check(count: files.count, inputDiagnostics: found.diagnostics, options: options) {
            SpecLoader.load(path: files[$0], limits: options.limits)
        }
    }

    /// The same over files already loaded (tests, fuzzing, editors). They are
    /// taken in byte order of their paths, as the finder gives them, so that
    /// which of two sheets with one id comes first never depends on the order given.
    public static func check(
        _ loaded: [LoadedSpec], inputDiagnostics: [Diagnostic] = [], options: ValidationOptions
    ) -> ValidationRun {
        let inOrder = { (lhs: LoadedSpec, rhs: LoadedSpec) in SpecFileFinder.pathOrder(lhs.path, rhs.path) }
        let loaded = zip(loaded, loaded.dropFirst()).allSatisfy { !inOrder($1, $0) } ? loaded : loaded.sorted(by: inOrder)
        return check(count: loaded.count, inputDiagnostics: inputDiagnostics, options: options) { loaded[$0] }
    }

    /// Both passes over `count` files in run order; `load` gives file `n`,
    /// and is called again for the files the second pass reads.
    private static func check(
        count: Int, inputDiagnostics: [Diagnostic], options: ValidationOptions,
        load: @escaping @Sendable (Int) -> LoadedSpec
    ) -> ValidationRun {
        let screens = ResolutionChecks.Screens(options.profiles)
        let completed = Atomic<Int>(0)
        let names = RunNames(fileCount: count)
        let files = parallelMap(count: count, jobs: options.jobs) { position in
            let file = FileCheck(load(position), position: position, names: names, options: options, screens: screens)
            options.fileLoaded?(completed.wrappingAdd(1, ordering: .relaxed).newValue, count)
            return file
        }
        let related = RelatedFiles(files, names: names) {
            parallelMap(count: count, jobs: options.jobs) { load($0).spec?.sheets.map(\.id.value) ?? [] }.flatMap { $0 }
        }
        let groups = GroupCheck.run(related, files: files, options: options, screens: screens, load: load)

        var diagnostics = inputDiagnostics
        var sources: [String: SourceFile] = [:]
        var ruleDiagnostics: [Diagnostic] = []
        var resolutionParts: [ResolutionPart] = []
        for file in files {
            diagnostics += file.loadDiagnostics
            if let source = file.source { sources[file.path] = source }
            if let alone = file.alone, !groups.checked.contains(file.path) {
                ruleDiagnostics += alone.rules
                resolutionParts.append(alone.resolution)
            }
        }
        for group in groups.results {
            ruleDiagnostics += group.check.rules
            resolutionParts.append(group.check.resolution)
            sources.merge(group.sources) { kept, _ in kept }
        }
        let resolution = SpecResolution(assembling: resolutionParts)
        // Parts checked apart can find one problem at one place twice (two
        // sheets in two groups inheriting it), as one context's rules can.
        var seen: Set<Diagnostic> = ruleDiagnostics.isEmpty ? [] : Set(minimumCapacity: ruleDiagnostics.count)
        var wholeRunDiagnostics =
            ruleDiagnostics.filter { seen.insert($0).inserted }
            + resolution.diagnostics.compactMap { options.rules.configured($0) }
        let suppressions = files.compactMap(\.suppressions)
        if !suppressions.isEmpty {
            let withErrors = Set(files.filter(\.hasErrors).map(\.path))
            let filtered = SuppressionFilter.apply(
                suppressions, to: wholeRunDiagnostics, options: options, filesWithErrors: withErrors)
            wholeRunDiagnostics = filtered.kept + filtered.found
        }
        addMissingSources(for: wholeRunDiagnostics, to: &sources, limits: options.limits)
        diagnostics +=
            options.attachesKeyOrderFixes
            ? KeyOrderFixes.attach(to: wholeRunDiagnostics, sources: sources, limits: options.limits)
            : wholeRunDiagnostics
        diagnostics.sort(by: Diagnostic.reportOrder)
        let report = ValidationReport(fileCount: count, diagnostics: diagnostics, sources: sources)
        return ValidationRun(report: report, resolution: resolution)
    }

    /// Rules and resolution may point into files that had no problem of their own, whose
    /// bytes were not kept; read those again for the snippets.
    private static func addMissingSources(
        for diagnostics: [Diagnostic], to sources: inout [String: SourceFile], limits: YAMLLimits
    ) {
        let paths = self.paths(pointedAtBy: diagnostics)
        for path in paths.sorted() where sources[path] == nil {
            if case .success(let file) = SourceFileReader.read(path: path, maxBytes: limits.maxFileBytes) {
                sources[path] = file
            }
        }
    }

    /// The files diagnostics point into, with their secondary labels.
    static func paths(pointedAtBy diagnostics: [Diagnostic]) -> Set<String> {
        var paths = Set<String>()
        for diagnostic in diagnostics {
            if let path = diagnostic.span?.path { paths.insert(path) }
            paths.formUnion(diagnostic.secondary.map(\.span.path))
        }
        return paths
    }
}
