import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// Every rule's documented examples do what the documentation says: the
/// triggering ones produce the rule's code inside the example, the passing
/// ones produce nothing from any correctness rule. All examples are valid
/// YAML and decode without a problem.
@Suite struct RuleExampleTests {
    static let codes = RuleRegistry.rules.map { $0.descriptor.code.description }

    static func rule(_ code: String) throws -> any SpecRule.Type {
        try #require(RuleRegistry.rules.first { $0.descriptor.code.description == code })
    }

    @Test(arguments: codes)
    func triggeringExamplesTriggerTheRule(code: String) throws {
        let rule = try Self.rule(code)
        for example in rule.examples.triggering {
            let outcome = RuleRun.run(example, enabling: rule)
            #expect(outcome.decoding.isEmpty, "\(code) example does not decode: \(outcome.decoding.map(\.message))")
            let found = outcome.rules(rule.descriptor.code)
            #expect(!found.isEmpty, "\(code) example does not trigger it; got \(outcome.rules.map(\.code))")
            let paths = Set(example.files.map(\.path))
            for diagnostic in found {
                let span = try #require(diagnostic.span)
                #expect(paths.contains(span.path))
                let lines = example.files.first { $0.path == span.path }?.text.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
                #expect(span.range.start.line >= 1 && Int(span.range.start.line) <= lines, "\(code) points outside its example")
                #expect(diagnostic.severity == rule.descriptor.defaultSeverity)
                #expect(diagnostic.help != nil, "\(code) diagnostics say how to fix them")
                #expect(diagnostic.message.first?.isUppercase == false && diagnostic.message.last != ".", "\(diagnostic.message)")
            }
        }
    }

    @Test(arguments: codes)
    func passingExamplesTriggerNoCorrectnessRule(code: String) throws {
        let rule = try Self.rule(code)
        for example in rule.examples.passing {
            let outcome = RuleRun.run(example, enabling: rule)
            #expect(outcome.decoding.isEmpty, "\(code) example does not decode: \(outcome.decoding.map(\.message))")
            #expect(outcome.rules(rule.descriptor.code).isEmpty, "\(code) passing example triggers it")
            let correctness = RuleRun.run(example, includesStyle: false, enabling: rule).rules
            #expect(correctness.isEmpty, "\(code) passing example: \(correctness.map { "\($0.code) \($0.message)" })")
        }
    }

    /// The exact diagnostics of every triggering example, pinned in one
    /// golden file: code, position, message, labels, help and fixes.
    @Test func triggeringExamplesMatchGolden() {
        var transcript = ""
        for rule in RuleRegistry.rules {
            for (number, example) in rule.examples.triggering.enumerated() {
                transcript += "== \(rule.descriptor.code) \(rule.descriptor.name), example \(number + 1)\n"
                transcript += DiagnosticTranscript.render(RuleRun.run(example, enabling: rule).rules(rule.descriptor.code))
            }
        }
        GoldenFile.check(transcript, against: RepositoryPaths.ruleFixtures.appendingPathComponent("examples.transcript"))
    }

    /// Applying every fix of a diagnostic makes that diagnostic go away.
    @Test(arguments: codes)
    func fixesRemoveTheProblem(code: String) throws {
        let rule = try Self.rule(code)
        for example in rule.examples.triggering {
            let found = RuleRun.run(example, enabling: rule).rules(rule.descriptor.code).filter { !$0.fixes.isEmpty }
            guard let diagnostic = found.first else { continue }
            let fixed = example.files.map { file in
                (file.path, FixApplier.apply(diagnostic.fixes.filter { $0.span.path == file.path }, to: file.text))
            }
            let after = RuleRun.run(fixed, enabling: rule).rules(rule.descriptor.code)
            #expect(!after.contains { $0.span == diagnostic.span && $0.message == diagnostic.message }, "\(code) fix did not fix")
        }
    }
}

/// Applies fix-its to a text, last first so earlier offsets stay valid.
enum FixApplier {
    static func apply(_ fixes: [FixIt], to text: String) -> String {
        var bytes = Array(text.utf8)
        for fix in fixes.sorted(by: { $0.span.range.start.offset > $1.span.range.start.offset }) {
            let range = Int(fix.span.range.start.offset)..<Int(fix.span.range.end.offset)
            bytes.replaceSubrange(range, with: Array(fix.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
