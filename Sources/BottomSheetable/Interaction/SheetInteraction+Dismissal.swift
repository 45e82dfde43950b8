/// The dismissal protocol: the rules decide whether a trigger may dismiss, `confirm`
/// asks `shouldDismiss` first (never for app code), and `dismissCompletion` follows
/// the end of the slide-out.
extension SheetInteraction {
    /// A release the snap policy sends off screen. The policy is only offered
    /// dismissal when the rules allow a swipe; should it dismiss anyway, the sheet
    /// snaps back to the nearest detent.
    mutating func beginDismissal(byReleaseAt downwardVelocity: Double) -> [SheetEffect] {
        guard layout.allowsDismissal(by: .swipe) else {
            return settle(on: nearestDetent(to: position), downwardVelocity: downwardVelocity)
        }
        if layout.dismissal.confirm {
            awaitAnswer()
            return [.askShouldDismiss]
        }
        return dismiss(downwardVelocity: downwardVelocity)
    }

    /// A tap outside, the close button or app code. A tap outside counts only where
    /// `SheetLayout.tapOutsideDismisses` (not where the background is interactive); a
    /// trigger the rules forbid does nothing. App code always dismisses, without asking,
    /// even during a drag or while an answer is pending; other triggers only act on a
    /// resting or settling sheet (a pop in progress is abandoned).
    mutating func requestDismissal(by trigger: DismissalTrigger) -> [SheetEffect] {
        switch phase {
        case .resting, .animating:
            break
        case .dragging, .awaitingDismissalAnswer, .popping:
            guard trigger == .programmatic else { return [] }
        case .dismissing, .dismissed:
            return []
        }
        let allowed =
            trigger == .tapOutside
            ? layout.tapOutsideDismisses(atHeight: height, among: detents) : layout.allowsDismissal(by: trigger)
        guard allowed else { return [] }
        return startDismissal(asking: layout.dismissal.confirm && trigger != .programmatic)
    }

    /// A dismissal the rules allowed: asks first (`asking`) or slides out.
    mutating func startDismissal(asking: Bool) -> [SheetEffect] {
        drag = nil
        popTransition = nil
        if asking {
            let wasAnimating = animation != nil
            awaitAnswer()
            return (wasAnimating ? [.cancelAnimation] : []) + [.askShouldDismiss]
        }
        return dismiss(downwardVelocity: currentDownwardVelocity)
    }

    /// The app answered: `true` slides the sheet out, `false` returns it to the detent
    /// nearest to where it was held. Both start from rest (the answer may come late).
    mutating func answerShouldDismiss(_ allowed: Bool) -> [SheetEffect] {
        guard phase == .awaitingDismissalAnswer else { return [] }
        if allowed { return dismiss(downwardVelocity: 0) }
        return settle(on: nearestDetent(to: position), downwardVelocity: 0)
    }

    /// Holds the sheet where it is until the answer comes.
    mutating func awaitAnswer() {
        position = height
        animation = nil
        animationElapsed = 0
        targetDetent = nil
        scrollLock = .free
        phase = .awaitingDismissalAnswer
    }

    /// Slides the sheet out: the spring runs to `−baselineInset`, where the sheet's
    /// top edge meets the container's bottom edge, with damping ratio at least 1.
    mutating func dismiss(downwardVelocity: Double) -> [SheetEffect] {
        let slide = SheetAnimation.dismissal(
            spring: layout.physics.spring, fromHeight: position, toHeight: -container.baselineInset,
            downwardVelocity: downwardVelocity)
        animation = slide
        animationElapsed = 0
        targetDetent = nil
        scrollLock = .free
        phase = .dismissing
        return [.dismiss(slide)]
    }

    /// Whether `event` would start the sheet's dismissal: slide it out or ask
    /// `shouldDismiss` (`confirm`). A shell asks before a user's event reaches the
    /// state machine when the platform can refuse user dismissals on its own
    /// (UIKit's `isModalInPresentation`, an adaptive delegate answering no); the
    /// sheet itself is not changed.
    public func wouldDismiss(on event: SheetEvent) -> Bool {
        var probe = self
        return probe.handle(event).contains { effect in
            switch effect {
            case .dismiss, .askShouldDismiss: true
            case .animate, .cancelAnimation, .dismissCompletion, .announce: false
            }
        }
    }
}
