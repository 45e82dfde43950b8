import BottomSheetable

/// A profile screen on which a sheet rests at its detents (not as an iPad
/// popover, not covering the screen), with its detents resolved there by
/// the plan's own math (`LayoutPlanner.detents`, which `LayoutPlanner.layout`
/// uses), so that a rule measuring heights never disagrees with `sheetspec
/// plan`. The accessibility rules read it; they need the heights only, not
/// the rest of a `ScreenLayout` (keyboard, dimming, approximate values).
struct SheetScreen: Sendable {
    var profile: DeviceProfile
    var screen: ProfileScreen
    /// The visible detents (hidden stops and inactive detents left out),
    /// smallest first.
    var visibleDetents: [ResolvedDetent]

    /// "iPhone SE (3rd generation) landscape", for messages (worded only
    /// for a finding: nearly every screen passes every rule).
    var name: String { profile.describe(screen) }

    /// The screens of the context's profiles, in profile order, on which
    /// `sheet` rests at its detents; empty when it cannot be resolved. Laid
    /// out once per context (`RuleContext.memoized`), for every rule that asks.
    static func all(of sheet: EffectiveSheet, in context: RuleContext) -> [SheetScreen] {
        context.memoized(sheet) { context.resolved(sheet).map { all(of: $0, on: context.profiles) } ?? [] }
    }

    /// The screens of `profiles`, in profile order, on which `sheet` rests at its detents.
    static func all(of sheet: ResolvedSheet, on profiles: [DeviceProfile]) -> [SheetScreen] {
        // The declared detents are the same on every screen: taken once, not
        // through a `SheetLayout` built for each screen.
        let declared = sheet.detents.map(\.detent)
        var screens: [SheetScreen] = []
        for profile in profiles {
            for screen in profile.screens
            where ScreenPresentation(of: sheet, on: screen, idiom: profile.idiom) == .sheet {
                let resolved = LayoutPlanner.detents(declared, in: sheet.frame, on: screen).detents
                screens.append(
                    SheetScreen(profile: profile, screen: screen, visibleDetents: resolved.filter { !$0.isHidden }))
            }
        }
        return screens
    }
}
