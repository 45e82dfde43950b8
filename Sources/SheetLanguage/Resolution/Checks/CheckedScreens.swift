import BottomSheetable

/// The profile screens on which one sheet rests at its detents, with every
/// detent resolved on each: what the geometry checks look at.
///
/// Flat, and screens are named by position: the checks run on every sheet and
/// nearly every sheet passes them, so a pass costs two buffers per sheet and no
/// value per screen. The rest (names, lists of screens) is built only for a
/// diagnostic.
struct CheckedScreens {
    private let candidates: [Candidate]
    /// Positions in `candidates` of the screens where the sheet rests at its detents.
    private let shown: [Int]
    /// `shown.count` rows of `detentCount` heights, indexed like
    /// `ResolvedSheet.detents`; `nil` where a detent is inactive.
    private let heights: [MeasuredDetent?]
    private let detentCount: Int
    /// The sheet's `frame`, which every container is measured in.
    private let frame: SheetFrame

    /// Positions of the checked screens, smallest available height first.
    var indices: Range<Int> { shown.indices }

    /// Resolves `sheet` on each candidate where it rests at its detents.
    init(_ sheet: ResolvedSheet, among candidates: [Candidate]) {
        var shown: [Int] = []
        shown.reserveCapacity(candidates.count)
        var heights: [MeasuredDetent?] = []
        heights.reserveCapacity(candidates.count * sheet.detents.count)
        for (position, candidate) in candidates.enumerated()
        where ScreenPresentation(of: sheet, on: candidate.screen, idiom: candidate.profile.idiom) == .sheet {
            shown.append(position)
            for declared in sheet.detents {
                heights.append(DetentResolver.measure(declared.detent.height, in: candidate.container.measured(in: sheet.frame)))
            }
        }
        self.candidates = candidates
        self.shown = shown
        self.heights = heights
        self.detentCount = sheet.detents.count
        self.frame = sheet.frame
    }

    /// Detent `detent` (a position in `ResolvedSheet.detents`) on screen `screen`.
    func height(of detent: Int, on screen: Int) -> MeasuredDetent? {
        heights[screen * detentCount + detent]
    }

    func container(of screen: Int) -> SheetContainer { candidates[shown[screen]].container.measured(in: frame) }

    /// "iPhone SE (3rd generation) portrait", for messages.
    func name(of screen: Int) -> String {
        let candidate = candidates[shown[screen]]
        return candidate.profile.describe(candidate.screen)
    }

    /// The screens where `fails` holds, in order. Empty, without allocating,
    /// when it holds nowhere, which is the common case.
    func screens(where fails: (Int) -> Bool) -> [Int] {
        guard let first = indices.first(where: fails) else { return [] }
        return [first] + indices[(first + 1)...].filter(fails)
    }

    /// The note that lists the other screens where a problem also occurs.
    func alsoOn(_ screens: ArraySlice<Int>) -> [String] {
        screens.isEmpty ? [] : ["also on " + screens.map(name(of:)).joined(separator: ", ")]
    }

    /// The note that says a finding on `failing` rests on numbers no primary
    /// source or measurement pins: a screen whose available height is
    /// approximate (named with its profile's OS), or, when `involvesMedium`,
    /// the `medium` formula. Empty when every number involved is pinned.
    func approximateNote(on failing: [Int], involvesMedium: Bool) -> [String] {
        let approximate = failing.first { candidates[shown[$0]].screen.hasApproximateAvailableHeight(in: frame) }
        guard let screen = approximate ?? (involvesMedium ? failing.first : nil) else { return [] }
        let candidate = candidates[shown[screen]]
        var reasons: [String] = []
        if let unpinned = candidate.screen.approximateValues.filter(\.shapesAvailableHeight).unpinnedClause {
            reasons.append("its " + unpinned)
        }
        if involvesMedium { reasons.append("`medium` is Apple's \"approximately half\" of the available height") }
        return [
            "computed on an approximate profile, \(candidate.profile.describedWithOS) "
                + "\(candidate.screen.orientation.rawValue): \(reasons.joined(separator: "; ")) "
                + "(`sheetspec plan` cites each value under `sources`)"
        ]
    }
}

extension CheckedScreens {
    /// A profile screen, before any sheet is resolved on it.
    ///
    /// A class: the run's candidates are sorted once and shared by every
    /// sheet's checks, and moving a reference costs one count where moving
    /// the profile's names, screens and source would cost one each.
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
}

extension MeasuredDetent {
    /// The same test as the plan's `clamped` (`ResolvedDetent`), so the two agree.
    var isClampedAtPrintedPrecision: Bool { LengthPrecision.isClamped(height, requested: requestedHeight) }
}
