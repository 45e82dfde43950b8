import BottomSheetable

/// One screen on which a sheet is shown at its detents, with each declared
/// detent resolved there: what the geometry checks look at.
struct CheckedScreen {
    let candidate: Candidate
    /// Indexed like `ResolvedSheet.detents`; `nil` where a detent is inactive.
    let detents: ScreenDetents

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
        // Every screen's detents go into one buffer, filled before any screen
        // shares it: one allocation per sheet instead of one per screen.
        var shown: [Candidate] = []
        shown.reserveCapacity(candidates.count)
        var resolved: [ResolvedDetent?] = []
        resolved.reserveCapacity(candidates.count * sheet.detents.count)
        for candidate in candidates
        where ScreenPresentation(of: sheet, on: candidate.screen, idiom: candidate.profile.idiom) == .sheet {
            shown.append(candidate)
            for declared in sheet.detents {
                resolved.append(DetentResolver.resolve(declared.detent, in: candidate.container))
            }
        }
        var screens: [CheckedScreen] = []
        screens.reserveCapacity(shown.count)
        for (position, candidate) in shown.enumerated() {
            screens.append(
                CheckedScreen(
                    candidate: candidate, detents: ScreenDetents(all: resolved, start: position * sheet.detents.count)))
        }
        return screens
    }

    /// The note that lists the other screens where a problem also occurs.
    static func alsoOn(_ screens: ArraySlice<CheckedScreen>) -> [String] {
        screens.isEmpty ? [] : ["also on " + screens.map(\.name).joined(separator: ", ")]
    }
}

/// One screen's resolved detents, indexed like `ResolvedSheet.detents`: a
/// window on the buffer all the screens of one sheet share.
struct ScreenDetents {
    private let all: [ResolvedDetent?]
    private let start: Int

    init(all: [ResolvedDetent?], start: Int) {
        self.all = all
        self.start = start
    }

    subscript(index: Int) -> ResolvedDetent? { all[start + index] }
}
