import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// The accessibility rules measure planned heights on device profiles; their
/// boundary tests run them on one screen, so that a number is checked where
/// it was worked out by hand.
enum AccessibilityRuleRun {
    /// `code`'s findings in `text`, with the run's profiles narrowed to
    /// `profile`'s screens in `orientation` (every built-in profile when `nil`).
    static func found(
        _ code: DiagnosticCode, _ text: String, on profile: DeviceProfile? = BuiltInProfiles.iPhone16,
        orientation: Orientation = .portrait
    ) -> [Diagnostic] {
        let loaded = SpecLoading.load(text: text)
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
        guard let spec = loaded.spec else { return [] }
        var context = RuleContext(files: [spec])
        if var profile {
            profile.screens = profile.screens.filter { $0.orientation == orientation }
            context.profiles = [profile]
        }
        return RuleEngine.check(context, configuration: RuleConfiguration(includesStyle: true)).filter { $0.code == code }
    }

    /// A boundary case: `code`'s findings in `text` on `profile` are one when
    /// `fires` and none otherwise (an expectation); the one, when it fires.
    static func finding(
        _ code: DiagnosticCode, _ text: String, fires: Bool, on profile: DeviceProfile? = BuiltInProfiles.iPhone16,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let found = found(code, text, on: profile)
        #expect(found.count == (fires ? 1 : 0), "\(found.map(\.message))", sourceLocation: sourceLocation)
        return fires ? found.first : nil
    }

    /// A spec of one sheet `id` of class `type`: its `presentation` (none
    /// written when nil), then `detents` as written (a flow list), then the
    /// lines of `more`, each ending in a newline. Line 3 is the sheet's id,
    /// the detents are on line 5 without a presentation, on line 6 with one.
    static func sheet(
        _ id: String = "drawer", type: String = "DrawerViewController", presentation: String? = "overlay",
        detents: String, more: String = ""
    ) -> String {
        "version: 1\nsheets:\n  \(id):\n    type: \(type)\n"
            + (presentation.map { "    presentation: \($0)\n" } ?? "") + "    detents: \(detents)\n" + more
    }
}
