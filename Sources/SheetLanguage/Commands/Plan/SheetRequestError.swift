import BottomSheetable

/// A `render` or `simulate` request the plan cannot answer: a sheet or a
/// screen the specs do not have, a number that is not a length, a drag that
/// cannot be made. One type for both commands, so each reason and its words
/// are declared once; `render` with a scripted drag gives `simulate`'s
/// reasons as they are. The command line exits 2, as for a bad option.
public enum SheetRequestError: Error, Sendable, Equatable {
    /// A number that is NaN, infinite, or negative where only lengths make sense.
    case invalidNumber(option: String, value: Double)
    /// The run has no device profile to put the sheet on.
    case noProfiles(RequestedRun)
    /// The specs declare no sheet (`render` without `--sheet`).
    case noSheets
    /// Several sheets and no `--sheet`: the ids to choose from.
    case severalSheets([String])
    case unknownSheet(name: String, suggestion: String?, known: [String])
    case unknownProfile(UnknownProfile)
    case orientationMissing(profile: String, orientation: Orientation)
    case unknownDetent(name: String, sheet: String, suggestion: String?, known: [String])
    /// Declared, but not active on this screen (`medium` in compact height, say).
    case inactiveDetent(name: String, sheet: String, screen: String)
    /// The sheet has no active detent on this screen to rest on.
    case noDetents(sheet: String, screen: String)
    /// A system sheet covering the screen in compact height (or, for `render`, which
    /// draws drags only, a popover on iPad): nothing a finger drags.
    case notDraggable(sheet: String, screen: String, presentedAs: ScreenPresentation)
    /// `--push` names a sheet the simulated one does not list in `navigation.push`.
    case notPushable(name: String, sheet: String, suggestion: String?, pushable: [String])

    public var message: String {
        switch self {
        case .invalidNumber(let option, let value):
            let what = value.isNaN ? "not a number" : value.isInfinite ? "infinite" : "negative"
            return "--\(option) must be a finite\(option == "velocity" ? "" : ", non-negative") number "
                + "of \(option == "velocity" ? "points per second" : "points"); got \(what) (\(value))"
        case .noProfiles(let run):
            return "no device profile to \(run == .picture ? "draw" : "simulate") on"
        case .noSheets:
            return "the specs declare no sheet to draw"
        case .severalSheets(let ids):
            return "the specs declare \(ids.count) sheets; choose one with --sheet: " + Self.list(ids)
        case .unknownSheet(let name, let suggestion, let known):
            return "no sheet is called `\(name)`" + Self.didYouMean(suggestion) + " (sheets: " + Self.list(known) + ")"
        case .unknownProfile(let unknown):
            return unknown.message
        case .orientationMissing(let profile, let orientation):
            return "the device profile `\(profile)` has no \(orientation.rawValue) screen"
        case .unknownDetent(let name, let sheet, let suggestion, let known):
            return "the sheet `\(sheet)` has no detent `\(name)`" + Self.didYouMean(suggestion)
                + " (detents: " + Self.list(known) + ")"
        case .inactiveDetent(let name, let sheet, let screen):
            return "the detent `\(name)` of `\(sheet)` is not active on \(screen)"
        case .noDetents(let sheet, let screen):
            return "the sheet `\(sheet)` has no active detent on \(screen)"
        case .notDraggable(let sheet, let screen, let presentedAs):
            let how = presentedAs == .popover ? "as a popover, which is not dragged" : "full screen, with no detents to drag between"
            return "on \(screen) the sheet `\(sheet)` is presented \(how); choose another --profile or --orientation"
        case .notPushable(let name, let sheet, let suggestion, let pushable):
            return "the sheet `\(sheet)` cannot push `\(name)`" + Self.didYouMean(suggestion)
                + (pushable.isEmpty ? " (its `navigation.push` is empty)" : " (it pushes " + Self.list(pushable) + ")")
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Names in backticks, separated by commas.
    private static func list(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: ", ") }
}

/// Which run a request was for, where the words differ.
public enum RequestedRun: Sendable, Equatable {
    /// `render`: a picture.
    case picture
    /// `simulate`: a gesture through the state machine.
    case simulation
}
