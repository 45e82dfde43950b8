import SheetDiagnostics
import SheetYAML

/// The checks of one `RuleContext`: its rules (at configured severities) and
/// the resolution of its sheets.
struct ContextCheck: Sendable {
    var rules: [Diagnostic]
    var resolution: ResolutionPart

    var foundSomething: Bool { !rules.isEmpty || !resolution.isClean }

    /// Every diagnostic the check found, before geometry findings are merged.
    var diagnostics: [Diagnostic] {
        rules + resolution.resolverDiagnostics + resolution.findings.flatMap(\.diagnostics)
    }

    /// A check that found nothing and kept no sheet.
    static let nothing = ContextCheck(
        rules: [], resolution: ResolutionPart(sheets: [], resolverDiagnostics: [], findings: []))

    private init(rules: [Diagnostic], resolution: ResolutionPart) {
        self.rules = rules
        self.resolution = resolution
    }

    init(_ context: RuleContext, options: ValidationOptions, screens: ResolutionChecks.Screens, jobs: Int) {
        var context = context
        context.profiles = options.profiles
        rules = RuleEngine.check(context, configuration: options.rules, jobs: jobs)
        resolution = SpecResolver.part(
            of: context, on: screens, jobs: jobs, keepingSheets: options.keepsResolvedSheets)
    }
}

/// What the first pass keeps of one file once its syntax tree is gone: small
/// enough to hold for every file of a run.
///
/// A file that refers to no sheet outside itself is checked right away, on
/// its own. What that check found stands unless the file shares a sheet id
/// or a type with another file, or a rule that reads the whole run found
/// something in it (`SpecRule.readsWholeRun`); then, like a file that refers
/// to other files, it is checked again with the files it relates to.
struct FileCheck: Sendable {
    var path: String
    var hasErrors: Bool
    /// The ids the file refers to (`extends`, `navigation.push`) that it
    /// does not declare.
    var outsideReferences: [String]
    /// Whether `alone` stands as the file's whole result, as far as the file
    /// itself can tell (ids and types shared with other files are found later).
    var standsAlone: Bool
    private var checkedAlone: Bool
    /// What there is to keep beyond the summary; most files have nothing,
    /// and then hold no box at all.
    private var kept: Kept?

    /// Reading, parsing and decoding: facts of this file alone, never redone.
    var loadDiagnostics: [Diagnostic] { kept?.loadDiagnostics ?? [] }
    /// Kept only when the file has diagnostics, for their snippets.
    var source: SourceFile? { kept?.source }
    /// The check of the file on its own; `nil` when it refers outside itself.
    var alone: ContextCheck? { checkedAlone ? kept?.alone ?? ContextCheck.nothing : nil }
    /// The file's inline suppressions, applied when the run has reported.
    var suppressions: FileSuppressions? { kept?.suppressions }

    private final class Kept: Sendable {
        let loadDiagnostics: [Diagnostic]
        let source: SourceFile?
        let alone: ContextCheck?
        let suppressions: FileSuppressions?

        init(loadDiagnostics: [Diagnostic], source: SourceFile?, alone: ContextCheck?, suppressions: FileSuppressions?) {
            self.loadDiagnostics = loadDiagnostics
            self.source = source
            self.alone = alone
            self.suppressions = suppressions
        }
    }

    /// Checks file `position` of the run, and notes the ids it declares and
    /// the types it uses in `names` (hashed with this process's seed: they
    /// are compared only within the run).
    init(
        _ loaded: LoadedSpec, position: Int, names: RunNames, options: ValidationOptions,
        screens: ResolutionChecks.Screens
    ) {
        path = loaded.path
        hasErrors = loaded.hasErrors
        let spec = loaded.spec
        let sheets = spec?.sheets ?? []
        names.note(
            declaring: sheets.lazy.map { $0.id.value.hashValue },
            typed: sheets.lazy.compactMap { $0.settings.typeName?.hashValue }, at: position)
        let references = spec.map(Self.references) ?? []
        if references.isEmpty {
            outsideReferences = []
        } else {
            let declared = Set(sheets.lazy.map(\.id.value))
            outsideReferences = references.filter { !declared.contains($0) }
        }
        var alone: ContextCheck?
        if let spec, outsideReferences.isEmpty {
            let context = RuleContext(
                files: [spec], filesWithErrors: hasErrors ? [spec.path] : [], popoverDefaults: options.popoverDefaults)
            alone = ContextCheck(context, options: options, screens: screens, jobs: 1)
        }
        checkedAlone = alone != nil
        standsAlone = spec == nil || alone.map { !$0.rules.contains { RuleRegistry.wholeRunCodes.contains($0.code) } } ?? false
        let found = alone?.foundSomething ?? false
        let keepsSheets = alone.map { !$0.resolution.sheets.isEmpty } ?? false
        let suppressions = loaded.suppressions
        if !loaded.diagnostics.isEmpty || found || keepsSheets || suppressions != nil {
            let needsSource = !loaded.diagnostics.isEmpty || found || suppressions != nil
            kept = Kept(
                loadDiagnostics: loaded.diagnostics, source: needsSource ? loaded.source : nil, alone: alone,
                suppressions: suppressions)
        }
    }

    /// Every sheet id the file names in `extends` or `navigation.push`
    /// (its `defaults:` included), each once.
    private static func references(in spec: SpecFile) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        func note(_ id: String) { if seen.insert(id).inserted { found.append(id) } }
        for settings in [spec.defaults?.value].compactMap({ $0 }) + spec.sheets.map(\.settings) {
            if let parent = settings.parentID { note(parent) }
            for target in settings.navigation?.value.push?.value ?? [] { note(target.value) }
        }
        return found
    }
}
