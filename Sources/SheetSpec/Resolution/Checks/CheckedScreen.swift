import BottomSheetable

/// One screen on which a sheet is shown at its detents, with each declared
/// detent resolved there: what the geometry checks look at.
struct CheckedScreen {
    let candidate: Candidate
    /// Indexed like `ResolvedSheet.detents`; `nil` where a detent is inactive.
    let detents: [ResolvedDetent?]

    var container: SheetContainer { candidate.container }

    /// "iPhone SE (3rd generation) portrait", for messages (built only for them).
    var name: String { candidate.profile.describe(candidate.screen) }

    /// A profile screen, before any sheet is resolved on it.
    ///
    /// A class: every sheet's checked screens refer to the same few candidates,
    /// and copying a reference costs one count where copying the profile's
    /// names, screens and source would cost one each.
    final class Candidate: Sendable {
        let profile: DeviceProfile
        let screen: ProfileScreen
        let container: SheetContainer

        init(profile: DeviceProfile, screen: ProfileScreen, container: SheetContainer) {
            self.profile = profile
            self.screen = screen
            self.container = container
        }

        /// Every screen of `profiles`, smallest available height first (profile
        /// order among equals), so that the first screen a check fails on is the
        /// one a message should name. Computed once per run.
        static func all(in profiles: [DeviceProfile]) -> [Candidate] {
            let candidates = profiles.flatMap { profile in
                profile.screens.map { Candidate(profile: profile, screen: $0, container: $0.container) }
            }
            return candidates.enumerated()
                .sorted { lhs, rhs in
                    let (left, right) = (lhs.element.container.availableHeight, rhs.element.container.availableHeight)
                    return left != right ? left < right : lhs.offset < rhs.offset
                }
                .map(\.element)
        }
    }

    /// The candidates where `sheet` rests at its detents, with its detents resolved there.
    static func screens(for sheet: ResolvedSheet, among candidates: [Candidate]) -> [CheckedScreen] {
        var screens: [CheckedScreen] = []
        screens.reserveCapacity(candidates.count)
        for candidate in candidates
        where ScreenPresentation(of: sheet, on: candidate.screen, idiom: candidate.profile.idiom) == .sheet {
            screens.append(
                CheckedScreen(
                    candidate: candidate,
                    detents: sheet.detents.map { DetentResolver.resolve($0.detent, in: candidate.container) }))
        }
        return screens
    }

    /// The note that lists the other screens where a problem also occurs.
    static func alsoOn(_ screens: ArraySlice<CheckedScreen>) -> [String] {
        screens.isEmpty ? [] : ["also on " + screens.map(\.name).joined(separator: ", ")]
    }
}
