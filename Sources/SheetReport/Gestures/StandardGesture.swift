import BottomSheetable
import SheetLanguage

/// The gestures every sheet is shown doing, on every screen where a finger
/// can drag it. Each is a `SimulationRequest` (`simulate`'s arguments) worked
/// out from the screen's resting heights in the plan, so `sheetspec simulate`
/// with the printed arguments gives the same frames.
public enum StandardGesture: String, CaseIterable, Sendable, Hashable {
    /// From the initial detent, let go with no speed `slowFraction` of the way
    /// to the next detent up (or down, from the top detent; at 3/4 of a
    /// single detent): short of halfway, so no policy meets a tie.
    case slowRelease = "slow-release"
    /// From the lowest detent, a finger moves up by `flickDistance` and lets
    /// go at `flickSpeed` points per second upwards.
    case flickUp = "flick-up"
    /// From the initial detent, a finger moves down by `flickDistance` and
    /// lets go at `flickSpeed` downwards: dismissed where the rules allow it.
    case flickDown = "flick-down"
    /// With the screen's keyboard shown, from where the keyboard policy puts
    /// the sheet, a slow release `keyboardDrag` points lower.
    case keyboardRelease = "keyboard-release"

    public static let slowFraction = 0.4
    public static let flickDistance = 40.0
    public static let flickSpeed = 1500.0
    public static let keyboardDrag = 60.0

    /// How a page and the diff name it.
    public var title: String {
        switch self {
        case .slowRelease: "slow release between detents"
        case .flickUp: "flick up"
        case .flickDown: "flick down"
        case .keyboardRelease: "release with the keyboard up"
        }
    }

    /// The request on `screen`, or `nil` when the gesture does not apply
    /// there (no keyboard on the screen for `keyboardRelease`, no detents).
    public func request(sheet: String, screen: ScreenLayout) -> SimulationRequest? {
        let detents = screen.detents.map(\.resolved)
        guard let lowest = detents.first else { return nil }
        let initialIndex = detents.firstIndex { $0.id == screen.initial } ?? 0
        let initial = detents[initialIndex]
        switch self {
        case .slowRelease:
            let release: Double
            if initialIndex + 1 < detents.count {
                release = initial.height + (detents[initialIndex + 1].height - initial.height) * Self.slowFraction
            } else if initialIndex > 0 {
                release = initial.height + (detents[initialIndex - 1].height - initial.height) * Self.slowFraction
            } else {
                release = initial.height * 3 / 4
            }
            return make(sheet, from: initial.id, release: release, velocity: 0)
        case .flickUp:
            return make(sheet, from: lowest.id, release: lowest.height + Self.flickDistance, velocity: Self.flickSpeed)
        case .flickDown:
            return make(
                sheet, from: initial.id, release: max(initial.height - Self.flickDistance, 0),
                velocity: -Self.flickSpeed)
        case .keyboardRelease:
            guard screen.keyboardHeight > 0 else { return nil }
            let resting = screen.detents[initialIndex].keyboard.height
            var request = make(
                sheet, from: initial.id, release: max(resting - Self.keyboardDrag, 0), velocity: 0)
            request.keyboard = true
            return request
        }
    }

    private func make(_ sheet: String, from: DetentIdentifier, release: Double, velocity: Double) -> SimulationRequest {
        // Rounded as the plan prints lengths, so the command a page shows
        // (`simulate --release-height`) runs exactly this request.
        SimulationRequest(
            sheet: sheet, fromDetent: from.rawValue, releaseHeight: LengthPrecision.rounded(release),
            upwardVelocity: velocity)
    }
}
