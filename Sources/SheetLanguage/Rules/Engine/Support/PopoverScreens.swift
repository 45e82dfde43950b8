import BottomSheetable

/// A profile screen on which a sheet is shown as an iPad popover, with its
/// placement there without and with the screen's keyboard, computed by the
/// plan's own math (`LayoutPlanner`), so that a popover rule never disagrees
/// with `sheetspec plan`.
struct PopoverScreen: Sendable {
    /// "iPad mini (A17 Pro) landscape", for messages.
    var name: String
    var orientation: Orientation
    var container: SheetContainer
    var keyboardHeight: Double
    var frames: PopoverFrames

    /// The screens of the context's profiles, in profile order, on which
    /// `sheet` is a popover; empty when it cannot be resolved. Placed once
    /// per context (`RuleContext.memoized`), for every popover rule that asks.
    static func all(of sheet: EffectiveSheet, in context: RuleContext) -> [PopoverScreen] {
        context.memoized(sheet) { context.resolved(sheet).map { all(of: $0, on: context.profiles) } ?? [] }
    }

    /// The screens of `profiles`, in profile order, on which `sheet` is a popover.
    static func all(of sheet: ResolvedSheet, on profiles: [DeviceProfile]) -> [PopoverScreen] {
        profiles.flatMap { profile in
            profile.screens.compactMap { screen -> PopoverScreen? in
                guard ScreenPresentation(of: sheet, on: screen, idiom: profile.idiom) == .popover,
                    let frames = LayoutPlanner.layout(of: sheet, on: screen, idiom: profile.idiom).popover
                else { return nil }
                return PopoverScreen(
                    name: profile.describe(screen), orientation: screen.orientation, container: screen.container,
                    keyboardHeight: screen.keyboardHeight, frames: frames)
            }
        }
    }
}
