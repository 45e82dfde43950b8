import BottomSheetable

/// The explicit, versioned result of compiling a run's specs: every sheet
/// with every value decided, and its geometry on every device profile.
///
/// Written as JSON by `LayoutPlanWriter` (format: docs/Plan.md, schema:
/// docs/plan.schema.json). Values here are exact; the JSON rounds lengths to
/// `LengthPrecision.step`.
public struct LayoutPlan: Sendable, Hashable {
    /// The JSON format's version, bumped when a reader would misread a new plan.
    /// 2: profiles say their `os`, and each screen its `approximate` values and
    /// the `sources` of its numbers.
    public static let formatVersion = 2

    /// The profiles the plan was computed for, in the order given.
    public var profiles: [DeviceProfile]
    /// By sheet id.
    public var sheets: [SheetPlan]
    public var navigation: NavigationGraph
    /// The text size the plan was made for (`plan --text-size`); `nil`: none asked.
    public var textSize: PlannedTextSize? = nil
}

/// One sheet: its resolved settings and its layout on each profile.
public struct SheetPlan: Sendable, Hashable {
    public var sheet: ResolvedSheet
    /// In profile order.
    public var profiles: [ProfileLayout]
}

/// A sheet on one device profile.
public struct ProfileLayout: Sendable, Hashable {
    public var profile: String
    /// In the profile's screen order.
    public var screens: [ScreenLayout]
}

/// A sheet on one profile screen (one device held one way).
public struct ScreenLayout: Sendable, Hashable {
    public var orientation: Orientation
    /// The container the heights were resolved in.
    public var container: SheetContainer
    public var keyboardHeight: Double
    public var presentedAs: ScreenPresentation
    /// The active detents, ascending, as `DetentResolver` returns them.
    public var detents: [DetentLayout]
    /// Declared detents that are inactive here (`medium` in compact height), in declaration order.
    public var inactive: [DetentIdentifier]
    /// The detent the sheet opens at: the declared `initial` when active, else the smallest.
    public var initial: DetentIdentifier?
    /// For a sheet presented as a popover here.
    public var popover: PopoverFrames?
    /// The profile screen's values no primary source or measurement pins
    /// (`ProfileScreen.approximateValues`), for pictures and diagnostics.
    public var approximateValues: [ProfileValue] = []
}

/// One resting height on one screen.
public struct DetentLayout: Sendable, Hashable {
    /// Height, requested height and, for fitted detents, the floor and cap.
    public var resolved: ResolvedDetent
    /// The background stays undimmed and interactive at this height.
    public var undimmed: Bool
    /// The sheet's height when the screen's keyboard appears while it rests here,
    /// under the sheet's keyboard policy.
    public var keyboard: KeyboardOutcome
    /// The height rests on an approximate number (`ApproximateHeights`).
    public var approximate = false
    /// The detent at the plan's text size (`LayoutPlan.atTextSize`); `nil` without one.
    public var textSize: DetentTextSize? = nil
}

/// A popover's placement without and with the screen's keyboard.
public struct PopoverFrames: Sendable, Hashable {
    public var placement: PopoverPlacement
    /// Under the sheet's keyboard policy (`shrink` lowers the height).
    public var withKeyboard: PopoverPlacement
    /// An `anchored` popover sits beside the app's source view, which no spec
    /// knows: only the frames' sizes are known, and the plan writes nothing else.
    public var isAnchoredToSource = false
}
