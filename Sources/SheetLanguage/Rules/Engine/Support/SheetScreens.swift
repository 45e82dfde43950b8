import BottomSheetable

/// A profile screen on which a sheet rests at its detents (not as an iPad
/// popover, not covering the screen), with its detents resolved there by
/// the plan's own math (`LayoutPlanner`), so that a rule measuring heights
/// never disagrees with `sheetspec plan`. The accessibility rules read it.
struct SheetScreen {
    /// "iPhone SE (3rd generation) landscape", for messages.
    var name: String
    var screen: ProfileScreen
    var layout: ScreenLayout

    /// The visible detents (hidden stops left out), smallest first.
    var visibleDetents: [ResolvedDetent] { layout.detents.map(\.resolved).filter { !$0.isHidden } }

    /// The screens of `profiles`, in profile order, on which `sheet` rests at its detents.
    static func all(of sheet: ResolvedSheet, on profiles: [DeviceProfile]) -> [SheetScreen] {
        profiles.flatMap { profile in
            profile.screens.compactMap { screen -> SheetScreen? in
                guard ScreenPresentation(of: sheet, on: screen, idiom: profile.idiom) == .sheet else { return nil }
                return SheetScreen(
                    name: profile.describe(screen), screen: screen,
                    layout: LayoutPlanner.layout(of: sheet, on: screen, idiom: profile.idiom))
            }
        }
    }
}
