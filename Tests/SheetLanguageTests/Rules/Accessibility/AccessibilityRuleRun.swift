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
}
