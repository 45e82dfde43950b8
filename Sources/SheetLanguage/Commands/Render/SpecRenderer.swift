import BottomSheetable

/// What to draw: which sheet, on which device, held which way. `nil` lets
/// the renderer choose (see `SpecRenderer`).
public struct PictureRequest: Sendable {
    public var sheet: String?
    public var profile: String?
    public var orientation: Orientation?
    /// A scripted drag to simulate and draw (`render --release-height --velocity`). Its
    /// `sheet`, `profile` and `orientation` are replaced by the ones the renderer chose,
    /// so the picture and the simulation always show the same screen.
    public var gesture: SimulationRequest?
    /// The text size to draw fitted content at (`render --text-size`): the
    /// plan's outcome at that size (`LayoutPlan.atTextSize`), where the
    /// content stops fitting and must scroll.
    public var textSize: ContentSizeCategory? = nil
    /// The content's measured height (`render --content-height`): fitted detents are
    /// drawn at it, clamped to their floor and cap, instead of at their cap as the
    /// plan has them. A drag takes its own (`SimulationRequest.contentHeight`).
    public var contentHeight: Double?

    public init(
        sheet: String? = nil, profile: String? = nil, orientation: Orientation? = nil,
        gesture: SimulationRequest? = nil, contentHeight: Double? = nil
    ) {
        self.sheet = sheet
        self.profile = profile
        self.orientation = orientation
        self.gesture = gesture
        self.contentHeight = contentHeight
    }
}

/// What a `render` run gave: the validation report, then either the picture
/// or why the request could not be drawn (`nil` when validation failed).
public struct RenderOutcome: Sendable {
    /// `nil` when the request failed before anything was read (an unknown profile).
    public var report: ValidationReport?
    public var picture: Result<RenderedPicture, SheetRequestError>?
}

public struct RenderedPicture: Sendable {
    public var svg: String
    public var sheet: String
    public var profile: DeviceProfile
    public var orientations: [Orientation]
}

/// The `render` pipeline: validate and plan exactly as `plan` does, then draw
/// one sheet on one profile.
///
/// Defaults, when the request leaves them open: the only sheet of the input;
/// the smallest iPhone among the profiles, except for a popover sheet, which
/// is drawn on the smallest iPad, because on an iPhone a popover adapts to a
/// sheet and has no popover frame to show; portrait, except for a popover on
/// an iPad, drawn in every orientation, side by side. With a scripted drag
/// (`PictureRequest.gesture`): an iPhone, one orientation (portrait by
/// default), the sheet at rest and the drag side by side.
public enum SpecRenderer {
    public static func render(
        paths: [String], request: PictureRequest, options: ValidationOptions, strict: Bool
    ) -> RenderOutcome {
        if let content = request.contentHeight, !content.isFinite || content < 0 {
            return RenderOutcome(report: nil, picture: .failure(.invalidNumber(option: "content-height", value: content)))
        }
        let outcome: PlanOutcome
        switch SpecPlanner.plan(paths: paths, options: options, strict: strict, profile: request.profile) {
        case .success(let planned): outcome = planned
        case .failure(let unknown): return RenderOutcome(report: nil, picture: .failure(.unknownProfile(unknown)))
        }
        guard let plan = outcome.plan else { return RenderOutcome(report: outcome.report, picture: nil) }
        return RenderOutcome(report: outcome.report, picture: picture(of: plan, request: request))
    }

    /// The request resolved against a plan, and the picture drawn.
    public static func picture(of plan: LayoutPlan, request: PictureRequest) -> Result<
        RenderedPicture, SheetRequestError
    > {
        if let content = request.contentHeight, !content.isFinite || content < 0 {
            return .failure(.invalidNumber(option: "content-height", value: content))
        }
        var plan = plan
        if let category = request.textSize, plan.textSize?.category != category {
            plan = plan.atTextSize(PlannedTextSize(category))
        }
        let ids = plan.sheets.map(\.sheet.id)
        var sheetPlan: SheetPlan
        if let name = request.sheet {
            guard let match = plan.sheets.first(where: { $0.sheet.id == name }) else {
                return .failure(
                    .unknownSheet(name: name, suggestion: NearestWord.suggestion(for: name, among: ids), known: ids))
            }
            sheetPlan = match
        } else {
            guard let only = plan.sheets.first else { return .failure(.noSheets) }
            guard plan.sheets.count == 1 else { return .failure(.severalSheets(ids)) }
            sheetPlan = only
        }
        // A popover is drawn on an iPad, where it has a frame; a drag, on an iPhone, where
        // a popover adapts to a sheet that a finger can move.
        let isPopover = sheetPlan.sheet.presentation == .popover && request.gesture == nil
        guard let profile = defaultProfile(among: plan.profiles, preferring: isPopover ? .pad : .phone) else {
            return .failure(.noProfiles(.picture))
        }
        let orientations: [Orientation]
        if let orientation = request.orientation {
            guard profile.screens.contains(where: { $0.orientation == orientation }) else {
                return .failure(.orientationMissing(profile: profile.name, orientation: orientation))
            }
            orientations = [orientation]
        } else if isPopover && profile.idiom == .pad {
            orientations = profile.screens.map(\.orientation)
        } else {
            let screen = profile.screens.first { $0.orientation == .portrait } ?? profile.screens.first
            orientations = screen.map { [$0.orientation] } ?? []
        }
        var simulation: SheetSimulation?
        if var gesture = request.gesture, let orientation = orientations.first {
            gesture.sheet = sheetPlan.sheet.id
            gesture.profile = profile.name
            gesture.orientation = orientation
            switch SpecSimulator.simulate(plan, request: gesture) {
            case .success(let run) where run.popoverFrame != nil:
                // A picture draws a drag; an iPad popover has none (`simulate` prints its frame).
                let screen = "\(profile.name) \(orientation.rawValue)"
                return .failure(.notDraggable(sheet: run.sheet, screen: screen, presentedAs: .popover))
            case .success(let run): simulation = run
            case .failure(let problem): return .failure(problem)
            }
        }
        // A measured height is the content at Large, scaled to the text size
        // the plan is drawn at, as `simulate` takes it (`PlannedTextSize`).
        let content = request.contentHeight.map { measured in
            plan.textSize.map {
                $0.scaled(for: sheetPlan.sheet.accessibility).scaling.contentHeight(measured, at: $0.category)
            } ?? measured
        }
        if let content, simulation == nil {
            sheetPlan = measured(sheetPlan, on: profile, contentHeight: content)
        }
        let svg = SheetPicture.svg(
            of: sheetPlan, on: profile, orientations: orientations, gesture: simulation,
            contentHeight: content)
        return .success(
            RenderedPicture(svg: svg, sheet: sheetPlan.sheet.id, profile: profile, orientations: orientations))
    }

    /// `plan` with its screens on `profile` laid out again with the content measured at
    /// `contentHeight`, by the same planner (`LayoutPlanner.layout`) as every plan.
    static func measured(_ plan: SheetPlan, on profile: DeviceProfile, contentHeight: Double) -> SheetPlan {
        var plan = plan
        plan.profiles = plan.profiles.map { layout in
            guard layout.profile == profile.name else { return layout }
            var layout = layout
            layout.screens = profile.screens.map {
                LayoutPlanner.layout(of: plan.sheet, on: $0, idiom: profile.idiom, contentHeight: contentHeight)
            }
            return layout
        }
        return plan
    }

    /// The only profile when one was chosen; else the smallest screen of
    /// `idiom` (by portrait area; the first of equals), or the first profile.
    public static func defaultProfile(among profiles: [DeviceProfile], preferring idiom: DeviceIdiom) -> DeviceProfile? {
        DeviceProfile.smallest(among: profiles, preferring: idiom)
    }
}
