import SheetDiagnostics
import SheetLanguage

/// Decodes spec texts and runs the rules over them as one run, as
/// `sheetspec lint` would (style rules included unless asked otherwise).
/// Opt-in rules stay off, as in a project that has not enabled them, except
/// the rule passed as `enabling` (a test of that rule).
enum RuleRun {
    struct Outcome {
        /// Diagnostics of the YAML and decoding stages.
        var decoding: [Diagnostic]
        var rules: [Diagnostic]

        var all: [Diagnostic] { decoding + rules }

        func rules(_ code: DiagnosticCode) -> [Diagnostic] { rules.filter { $0.code == code } }
    }

    static func run(
        _ files: [(path: String, text: String)], includesStyle: Bool = true, enabling rule: (any SpecRule.Type)? = nil
    ) -> Outcome {
        let loaded = files.map { SpecLoading.load(text: $0.text, path: $0.path) }
        let withErrors = zip(files, loaded).filter { $1.diagnostics.contains { $0.severity == .error } }.map(\.0.path)
        let context = RuleContext(files: loaded.compactMap(\.spec), filesWithErrors: Set(withErrors))
        var configuration = RuleConfiguration(includesStyle: includesStyle)
        if let rule, rule.isOptIn { configuration.overrides[rule.descriptor.code] = .warning }
        let diagnostics = RuleEngine.check(context, configuration: configuration)
        return Outcome(decoding: loaded.flatMap(\.diagnostics), rules: diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    static func run(_ text: String, includesStyle: Bool = true, enabling rule: (any SpecRule.Type)? = nil) -> Outcome {
        run([("inline.sheet.yaml", text)], includesStyle: includesStyle, enabling: rule)
    }

    static func run(_ example: RuleExample, includesStyle: Bool = true, enabling rule: (any SpecRule.Type)? = nil) -> Outcome {
        run(example.files.map { ($0.path, $0.text) }, includesStyle: includesStyle, enabling: rule)
    }
}

extension Diagnostic {
    /// `line:column` of the primary span, for compact expectations.
    var position: String {
        span.map { "\($0.range.start.line):\($0.range.start.column)" } ?? "-"
    }
}
