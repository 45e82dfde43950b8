import SheetDiagnostics
import SheetIO
import SheetYAML

/// The second pass: each group of related files (`RelatedFiles`) read again
/// and checked as one context, with every id of the run at hand.
struct GroupCheck: Sendable {
    struct Result: Sendable {
        var check: ContextCheck
        /// Sources of the group's files that its diagnostics point into.
        var sources: [String: SourceFile]
    }

    /// Group results in run order, and the paths of every file they checked
    /// (whose first-pass checks no longer count).
    var results: [Result]
    var checked: Set<String>

    static func run(
        _ related: RelatedFiles, files: [FileCheck], options: ValidationOptions, screens: ResolutionChecks.Screens,
        load: @Sendable (Int) -> LoadedSpec
    ) -> GroupCheck {
        let groups = related.groups
        guard !groups.isEmpty else { return GroupCheck(results: [], checked: []) }
        // A file many groups refer to (a base sheet every file extends) is read once.
        let shared = Set(groups.flatMap(\.referenced)).sorted()
        let sharedLoaded = Dictionary(
            uniqueKeysWithValues: zip(shared, parallelMap(count: shared.count, jobs: options.jobs) { load(shared[$0]) }))
        // One group uses every worker; several groups use one worker each.
        let inner = groups.count == 1 ? options.jobs : 1
        let runIDs = related.runIDs
        let results = parallelMap(count: groups.count, jobs: options.jobs) { index -> Result in
            let group = groups[index]
            let loaded = group.all.map { sharedLoaded[$0] ?? load($0) }
            let specs = loaded.compactMap(\.spec)
            // Errors are known from the first pass, whatever a second reading says.
            let withErrors = Set(group.all.filter { files[$0].hasErrors }.map { files[$0].path })
            let context = RuleContext(
                files: specs, filesWithErrors: withErrors,
                referenceOnly: Set(group.referenced.map { files[$0].path }), runIDs: runIDs,
                popoverDefaults: options.popoverDefaults)
            let check = ContextCheck(context, options: options, screens: screens, jobs: inner)
            return Result(check: check, sources: sources(of: loaded, for: check))
        }
        return GroupCheck(results: results, checked: Set(groups.flatMap(\.checked).map { files[$0].path }))
    }

    private static func sources(of loaded: [LoadedSpec], for check: ContextCheck) -> [String: SourceFile] {
        let wanted = SpecValidator.paths(pointedAtBy: check.diagnostics)
        var sources: [String: SourceFile] = [:]
        for file in loaded where wanted.contains(file.path) {
            if let source = file.source { sources[file.path] = source }
        }
        return sources
    }
}
