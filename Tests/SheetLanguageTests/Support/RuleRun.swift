import SheetDiagnostics
import SheetLanguage

/// Decodes spec texts and runs the rules over them as one run, as
/// `sheetspec lint` would (style rules included unless asked otherwise).
enum RuleRun {
    struct Outcome {
        /// Diagnostics of the YAML and decoding stages.
        var decoding: [Diagnostic]
        var rules: [Diagnostic]

        var all: [Diagnostic] { decoding + rules }

        func rules(_ code: DiagnosticCode) -> [Diagnostic] { rules.filter { $0.code == code } }
    }

    static func run(_ files: [(path: String, text: String)], includesStyle: Bool = true) -> Outcome {
        let loaded = files.map { SpecLoading.load(text: $0.text, path: $0.path) }
        let withErrors = zip(files, loaded).filter { $1.diagnostics.contains { $0.severity == .error } }.map(\.0.path)
        let context = RuleContext(files: loaded.compactMap(\.spec), filesWithErrors: Set(withErrors))
        let diagnostics = RuleEngine.check(context, configuration: RuleConfiguration(includesStyle: includesStyle))
        return Outcome(decoding: loaded.flatMap(\.diagnostics), rules: diagnostics.sorted(by: Diagnostic.reportOrder))
    }

    static func run(_ text: String, includesStyle: Bool = true) -> Outcome {
        run([("inline.sheet.yaml", text)], includesStyle: includesStyle)
    }

    static func run(_ example: RuleExample, includesStyle: Bool = true) -> Outcome {
        run(example.files.map { ($0.path, $0.text) }, includesStyle: includesStyle)
    }
}

extension Diagnostic {
    /// `line:column` of the primary span, for compact expectations.
    var position: String {
        span.map { "\($0.range.start.line):\($0.range.start.column)" } ?? "-"
    }
}
