import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// Dismissal, keyboard, popover, navigation, physics, availability and style
/// rules, on the cases their goldens do not show.
@Suite struct BehaviourRuleTests {
    @Test func anOverlayWithoutSwipeOrButtonIsUndismissableEvenWithTheDefaultTapOutside() throws {
        let text = "version: 1\nsheets:\n  drawer:\n    type: D\n    presentation: overlay\n    dismiss: { swipe: false }\n"
        let found = try #require(RuleRun.run(text).rules(UndismissableSheetRule.descriptor.code).first)
        #expect(found.position == "6:5")
        #expect(found.message == "the user cannot dismiss `drawer`")
    }

    /// Issue 21: content-sized and overlay sheets use a custom presentation,
    /// so iOS 12–15 targets are not held to the system sheet's availability.
    @Test func customPresentationsAreNotHeldToTheSystemSheetsAvailability() {
        let custom = """
            version: 1
            minimumOS: 12
            sheets:
              checkout: { type: C, detents: [{ id: fit, fit: content }] }
              drawer: { type: D, presentation: overlay, detents: [{ id: tip, height: 96 }, { id: full, inset: 24 }] }
            """
        let found = RuleRun.run(custom).rules
        #expect(!found.contains { $0.code == SheetsNeedIOS15Rule.descriptor.code || $0.code == CustomDetentNeedsIOS16Rule.descriptor.code })
        let system = custom + "\n  plain: { type: P, detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }] }\n"
        let codes = RuleRun.run(system).rules.map(\.code)
        #expect(codes.filter { $0 == SheetsNeedIOS15Rule.descriptor.code }.count == 1)
        #expect(codes.filter { $0 == CustomDetentNeedsIOS16Rule.descriptor.code }.count == 1)
    }

    /// Issue 21: the plan grows a sheet whose single detent is `medium` by the
    /// keyboard (`expand` at its largest detent acts as `lift`), so SS2401
    /// must not call `expand` useless there; it still does where the only
    /// detent already fills the available height.
    @Test func expandOnASingleMediumDetentAgreesWithThePlan() throws {
        let text = "version: 1\nsheets:\n  reply:\n    type: R\n    detents: [{ id: medium, system: medium }]\n    keyboard: { policy: expand }\n"
        #expect(RuleRun.run(text).rules(KeyboardExpandWithOneDetentRule.descriptor.code).isEmpty)
        let sheet = try #require(PlanFixtures.sheet("reply", in: text))
        let portrait = LayoutPlanner.layout(of: sheet, on: BuiltInProfiles.iPhone16.screens[0], idiom: .phone)
        let detent = try #require(portrait.detents.first)
        #expect(detent.keyboard.height > detent.resolved.height, "the plan grows the sheet by the keyboard")
        #expect(KeyboardExpandWithOneDetentRule.grows(sheet, on: BuiltInProfiles.all))

        let full = text.replacingOccurrences(of: "{ id: medium, system: medium }", with: "{ id: large, system: large }")
        let found = try #require(RuleRun.run(full).rules(KeyboardExpandWithOneDetentRule.descriptor.code).first)
        #expect(found.fixes.isEmpty, "`lift` would do nothing either")
    }

    /// Issue 21: on the system sheet, `undimmedThrough` at the largest detent
    /// is SwiftUI's `.presentationBackgroundInteraction(.enabled)`; the help
    /// says so instead of sending the user to `presentation: overlay`.
    @Test func neverDimmedSystemSheetNamesBackgroundInteraction() throws {
        let system = "version: 1\nsheets:\n  d:\n    type: D\n    detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]\n    undimmedThrough: full\n"
        let found = try #require(RuleRun.run(system).rules(NeverDimmedModalRule.descriptor.code).first)
        let help = try #require(found.help)
        #expect(help.contains("`.presentationBackgroundInteraction(.enabled)`"))
        #expect(help.contains("`largestUndimmedDetentIdentifier` = `full`"))
        #expect(!help.contains("presentation: overlay"))
        #expect(NeverDimmedModalRule.descriptor.explanation.contains(".presentationBackgroundInteraction(.enabled)"))
    }

    @Test func defaultDismissalIsFine() {
        let text = "version: 1\nsheets:\n  plain: { type: P }\n  overlay: { type: O, presentation: overlay }\n"
        #expect(RuleRun.run(text).rules(UndismissableSheetRule.descriptor.code).isEmpty)
    }

    @Test func tapOutsideFixOnlyWhereTheSheetWroteIt() throws {
        let own = "version: 1\nsheets:\n  d:\n    type: D\n    presentation: overlay\n    dismiss: { tapOutside: true }\n"
        let found = try #require(RuleRun.run(own).rules(TapOutsideOnOverlayRule.descriptor.code).first)
        #expect(found.fixes.map(\.replacement) == ["false"])
    }

    @Test func mixedHeightsComparesFlattenedDetentsNotIDs() {
        let text = """
            version: 1
            sheets:
              root: { type: R, detents: [{ id: half, fraction: 0.5 }], navigation: { push: [same, other] } }
              same: { type: S, detents: [{ id: middle, fraction: 0.5 }] }
              other: { type: O }
            """
        let found = RuleRun.run(text).rules(MixedHeightsInStackRule.descriptor.code)
        #expect(found.map(\.message) == ["`other` has other detents than `root`, which pushes it"])
    }

    @Test func availabilityIsCheckedOnlyWithADeploymentTarget() {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: half, fraction: 0.5 }]\n"
        let outcome = RuleRun.run(text, includesStyle: false)
        #expect(outcome.rules.isEmpty)
    }

    @Test func availabilityComparesFullVersions() {
        let text = "version: 1\nminimumOS: 15.9\nsheets:\n  a:\n    type: A\n    detents: [{ id: half, fraction: 0.5 }]\n"
        let found = RuleRun.run(text).rules(CustomDetentNeedsIOS16Rule.descriptor.code)
        #expect(found.first?.message == "custom detent `half` needs iOS 16, but the deployment target is iOS 15.9")
        #expect(found.first?.position == "6:27")
    }

    @Test func keyOrderReportsOnlyTheFirstKeyOutOfPlace() {
        let text = "version: 1\nsheets:\n  a:\n    navigation: { push: [] }\n    grabber: visible\n    type: A\n"
        let found = RuleRun.run(text).rules(KeyOrderRule.descriptor.code)
        #expect(found.map(\.position) == ["5:5"])
        #expect(found.first?.help == "order the keys: `type`, `grabber`, `navigation`")
    }

    @Test func exampleSpecsLintFindingsAreStyleOnly() {
        let report = SpecValidator.validate(
            paths: [RepositoryPaths.exampleSpecs.path], options: ValidationOptions(rules: RuleConfiguration(includesStyle: true)))
        let codes = Set(report.diagnostics.map(\.code.number))
        #expect(codes.allSatisfy { $0 / 100 == 29 }, "\(codes)")
    }
}
