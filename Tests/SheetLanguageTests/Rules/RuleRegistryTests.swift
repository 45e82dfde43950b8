import Foundation
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// The registry is complete and consistent: every rule file is registered,
/// codes and names are unique and in their range, and the registry lists
/// rules in code order.
@Suite struct RuleRegistryTests {
    static let rulesFolder = RepositoryPaths.repositoryRoot.appendingPathComponent("Sources/SheetLanguage/Rules")

    /// Every Swift file under `Rules/`, outside `Engine/`, with its path relative to `Rules/`.
    static func ruleFiles() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(atPath: rulesFolder.path)
        var files: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasPrefix("Engine/") else { continue }
            files.append((path, try String(contentsOf: rulesFolder.appendingPathComponent(path), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func everyRuleFileDeclaresOneRegisteredRuleNamedAfterTheFile() throws {
        let registered = Set(RuleRegistry.rules.map { String(describing: $0) })
        let files = try Self.ruleFiles()
        #expect(files.count == RuleRegistry.rules.count, "one file per rule")
        for (path, text) in files {
            let declared = text.split(separator: "\n").filter { $0.hasPrefix("struct ") && $0.contains(": SpecRule") }
                .map { $0.dropFirst("struct ".count).prefix { $0 != ":" } }
            #expect(declared.count == 1, "\(path) declares \(declared.count) rules")
            guard let name = declared.first.map(String.init) else { continue }
            #expect(registered.contains(name), "\(name) in \(path) is not in RuleRegistry.rules")
            #expect(path.hasSuffix("/\(name).swift"), "\(path) should be named \(name).swift")
            #expect(path.split(separator: "/").count == 2, "\(path) should sit in a concern folder")
        }
    }

    @Test func codesAndNamesAreUniqueAndInTheRulesRange() {
        let descriptors = RuleRegistry.descriptors
        #expect(Set(descriptors.map(\.code)).count == descriptors.count)
        #expect(Set(LanguageDiagnostics.all.map(\.name)).count == LanguageDiagnostics.all.count)
        #expect(Set(LanguageDiagnostics.all.map(\.code)).count == LanguageDiagnostics.all.count)
        for descriptor in descriptors {
            #expect((2001...2999).contains(descriptor.code.number), "\(descriptor.code) is outside SS2xxx")
            let kebab = descriptor.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
            #expect(kebab, "\(descriptor.name) is not kebab-case")
            #expect(!descriptor.summary.isEmpty && !descriptor.explanation.isEmpty)
        }
    }

    @Test func registryIsInCodeOrder() {
        let codes = RuleRegistry.descriptors.map(\.code)
        #expect(codes == codes.sorted())
    }

    @Test func styleRulesAreTheSS29xxRules() {
        for rule in RuleRegistry.rules {
            #expect((rule.scope == .style) == (rule.descriptor.code.number / 100 == 29), "\(rule.descriptor.code)")
        }
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleRegistry.rules {
            #expect(!rule.examples.triggering.isEmpty, "\(rule.descriptor.code) has no triggering example")
            #expect(!rule.examples.passing.isEmpty, "\(rule.descriptor.code) has no passing example")
        }
    }

    @Test func validateRunsCorrectnessRulesOnlyAndOverridesApply() throws {
        let text = "version: 1\nsheets:\n  place_details:\n    type: PlaceDetailsViewController\n    grabber: hidden\n"
        let files = SpecLoading.files([("a.sheet.yaml", text)])
        let validate = RuleEngine.check(RuleContext(files: files), configuration: RuleConfiguration())
        #expect(validate.isEmpty)
        let lint = RuleEngine.check(RuleContext(files: files), configuration: RuleConfiguration(includesStyle: true))
        #expect(lint.map(\.code).contains(SheetIDCaseRule.descriptor.code))
        let configured = RuleConfiguration(
            includesStyle: true,
            overrides: [SheetIDCaseRule.descriptor.code: .off, MissingDeploymentTargetRule.descriptor.code: .error])
        let overridden = RuleEngine.check(RuleContext(files: files), configuration: configured)
        #expect(!overridden.map(\.code).contains(SheetIDCaseRule.descriptor.code))
        #expect(overridden.first { $0.code == MissingDeploymentTargetRule.descriptor.code }?.severity == .error)
    }

    /// An opt-in rule (`redundant-value`) stays silent in `lint` until the
    /// configuration sets it to `warning` or `error`, and `validate` never
    /// runs it, since it is a style rule.
    @Test func optInRulesRunOnlyWhenEnabled() throws {
        let text = """
            version: 1
            minimumOS: 16
            sheets:
              checkout:
                type: CheckoutViewController
                detents: [{ id: large, system: large }]
                physics: { deceleration: 800 }
            """
        let files = SpecLoading.files([("a.sheet.yaml", text)])
        let code = RedundantValueRule.descriptor.code
        #expect(RedundantValueRule.isOptIn)
        func codes(_ configuration: RuleConfiguration) -> [DiagnosticCode] {
            RuleEngine.check(RuleContext(files: files), configuration: configuration).map(\.code)
        }
        #expect(!codes(RuleConfiguration(includesStyle: true)).contains(code))
        #expect(!codes(RuleConfiguration(includesStyle: true, overrides: [code: .off])).contains(code))
        #expect(!codes(RuleConfiguration(includesStyle: false, overrides: [code: .warning])).contains(code))
        #expect(codes(RuleConfiguration(includesStyle: true, overrides: [code: .warning])).filter { $0 == code }.count == 1)
        let asError = RuleEngine.check(RuleContext(files: files), configuration: RuleConfiguration(includesStyle: true, overrides: [code: .error]))
        #expect(asError.filter { $0.code == code }.map(\.severity) == [.error])
        #expect(RuleRegistry.rules.filter { $0.isOptIn }.map { $0.descriptor.code } == [code])
    }
}
