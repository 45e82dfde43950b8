/// Resting places, settle animations, time steps, and the events that move a resting
/// sheet without a finger: container, content height, keyboard, programmatic moves.
extension SheetInteraction {
    /// The detent and height the sheet rests at for `detent`, with the keyboard as it
    /// is (`KeyboardAdjustment.sheet`). `expand` with the keyboard over the sheet rests
    /// on the largest detent, which becomes the current one (and stays so when the
    /// keyboard hides); `lift` rests higher while the keyboard is shown. Popovers are
    /// not adjusted here (one adapted to a sheet in compact width is). A hidden stop
    /// rests below the bottom safe area, so the sheet's frame is empty, whatever the
    /// keyboard does.
    public func restingPlace(for detent: ResolvedDetent) -> (detent: ResolvedDetent, height: Double) {
        if detent.isHidden { return (detent, -container.safeArea.bottom) }
        guard keyboardHeight > 0, layout.keyboard != .none, shownLayout.presentation != .popover else {
            return (detent, detent.height)
        }
        let outcome = KeyboardAdjustment.sheet(
            policy: layout.keyboard, currentHeight: detent.height, detents: detents,
            keyboardHeight: keyboardHeight, in: container)
        if layout.keyboard == .expand, let largest = detents.last, detent.height < largest.height,
            outcome.height == largest.height
        {
            return (largest, outcome.height)
        }
        return (detent, outcome.height)
    }

    /// The visible detent nearest to `height`; a tie goes to the larger one. `nil`
    /// without visible detents. This is `ProjectedSnapPolicy`'s choice for a release
    /// without velocity and without dismissal, so it is asked rather than written again.
    public func nearestDetent(to height: Double) -> ResolvedDetent? {
        let still = DragRelease(height: height, downwardVelocity: 0, startHeight: height)
        guard
            case .detent(let nearest) = ProjectedSnapPolicy().target(
                for: still, among: detents.visible, allowsDismissal: false)
        else { return nil }
        return nearest
    }

    /// The velocity of the running animation now, UIKit's sign (positive = down); 0 without one.
    var currentDownwardVelocity: Double {
        guard let animation else { return 0 }
        return -animation.velocity(at: animationElapsed)
    }

    /// Heads for `detent` from the current position at `downwardVelocity`: an
    /// animation, or, when already there and still, rest at once. Without a detent
    /// (no active detents) the sheet rests at height 0.
    mutating func settle(on detent: ResolvedDetent?, downwardVelocity: Double) -> [SheetEffect] {
        let place = detent.map(restingPlace(for:))
        let goal = place?.height ?? 0
        targetDetent = place?.detent
        if reducesMotion, !accessibility.reducedMotion.keepsSpring { return settleWithReducedMotion(at: goal, on: place?.detent) }
        if position == goal && downwardVelocity == 0 {
            let wasAnimating = animation != nil
            rest(at: goal, on: place?.detent)
            return wasAnimating ? [.cancelAnimation] : []
        }
        let settle = SheetAnimation(
            spring: layout.physics.spring, fromHeight: position, toHeight: goal, downwardVelocity: downwardVelocity)
        animation = settle
        animationElapsed = 0
        phase = .animating
        return [.animate(settle)]
    }

    mutating func rest(at height: Double, on detent: ResolvedDetent?) {
        position = height
        currentDetent = detent
        targetDetent = detent
        animation = nil
        animationElapsed = 0
        phase = .resting
        scrollLock = .free
    }

    mutating func advance(by seconds: Double) -> [SheetEffect] {
        guard let animation, phase == .animating || phase == .dismissing else { return [] }
        animationElapsed += seconds
        if animation.isSettled(at: animationElapsed) { return finishAnimation() }
        position = animation.height(at: animationElapsed)
        return []
    }

    mutating func finishAnimation() -> [SheetEffect] {
        guard let animation else { return [] }
        if phase == .dismissing {
            position = animation.toHeight
            self.animation = nil
            animationElapsed = 0
            currentDetent = nil
            targetDetent = nil
            scrollLock = .free
            phase = .dismissed
            return [.dismissCompletion]
        }
        rest(at: animation.toHeight, on: targetDetent)
        return []
    }

    /// The same detent (by identifier) among the detents resolved again, or the one
    /// nearest to its old height when it is no longer active.
    func refound(_ detent: ResolvedDetent?) -> ResolvedDetent? {
        guard let detent else { return nil }
        return detents.first { $0.id == detent.id } ?? nearestDetent(to: detent.height)
    }

    mutating func resolveDetentsAgain() {
        detents = layout.resolvedDetents(in: container, contentHeight: contentHeight)
        currentDetent = refound(currentDetent)
        targetDetent = refound(targetDetent)
    }

    /// A new container: the sheet jumps (no animation) to its detent's new height; a
    /// drag continues against the new detents; a dismissal keeps sliding out.
    mutating func changeContainer(to newContainer: SheetContainer) -> [SheetEffect] {
        container = Self.sanitized(newContainer).measured(in: layout.frame)
        resolveDetentsAgain()
        switch phase {
        case .resting, .animating:
            let wasAnimating = animation != nil
            let place = (targetDetent ?? currentDetent).map(restingPlace(for:))
            rest(at: place?.height ?? 0, on: place?.detent)
            return wasAnimating ? [.cancelAnimation] : []
        case .dragging:
            if let drag { position = displayedHeight(for: drag) }
            return []
        case .popping:
            moveInteractivePop(to: popTransition?.progress ?? 0)
            return []
        case .awaitingDismissalAnswer:
            position = height
            return []
        case .dismissing, .dismissed:
            return []
        }
    }

    /// New content height: fitted detents move; a resting or settling sheet animates
    /// to its detent's new height (keeping the velocity it has).
    mutating func changeContentHeight(to newHeight: Double?) -> [SheetEffect] {
        contentHeight = Self.sanitizedContentHeight(newHeight)
        let velocity = currentDownwardVelocity
        resolveDetentsAgain()
        switch phase {
        case .resting, .animating:
            guard let goal = targetDetent ?? currentDetent else { return [] }
            return settle(on: goal, downwardVelocity: velocity)
        case .dragging:
            if let drag { position = displayedHeight(for: drag) }
            return []
        case .popping, .awaitingDismissalAnswer, .dismissing, .dismissed:
            return []
        }
    }

    /// The keyboard moved: a resting or settling sheet animates to its resting place
    /// with the keyboard as it is now; a drag settles with it when released.
    mutating func changeKeyboard(to newHeight: Double) -> [SheetEffect] {
        keyboardHeight = newHeight
        switch phase {
        case .resting, .animating:
            guard let goal = targetDetent ?? currentDetent else { return [] }
            return settle(on: goal, downwardVelocity: currentDownwardVelocity)
        default:
            return []
        }
    }

    /// App code selects a detent: animate there (critically damped from rest).
    mutating func move(to id: DetentIdentifier) -> [SheetEffect] {
        guard phase == .resting || phase == .animating, let detent = detents.first(where: { $0.id == id }) else {
            return []
        }
        return settle(on: detent, downwardVelocity: currentDownwardVelocity)
    }
}
