import BottomSheetable

/// A scripted gesture on one sheet: `sheetspec simulate`'s arguments.
///
/// Heights are points above the bottom safe-area edge, as in the plan; the velocity is
/// points per second, **positive upwards** (the opposite of UIKit's pan velocity, which
/// `SheetInteraction` takes: the simulator flips it).
public struct SimulationRequest: Sendable, Hashable {
    /// The sheet, by id.
    public var sheet: String
    /// The device profile; `nil` = the smallest iPhone among the profiles.
    public var profile: String?
    /// `nil` = portrait (or the profile's first screen).
    public var orientation: Orientation?
    /// The detent the sheet rests on when the finger touches it; `nil` = the initial detent.
    public var fromDetent: String?
    /// The drag, or the accessibility actions sent instead of it.
    public var input: SimulatedInput
    /// The screen's keyboard is shown before the gesture (`ProfileScreen.keyboardHeight`).
    public var keyboard: Bool
    /// The content's measured height for fitted detents; `nil` = not measured (fitted
    /// detents at their cap, as in the plan).
    public var contentHeight: Double?
    /// The app's answer when a `confirm` sheet asks `shouldDismiss`.
    public var answersShouldDismiss: Bool
    /// A sheet of `navigation.push` to push once the sheet rests; the drag then moves the
    /// pushed screen, and when it settles the screen is popped (`SimulatedNavigation`).
    public var push: String?
    /// The pushed screen's measured content height for its fitted detents.
    public var pushedContentHeight: Double?
    /// The text size (`--text-size`): the content heights above, taken at
    /// Large, or else each screen's fitted floor, are scaled to it
    /// (`PlannedTextSize.contentHeight`); `nil` leaves them as given.
    public var textSize: ContentSizeCategory? = nil
    /// The system's Reduce Motion setting is on: settles follow the sheet's
    /// `accessibility.reduceMotion` (by default a 0.25 s cross-dissolve at the target height).
    public var reducesMotion: Bool = false

    public init(
        sheet: String, profile: String? = nil, orientation: Orientation? = nil, fromDetent: String? = nil,
        input: SimulatedInput, keyboard: Bool = false, contentHeight: Double? = nil,
        answersShouldDismiss: Bool = true, push: String? = nil, pushedContentHeight: Double? = nil
    ) {
        self.sheet = sheet
        self.profile = profile
        self.orientation = orientation
        self.fromDetent = fromDetent
        self.input = input
        self.keyboard = keyboard
        self.contentHeight = contentHeight
        self.answersShouldDismiss = answersShouldDismiss
        self.push = push
        self.pushedContentHeight = pushedContentHeight
    }
}

/// What the finger does, or what is sent instead of it: a request has
/// exactly one, so no number stands in for one that was not given.
public enum SimulatedInput: Sendable, Hashable {
    /// A pan from where the sheet rests, let go at `releaseHeight` (points
    /// above the bottom safe-area edge) at `upwardVelocity` (points per
    /// second, positive upwards).
    case drag(releaseHeight: Double, upwardVelocity: Double)
    /// Accessibility actions sent in turn (`--action`), each played until the
    /// sheet is still.
    case actions([SimulatedAction])
}

extension SimulationRequest {
    /// A drag (`input: .drag(releaseHeight:upwardVelocity:)`), as most callers ask.
    public init(
        sheet: String, profile: String? = nil, orientation: Orientation? = nil, fromDetent: String? = nil,
        releaseHeight: Double, upwardVelocity: Double, keyboard: Bool = false, contentHeight: Double? = nil,
        answersShouldDismiss: Bool = true, push: String? = nil, pushedContentHeight: Double? = nil
    ) {
        self.init(
            sheet: sheet, profile: profile, orientation: orientation, fromDetent: fromDetent,
            input: .drag(releaseHeight: releaseHeight, upwardVelocity: upwardVelocity), keyboard: keyboard,
            contentHeight: contentHeight, answersShouldDismiss: answersShouldDismiss, push: push,
            pushedContentHeight: pushedContentHeight)
    }
}

/// `"settled"` on a detent or `"dismissed"`.
public enum SimulationOutcome: String, Sendable, Hashable {
    case settled
    case dismissed
}

/// One sample of the sheet after the release: `time` seconds after it, at 60 Hz.
public struct SimulatedFrame: Sendable, Hashable {
    public var time: Double
    /// `SheetInteraction.height`: visible height above the bottom safe-area edge.
    public var height: Double
    /// `SheetInteraction.dimmingAlpha`.
    public var dimming: Double
    /// `SheetInteraction.passesTouchesThrough`: a touch beside the sheet reaches the
    /// content behind it (the map under a drawer) at this height.
    public var passesTouchesThrough: Bool

    public init(time: Double, height: Double, dimming: Double, passesTouchesThrough: Bool) {
        self.time = time
        self.height = height
        self.dimming = dimming
        self.passesTouchesThrough = passesTouchesThrough
    }
}

/// What the state machine did with the scripted gesture. Values are exact; the writers
/// round lengths and times to `LengthPrecision.step`.
public struct SheetSimulation: Sendable, Hashable {
    public var sheet: String
    public var profile: String
    public var orientation: Orientation
    /// The content height given (`nil` = not measured).
    public var contentHeight: Double?
    /// The keyboard shown before the gesture (0 = none).
    public var keyboardHeight: Double
    /// Where the finger caught the sheet: its detent and resting height.
    public var startDetent: DetentIdentifier?
    public var startHeight: Double
    /// The release height asked for (the finger), and the sheet's height at release
    /// (`DragRelease.height`: rubber banded, clamped to the container).
    public var requestedReleaseHeight: Double
    public var releaseHeight: Double
    /// Points per second, positive upwards, as asked.
    public var upwardVelocity: Double
    /// The snap policy's projection of the release (`SheetInteraction.lastProjectedHeight`).
    public var projectedHeight: Double?
    /// The rules allow a swipe to dismiss (`dismiss.swipe`): the policy was offered dismissal.
    public var dismissalAllowed: Bool
    /// The release asked `shouldDismiss` (a `confirm` sheet), and the answer given.
    public var askedShouldDismiss: Bool
    public var shouldDismissAnswer: Bool?
    public var outcome: SimulationOutcome
    /// The detent it settled on; `nil` when dismissed.
    public var detent: DetentIdentifier?
    /// The final height (0 when dismissed).
    public var height: Double
    /// From the release (time 0) to the frame at which it rests or is gone, at 60 Hz.
    public var frames: [SimulatedFrame]
    /// On an iPad popover screen: the popover's frame at the end (after the keyboard),
    /// in the container's coordinates; `nil` on a sheet screen.
    public var popoverFrame: Rect?
    /// The popover is `anchored`: beside the app's source view, which no spec
    /// knows, so only `popoverFrame`'s size is true (its origin is a stand-in).
    public var popoverIsAnchored = false
    /// The scripted push and pop, when `SimulationRequest.push` asked for them.
    public var navigation: SimulatedNavigation?
    /// The simulated sheet's layout, for what a later stage says about it
    /// (the `floatingpanel` backend's note on whose physics decide).
    public var layout: SheetLayout? = nil
    /// The dragged sheet is UIKit's system sheet (`PresentationPath`): there
    /// UIKit's own physics decide where a drag ends, and these frames are
    /// what sheetspec's presenter would do instead.
    public var shownBySystemSheet = false
    /// The accessibility actions run instead of a drag, one step each.
    public var actions: [SimulatedActionStep] = []
    /// The text size asked for, and the content height the state machine
    /// was given at that size (`nil`: fitted detents at their cap).
    public var textSize: ContentSizeCategory? = nil
    public var contentHeightAtTextSize: Double? = nil
}

/// What a `simulate` run gave: the validation report, then the simulation or why the
/// request could not be simulated (`nil` when validation failed).
public struct SimulationRun: Sendable {
    /// `nil` when the request failed before anything was read (a bad number, an unknown profile).
    public var report: ValidationReport?
    public var simulation: Result<SheetSimulation, SheetRequestError>?
}

/// The `simulate` pipeline: validate and plan exactly as `plan` does, then run the
/// presenter's state machine (`SheetInteraction`) on one sheet on one profile screen
/// — the same `SheetLayout` (`ResolvedSheet.layout`) and `SheetContainer`
/// (`ProfileScreen.container`) the plan and the generated code use — through a
/// scripted gesture:
///
/// 1. the sheet rests on `fromDetent` (or its initial detent); with `keyboard`, the
///    screen's keyboard is shown and the sheet rests where its keyboard policy puts it;
/// 2. a pan (not over the scroll view) begins there and moves the finger to
///    `releaseHeight`; it ends with the velocity flipped to UIKit's sign;
/// 3. a `shouldDismiss` question is answered with `answersShouldDismiss`;
/// 4. time steps of 1/60 s until the sheet rests or is dismissed (frame 0 is the
///    release; at most `SpringMotion.maximumDuration`).
///
/// With `push`, a screen of `navigation.push` is pushed once the sheet rests (step 1),
/// the drag moves it, and once it settles it is popped; both transitions are sampled.
///
/// Defaults: the smallest iPhone among the profiles; portrait. A popover is simulated
/// on iPhone as the sheet it adapts to; on iPad as itself, which pans do not move: the
/// result is its frame (`popoverFrame`) with the keyboard shown or not.
public enum SpecSimulator {
    public static let frameRate = 60.0

    public static func simulate(
        paths: [String], request: SimulationRequest, options: ValidationOptions, strict: Bool
    ) -> SimulationRun {
        if let bad = numberError(in: request) { return SimulationRun(report: nil, simulation: .failure(bad)) }
        let outcome: PlanOutcome
        switch SpecPlanner.plan(paths: paths, options: options, strict: strict, profile: request.profile) {
        case .success(let planned): outcome = planned
        case .failure(let unknown): return SimulationRun(report: nil, simulation: .failure(.unknownProfile(unknown)))
        }
        guard let plan = outcome.plan else { return SimulationRun(report: outcome.report, simulation: nil) }
        return SimulationRun(report: outcome.report, simulation: simulate(plan, request: request))
    }

    /// The request resolved against a plan, and the gesture run.
    public static func simulate(_ plan: LayoutPlan, request: SimulationRequest) -> Result<
        SheetSimulation, SheetRequestError
    > {
        if let bad = numberError(in: request) { return .failure(bad) }
        let ids = plan.sheets.map(\.sheet.id)
        guard let sheetPlan = plan.sheets.first(where: { $0.sheet.id == request.sheet }) else {
            return .failure(
                .unknownSheet(
                    name: request.sheet, suggestion: NearestWord.suggestion(for: request.sheet, among: ids), known: ids))
        }
        var profiles = plan.profiles
        if let name = request.profile {
            switch ProfileSelection.select(name, from: profiles) {
            case .success(let selected): profiles = selected
            case .failure(let unknown): return .failure(.unknownProfile(unknown))
            }
        }
        guard let profile = DeviceProfile.smallest(among: profiles, preferring: .phone) else {
            return .failure(.noProfiles(.simulation))
        }
        let orientation = request.orientation ?? .portrait
        let screen: ProfileScreen
        if let chosen = profile.screens.first(where: { $0.orientation == orientation }) {
            screen = chosen
        } else if request.orientation == nil, let first = profile.screens.first {
            screen = first
        } else {
            return .failure(.orientationMissing(profile: profile.name, orientation: orientation))
        }
        switch pushedSheet(for: request, from: sheetPlan.sheet, in: plan) {
        case .failure(let problem): return .failure(problem)
        case .success(let pushed):
            return simulate(sheetPlan.sheet, on: profile, screen: screen, request: request, pushing: pushed)
        }
    }

    /// The gesture on one resolved sheet and screen (`request.sheet`, `profile` and
    /// `orientation` are not read again; `pushing` is the sheet `request.push` names).
    public static func simulate(
        _ sheet: ResolvedSheet, on profile: DeviceProfile, screen: ProfileScreen, request: SimulationRequest,
        pushing pushed: ResolvedSheet? = nil
    ) -> Result<SheetSimulation, SheetRequestError> {
        if let bad = numberError(in: request) { return .failure(bad) }
        let screenName = "\(profile.name) \(screen.orientation.rawValue)"
        let presentedAs = ScreenPresentation(of: sheet, on: screen, idiom: profile.idiom)
        guard presentedAs != .fullScreen else {
            return .failure(.notDraggable(sheet: sheet.id, screen: screenName, presentedAs: presentedAs))
        }
        // An iPhone is compact in width, where the state machine shows a popover as a
        // sheet (`SheetInteraction.shownLayout`), as `ScreenPresentation` does.
        var container = screen.container
        container.isCompactWidth = profile.idiom == .phone
        let textSize = request.textSize.map { PlannedTextSize($0) }
        let contentHeight =
            textSize.map { $0.contentHeight(measured: request.contentHeight, of: sheet.layout, in: container) }
            ?? request.contentHeight
        var interaction = SheetInteraction(
            layout: sheet.layout, container: container, contentHeight: contentHeight,
            reducesMotion: request.reducesMotion)
        guard !interaction.detents.isEmpty else { return .failure(.noDetents(sheet: sheet.id, screen: screenName)) }

        if let name = request.fromDetent {
            let declared = sheet.detents.map(\.detent.id.rawValue)
            guard declared.contains(name) else {
                return .failure(
                    .unknownDetent(
                        name: name, sheet: sheet.id, suggestion: NearestWord.suggestion(for: name, among: declared),
                        known: declared))
            }
            guard interaction.detents.contains(where: { $0.id.rawValue == name }) else {
                return .failure(.inactiveDetent(name: name, sheet: sheet.id, screen: screenName))
            }
            interaction.handle(.moveToDetent(DetentIdentifier(name)))
            interaction.handle(.animationCompleted)
        }
        let keyboardHeight = request.keyboard ? screen.keyboardHeight : 0
        if keyboardHeight > 0 {
            interaction.handle(.keyboardChanged(height: keyboardHeight))
            interaction.handle(.animationCompleted)
        }
        var navigation: SimulatedNavigation?
        if let pushed {
            let rootDetent = interaction.currentDetent?.id
            let rootHeight = interaction.height
            let pushedContent =
                textSize.map { $0.contentHeight(measured: request.pushedContentHeight, of: pushed.layout, in: container) }
                ?? request.pushedContentHeight
            interaction.handle(.push(pushed.layout, contentHeight: pushedContent))
            let pushFrames = framesUntilStill(&interaction)
            navigation = SimulatedNavigation(
                pushedSheet: pushed.id, rootDetent: rootDetent, rootHeight: rootHeight,
                pushedDetent: interaction.currentDetent?.id, pushedHeight: interaction.height, pushFrames: pushFrames,
                popped: false, poppedDetent: nil, poppedHeight: nil, popFrames: [])
        }
        let startDetent = interaction.currentDetent?.id
        let startHeight = interaction.height
        let requestedRelease: Double
        let upwardVelocity: Double
        switch request.input {
        case .drag(let height, let velocity):
            requestedRelease = height
            upwardVelocity = velocity
        case .actions(let actions):
            let steps = run(actions, on: &interaction, answeringShouldDismiss: request.answersShouldDismiss)
            let dismissed = steps.last?.dismissed == true
            let asked = steps.contains { $0.askedShouldDismiss }
            var simulation = SheetSimulation(
                sheet: sheet.id, profile: profile.name, orientation: screen.orientation,
                contentHeight: request.contentHeight, keyboardHeight: keyboardHeight, startDetent: startDetent,
                startHeight: startHeight, requestedReleaseHeight: startHeight, releaseHeight: startHeight,
                upwardVelocity: 0, projectedHeight: nil, dismissalAllowed: sheet.layout.dismissal.allows(.swipe),
                askedShouldDismiss: asked, shouldDismissAnswer: asked ? request.answersShouldDismiss : nil,
                outcome: dismissed ? .dismissed : .settled, detent: dismissed ? nil : interaction.currentDetent?.id,
                height: interaction.height, frames: steps.last?.frames ?? [], popoverFrame: nil, navigation: navigation,
                layout: sheet.layout, shownBySystemSheet: sheet.layout.usesSystemSheet, textSize: request.textSize,
                contentHeightAtTextSize: textSize == nil ? nil : contentHeight)
            simulation.actions = steps
            return .success(simulation)
        }

        // The finger: down = positive translation and velocity in UIKit's convention.
        let translation = startHeight - requestedRelease
        var effects = interaction.handle(.panBegan(overScrollView: false))
        effects += interaction.handle(.panChanged(downwardTranslation: translation))
        effects += interaction.handle(.panEnded(downwardTranslation: translation, downwardVelocity: -upwardVelocity))
        let releaseHeight = interaction.lastRelease?.height ?? interaction.height
        let projectedHeight = interaction.lastProjectedHeight
        let asked = effects.contains(.askShouldDismiss)
        if asked { interaction.handle(.shouldDismissAnswered(request.answersShouldDismiss)) }

        let frames = framesUntilStill(&interaction)
        let dismissed = interaction.phase == .dismissed || interaction.phase == .dismissing
        let finalDetent = dismissed ? nil : interaction.currentDetent?.id
        let finalHeight = interaction.height
        let popoverFrame = presentedAs == .popover ? interaction.popoverPlacement?.frame : nil
        if navigation != nil, interaction.phase == .resting {
            interaction.handle(.pop)
            navigation?.popFrames = framesUntilStill(&interaction)
            navigation?.popped = true
            navigation?.poppedDetent = interaction.currentDetent?.id
            navigation?.poppedHeight = interaction.height
        }
        return .success(
            SheetSimulation(
                sheet: sheet.id, profile: profile.name, orientation: screen.orientation,
                contentHeight: request.contentHeight, keyboardHeight: keyboardHeight, startDetent: startDetent,
                startHeight: startHeight, requestedReleaseHeight: requestedRelease, releaseHeight: releaseHeight,
                upwardVelocity: upwardVelocity, projectedHeight: projectedHeight,
                dismissalAllowed: sheet.layout.dismissal.allows(.swipe), askedShouldDismiss: asked,
                shouldDismissAnswer: asked ? request.answersShouldDismiss : nil,
                outcome: dismissed ? .dismissed : .settled, detent: finalDetent, height: finalHeight, frames: frames,
                popoverFrame: popoverFrame,
                popoverIsAnchored: popoverFrame != nil && sheet.layout.popover?.alignment.isAnchoredToSource == true,
                navigation: navigation, layout: sheet.layout,
                shownBySystemSheet: popoverFrame == nil && sheet.layout.usesSystemSheet,
                textSize: request.textSize, contentHeightAtTextSize: textSize == nil ? nil : contentHeight))
    }

    /// The first number of the request that is not a finite length (or velocity).
    static func numberError(in request: SimulationRequest) -> SheetRequestError? {
        if case .drag(let height, let velocity) = request.input {
            if !height.isFinite || height < 0 { return .invalidNumber(option: "release-height", value: height) }
            if !velocity.isFinite { return .invalidNumber(option: "velocity", value: velocity) }
        }
        if let content = request.contentHeight, !content.isFinite || content < 0 {
            return .invalidNumber(option: "content-height", value: content)
        }
        if let content = request.pushedContentHeight, !content.isFinite || content < 0 {
            return .invalidNumber(option: "pushed-content-height", value: content)
        }
        return nil
    }
}
