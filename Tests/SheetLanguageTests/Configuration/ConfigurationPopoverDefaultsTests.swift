import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

/// `.sheetspec.yml`'s `popover:` block: one popover layout for a whole
/// project, above the built-in defaults and below every spec's own keys, seen
/// by the rules, the resolver and the plan alike.
@Suite struct ConfigurationPopoverDefaultsTests {
    /// A project folder with `.sheetspec.yml` and one spec, validated and
    /// planned as `validate` and `plan` do (through `validationOptions`).
    private func plan(configuration: String, spec: String) throws -> (PlanOutcome, ConfigurationLoad) {
        let load = try ConfigurationFixture.load(configuration)
        let folder = try #require(load.configuration?.folder)
        try spec.write(toFile: folder + "/picker.sheet.yaml", atomically: true, encoding: .utf8)
        let options = load.validationOptions(limits: .default, jobs: 1, rules: RuleConfiguration())
        return (SpecPlanner.plan(paths: [folder + "/picker.sheet.yaml"], options: options, strict: false), load)
    }

    private static let popoverWithoutHeight = """
        version: 1
        sheets:
          storePicker:
            type: StorePickerViewController
            presentation: popover
        """

    @Test func theBlockDecodesWithTheSpecsKeys() throws {
        let load = try ConfigurationFixture.load("popover: { height: { portrait: 620, landscape: 420 }, width: 480 }\n")
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
        let popover = try #require(load.configuration?.popover?.value)
        #expect(popover.height?.value.portrait.value == 620)
        #expect(popover.height?.value.landscape.value == 420)
        #expect(popover.width?.value == 480)
        #expect(popover.alignment == nil)
    }

    @Test func anUnknownKeyInTheBlockGetsDidYouMean() throws {
        let load = try ConfigurationFixture.load("popover:\n  hieght: 540\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownKey.code)
        #expect(diagnostic.message == "unknown key `hieght` in `popover`")
        #expect(diagnostic.span?.range.start.line == 2)
        #expect(diagnostic.help == "did you mean `height`?")
        #expect(load.hasErrors)
    }

    @Test func aBadValueInTheBlockIsAConfigurationError() throws {
        let load = try ConfigurationFixture.load("popover: { alignment: top }\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownValue.code)
        #expect(load.hasErrors)
    }

    @Test func aPopoverWithoutAHeightTakesTheConfigurations() throws {
        let (outcome, _) = try plan(configuration: "popover: { height: 540 }\n", spec: Self.popoverWithoutHeight)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
        let sheet = try #require(outcome.plan?.sheets.first?.sheet)
        #expect(sheet.popover?.portraitHeight == 540)
        #expect(sheet.popover?.landscapeHeight == 540)
        #expect(sheet.popover?.width == 504)
    }

    /// Precedence, lowest first: built-in → configuration → the file's
    /// `defaults:` → the sheet's own keys; the block merges key by key.
    @Test func theFilesDefaultsAndTheSheetWinKeyByKey() throws {
        let (outcome, _) = try plan(
            configuration: "popover: { height: 540, width: 400, alignment: bottomCenter }\n",
            spec: """
                version: 1
                defaults:
                  popover: { width: 450 }
                sheets:
                  storePicker:
                    type: StorePickerViewController
                    presentation: popover
                    popover: { height: 600 }
                """)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
        let popover = try #require(outcome.plan?.sheets.first?.sheet.popover)
        #expect(popover.portraitHeight == 600)
        #expect(popover.width == 450)
        #expect(popover.alignment == .bottomCenter)
    }

    /// A project's popover layout is no `popover` block on its modal sheets (SS2501).
    @Test func aSheetThatIsNoPopoverIgnoresTheBlock() throws {
        let (outcome, _) = try plan(
            configuration: "popover: { height: 540 }\n",
            spec: "version: 1\nsheets:\n  checkout:\n    type: CheckoutViewController\n")
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
        #expect(outcome.plan?.sheets.first?.sheet.popover == nil)
    }

    @Test func withoutAHeightAnywhereSS3005NamesTheConfiguration() throws {
        let (outcome, _) = try plan(configuration: "popover: { width: 480 }\n", spec: Self.popoverWithoutHeight)
        let diagnostic = try #require(outcome.report.diagnostics.first)
        #expect(diagnostic.code == DiagnosticCode(3005))
        #expect(diagnostic.help?.contains("`.sheetspec.yml`") == true)
        // The sheet wrote no `popover:`: the error is the sheet's, not the configuration's.
        #expect(diagnostic.span?.path.hasSuffix("picker.sheet.yaml") == true)
        #expect(diagnostic.span?.range.start.line == 5)
    }

    /// A rule that finds a problem in the configuration's value points at it
    /// and says which sheet takes it from there.
    @Test func aRuleNamesTheConfigurationAsTheSource() throws {
        let (outcome, load) = try plan(
            configuration: "popover: { height: 540, bottomMargin: 16 }\n", spec: Self.popoverWithoutHeight)
        let diagnostic = try #require(outcome.report.diagnostics.first)
        #expect(diagnostic.code == DiagnosticCode(2502))
        #expect(diagnostic.span?.path == load.configuration?.path)
        #expect(diagnostic.secondary.map(\.message).contains("`storePicker` inherits this from the configuration's `popover:`"))
    }
}
