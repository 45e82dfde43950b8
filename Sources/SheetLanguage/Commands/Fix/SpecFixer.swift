import SheetDiagnostics
import SheetIO
import SheetYAML

/// `sheetspec fix`: applies every safe fix-it (`FixApplicability.safe`) to
/// the specs' text, in rounds, until a check of the fixed text finds none.
///
/// A fix can reveal another problem: the values under a misspelt key are
/// read only once the key is right. So each round checks every file, takes
/// the safe fixes that touch distinct bytes (`FixEdits`) and applies them;
/// the next round checks the result. Everything happens on the text in
/// memory: nothing is written until the caller asks (`FixRun.write`), so a
/// dry run and a real one find the same fixes.
public enum SpecFixer {
    /// Rounds after which a file that still changes is given up on
    /// (`FixingDiagnostics.didNotConverge`). Real fixes settle in two or
    /// three: one for what the file shows, one for what that revealed.
    public static let defaultMaxRounds = 8

    /// Finds and reads the files as `validate` does, then fixes them.
    public static func run(paths: [String], options: ValidationOptions, maxRounds: Int = defaultMaxRounds) -> FixRun {
        let found = SpecFileFinder.find(paths, excluding: options.exclusion)
        var diagnostics = found.diagnostics
        var sources: [SourceFile] = []
        for path in found.files {
            switch SourceFileReader.read(path: path, maxBytes: options.limits.maxFileBytes) {
            case .success(let file): sources.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return run(sources, inputDiagnostics: diagnostics, options: options, maxRounds: maxRounds)
    }

    /// The same over texts already in memory (tests, editors).
    public static func run(
        _ sources: [SourceFile], inputDiagnostics: [Diagnostic] = [], options: ValidationOptions,
        maxRounds: Int = defaultMaxRounds
    ) -> FixRun {
        var current = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var fixCounts: [String: Int] = [:]
        var rejected: Set<FixIt> = []
        var report = check(current, inputDiagnostics: inputDiagnostics, options: options)
        var rounds = 0
        var attempts = 0
        var stillChanging: [String] = []
        while true {
            let edits = FixEdits(
                report.diagnostics, sizes: current.mapValues(\.count), rejecting: rejected)
            if edits.isEmpty { break }
            guard attempts < maxRounds else {
                stillChanging = edits.paths
                break
            }
            attempts += 1
            var changed = false
            for path in edits.paths {
                guard let old = current[path] else { continue }
                let (new, applied, refused) = apply(edits.changes(in: path), to: old, path: path, limits: options.limits)
                changed = changed || new != old
                current[path] = new
                fixCounts[path, default: 0] += applied
                rejected.formUnion(refused)
            }
            if changed { rounds += 1 }
            report = check(current, inputDiagnostics: inputDiagnostics, options: options)
        }
        let files = sources.map { source in
            FixedFile(path: source.path, original: source.bytes, fixed: current[source.path] ?? source.bytes,
                fixCount: fixCounts[source.path] ?? 0)
        }
        if !stillChanging.isEmpty { report = giveUp(on: stillChanging, report: report, rounds: attempts) }
        return FixRun(files: files, report: report, rounds: rounds)
    }

    /// A file's changes of one round: all of them, unless together they make
    /// the YAML worse (a renamed key that another key of the mapping already
    /// has); then only the first, or none when the first alone does, and
    /// that one is refused from then on. Every round thus either applies a
    /// fix or refuses one, so the rounds end.
    private static func apply(_ changes: [FixEdits.Change], to old: [UInt8], path: String, limits: YAMLLimits)
        -> (bytes: [UInt8], applied: Int, refused: [FixIt])
    {
        let before = yamlErrors(old, path: path, limits: limits)
        let all = FixEdits.applying(changes, to: old)
        if yamlErrors(all, path: path, limits: limits) <= before { return (all, changes.count, []) }
        let first = FixEdits.applying([changes[0]], to: old)
        if yamlErrors(first, path: path, limits: limits) <= before { return (first, 1, []) }
        return (old, 0, changes[0].fixes)
    }

    private static func yamlErrors(_ bytes: [UInt8], path: String, limits: YAMLLimits) -> Int {
        YAMLParser(limits: limits).parse(SourceFile(path: path, bytes: bytes)).diagnostics.count { $0.severity == .error }
    }

    /// Checks the texts as `lint` would check them on disk, with every
    /// text at hand for the snippets (the files on disk may differ).
    private static func check(_ texts: [String: [UInt8]], inputDiagnostics: [Diagnostic], options: ValidationOptions)
        -> ValidationReport
    {
        var options = options
        options.keepsResolvedSheets = false
        let loaded = texts.map { SpecLoader.load(SourceFile(path: $0.key, bytes: $0.value), limits: options.limits) }
        var report = SpecValidator.check(loaded, inputDiagnostics: inputDiagnostics, options: options).report
        for path in SpecValidator.paths(pointedAtBy: report.diagnostics) {
            if let bytes = texts[path] { report.sources[path] = SourceFile(path: path, bytes: bytes) }
        }
        return report
    }

    /// Reports each file that still had safe fixes after the last round;
    /// what the rounds did is kept, as every step was a safe fix.
    private static func giveUp(on paths: [String], report: ValidationReport, rounds: Int) -> ValidationReport {
        var report = report
        for path in paths.sorted() {
            report.diagnostics.append(
                FixingDiagnostics.didNotConverge.diagnostic(
                    "`\(path)` still had fixes to apply after \(rounds) round\(rounds == 1 ? "" : "s")", at: nil,
                    notes: ["the fixes of those rounds were applied"],
                    help: "run `sheetspec fix` again, or apply the remaining fixes by hand"))
        }
        report.diagnostics.sort(by: Diagnostic.reportOrder)
        return report
    }
}
