import BottomSheetable

/// One screen on which a sheet is shown at its detents, with each declared
/// detent resolved there: what the geometry checks look at.
struct CheckedScreen {
    /// "iPhone SE (3rd generation) portrait", for messages.
    let name: String
    let container: SheetContainer
    /// Indexed like `ResolvedSheet.detents`; `nil` where a detent is inactive.
    let detents: [ResolvedDetent?]

    /// The screens of `profiles` where `sheet` rests at its detents, smallest
    /// available height first (profile order among equals), so that the first
    /// screen a check fails on is the one a message should name.
    static func screens(for sheet: ResolvedSheet, profiles: [DeviceProfile]) -> [CheckedScreen] {
        var screens: [CheckedScreen] = []
        for profile in profiles {
            for screen in profile.screens
            where ScreenPresentation(of: sheet, on: screen, idiom: profile.idiom) == .sheet {
                let container = screen.container
                screens.append(
                    CheckedScreen(
                        name: profile.describe(screen), container: container,
                        detents: sheet.detents.map { DetentResolver.resolve($0.detent, in: container) }))
            }
        }
        return screens.enumerated()
            .sorted { lhs, rhs in
                let (left, right) = (lhs.element.container.availableHeight, rhs.element.container.availableHeight)
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The note that lists the other screens where a problem also occurs.
    static func alsoOn(_ screens: ArraySlice<CheckedScreen>) -> [String] {
        screens.isEmpty ? [] : ["also on " + screens.map(\.name).joined(separator: ", ")]
    }
}
