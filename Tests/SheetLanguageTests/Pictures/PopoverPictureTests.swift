import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

/// A popover's picture says when `shrink` is not applied, as the plan's
/// `keyboard.popoverShrink` does.
@Suite struct PopoverPictureTests {
    static func picture(detents: String) throws -> String {
        let text = """
            version: 1
            sheets:
              picker:
                type: PickerViewController
                presentation: popover
                detents: \(detents)
                keyboard: { policy: shrink }
                popover: { height: 620 }
            """
        let loaded = SpecLoader.load(SourceFile(path: "picker.sheet.yaml", text: text), limits: .default)
        let outcome = SpecPlanner.plan(
            [loaded], options: ValidationOptions(profiles: [BuiltInProfiles.iPadMiniA17Pro]), strict: false)
        let plan = try #require(outcome.plan)
        return try SpecRenderer.picture(of: plan, request: PictureRequest()).get().svg
    }

    @Test func aFixedTierPopoverSaysItDoesNotShrink() throws {
        let fixed = try Self.picture(detents: "[{ id: large, system: large }]")
        #expect(fixed.contains("keyboard policy shrink (not applied: only a one-tier automatic popover shrinks)"))
        let fitted = try Self.picture(detents: "[{ id: fit, fit: content }]")
        #expect(!fitted.contains("not applied"))
        #expect(fitted.contains("keyboard policy shrink"))
    }
}
