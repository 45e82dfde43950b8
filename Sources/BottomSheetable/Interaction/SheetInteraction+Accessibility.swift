/// The accessibility events: the adjustable grabber's increment and decrement, the
/// escape gesture, Reduce Motion, and the announcement of a new rest
/// (docs/Runtime.md, "Accessibility").
extension SheetInteraction {
    /// The detent the sheet rests on or heads for, as VoiceOver reads it (the
    /// grabber's value); `nil` with no detent, on a hidden stop, or once dismissed.
    public var detentDescription: SheetDetentDescription? {
        guard phase != .dismissed, let detent = targetDetent ?? currentDetent else { return nil }
        return description(of: detent)
    }

    /// Whether the escape gesture would do something now (UIKit's
    /// `accessibilityPerformEscape()` returns it, so VoiceOver otherwise offers the
    /// escape to the element behind): `SheetEvent.accessibilityEscape` tried on a copy.
    public var answersEscape: Bool {
        var trial = self
        return !trial.handle(.accessibilityEscape).isEmpty
    }

    /// Whether assistive technology should ignore what is behind the sheet (UIKit's
    /// `accessibilityViewIsModal` on the sheet's view): exactly when touches outside
    /// the sheet do not reach the background (`passesTouchesThrough` is false), so a
    /// modal sheet hides its background except at or below an undimmed detent, a
    /// popover hides it, an overlay or an embedded drawer never does, and nothing is
    /// hidden once the sheet is dismissed.
    public var isAccessibilityModal: Bool { !passesTouchesThrough }

    /// Whether the grabber is an adjustable element: the sheet offers it
    /// (`SheetAccessibility.DetentControl.grabber`), has two or more visible
    /// detents to move between, and is not dismissed.
    public var offersAdjustableGrabber: Bool {
        accessibility.detentControl == .grabber && detents.visible.count > 1 && phase != .dismissed
    }

    /// `SheetDetentDescription.counted(_:accessibility:)` over the detents
    /// resolved in height order; `nil` for a hidden stop.
    func description(of detent: ResolvedDetent) -> SheetDetentDescription? {
        SheetDetentDescription.counted(detents.map { ($0.id, $0.isHidden) }, accessibility: accessibility)
            .first { $0.detent == detent.id }
    }

    /// Increment (`offset` 1) or decrement (−1): the neighbouring visible detent in
    /// height order, animated from where the sheet is like a programmatic move.
    /// Nothing at either end, under a finger, while an answer is pending or a pop
    /// runs. From a hidden stop, increment shows the smallest visible detent.
    mutating func stepDetent(by offset: Int) -> [SheetEffect] {
        guard phase == .resting || phase == .animating, let here = targetDetent ?? currentDetent else { return [] }
        let visible = detents.visible
        let next: Int
        if let index = visible.firstIndex(where: { $0.id == here.id }) {
            next = index + offset
        } else {
            next = offset > 0 ? 0 : -1
        }
        guard visible.indices.contains(next) else { return [] }
        return settle(on: visible[next], downwardVelocity: currentDownwardVelocity)
    }

    /// The escape gesture, as `accessibility.escape` says. `collapse` above the
    /// smallest visible detent settles there; `dismiss` (and `collapse` on the
    /// smallest) dismisses when the top screen's rules let the user dismiss by some
    /// gesture or button (never an embedded drawer), asking first with `confirm`.
    mutating func performEscape() -> [SheetEffect] {
        guard phase == .resting || phase == .animating else { return [] }
        switch accessibility.escape {
        case .ignore:
            return []
        case .collapse:
            if let smallest = detents.visible.first, let here = targetDetent ?? currentDetent, here.id != smallest.id {
                return settle(on: smallest, downwardVelocity: currentDownwardVelocity)
            }
            return dismissOnEscape()
        case .dismiss:
            return dismissOnEscape()
        }
    }

    /// Escape stands for the user's own ways out: allowed when any trigger but app
    /// code is.
    private mutating func dismissOnEscape() -> [SheetEffect] {
        let userMayDismiss = DismissalTrigger.allCases.contains {
            $0 != .programmatic && layout.allowsDismissal(by: $0)
        }
        guard userMayDismiss else { return [] }
        return startDismissal(asking: layout.dismissal.confirm)
    }

    /// A settle while Reduce Motion is on: the sheet takes the goal height at once,
    /// and with `fade` the change cross-dissolves (phase `animating` until the fade
    /// ends, so the announcement follows it); already there, it rests.
    mutating func settleWithReducedMotion(at goal: Double, on detent: ResolvedDetent?) -> [SheetEffect] {
        let wasAnimating = animation != nil
        if case .fade(let duration) = accessibility.reducedMotion, duration.isFinite, duration > 0, position != goal {
            let fade = SheetAnimation(
                spring: layout.physics.spring, fromHeight: position, toHeight: goal, downwardVelocity: 0,
                curve: .fade(duration: duration))
            position = goal
            animation = fade
            animationElapsed = 0
            phase = .animating
            return [.animate(fade)]
        }
        rest(at: goal, on: detent)
        return wasAnimating ? [.cancelAnimation] : []
    }

    /// After every event: when the sheet rests on a detent (of a screen) other than
    /// the last one it rested on, `announce` it, once. Hidden stops are not
    /// announced; the presentation's own detent is not either (it was the first rest).
    mutating func announcementOfNewRest() -> [SheetEffect] {
        guard phase == .resting, let detent = currentDetent else { return [] }
        let rest = SheetRest(depth: depth, detent: detent.id)
        guard rest != lastRest else { return [] }
        lastRest = rest
        guard accessibility.announcesDetent, let description = description(of: detent) else { return [] }
        return [.announce(description)]
    }
}

/// Where a sheet last came to rest: the screen (stack depth) and its detent.
struct SheetRest: Sendable, Hashable {
    var depth: Int
    var detent: DetentIdentifier
}
