/// Pans: following the finger, the hand-off with the embedded scroll view, rubber
/// banding, and the release that asks the snap policy where to go.
extension SheetInteraction {
    /// The height a pan shows: the finger's height through the layout's `RubberBand`
    /// (edges: the smallest visible and the largest detents, widened to where the pan caught the
    /// sheet; below the smallest the sheet follows the finger when a swipe may dismiss
    /// it), clamped to `[0, maximumHeight]`.
    func displayedHeight(for drag: SheetDrag) -> Double {
        let bottom = min(detents.visible.first?.height ?? drag.caughtHeight, drag.caughtHeight)
        let top = max(detents.last?.height ?? drag.caughtHeight, drag.caughtHeight)
        let banded = layout.physics.rubberBand.height(
            forDragHeight: drag.fingerHeight, smallest: bottom, largest: top,
            dimension: container.availableHeight, followsFingerBelowSmallest: layout.allowsDismissal(by: .swipe))
        return banded.isNaN ? 0 : min(max(banded, 0), maximumHeight)
    }

    /// A finger touches the sheet: a running settle animation stops where it is and
    /// the sheet follows the finger from there. A popover is not dragged, nor a sheet
    /// parked on a hidden stop (nothing of it is on screen to hold); one moving to or
    /// from the hidden stop can be caught.
    mutating func beginPan(overScrollView: Bool) -> [SheetEffect] {
        guard phase == .resting || phase == .animating, popoverPlacement == nil,
            !(phase == .resting && currentDetent?.isHidden == true)
        else { return [] }
        let wasAnimating = animation != nil
        let heading = targetDetent ?? currentDetent
        currentDetent = heading
        targetDetent = nil
        animation = nil
        animationElapsed = 0
        position = height
        drag = SheetDrag(
            overScrollView: overScrollView,
            startHeight: heading.map { restingPlace(for: $0).height } ?? position,
            lastTranslation: 0,
            fingerHeight: position,
            caughtHeight: position)
        if !overScrollView { scrollLock = .free }
        phase = .dragging
        return wasAnimating ? [.cancelAnimation] : []
    }

    mutating func movePan(to translation: Double) {
        guard phase == .dragging, var drag else { return }
        let delta = translation - drag.lastTranslation
        drag.lastTranslation = translation
        let sheetDelta = drag.overScrollView ? handOff(downwardDelta: delta, fingerHeight: drag.fingerHeight) : delta
        drag.fingerHeight -= sheetDelta
        self.drag = drag
        position = displayedHeight(for: drag)
    }

    /// The part of a finger movement over the scroll view that moves the sheet
    /// (positive = down); the rest scrolls the content. Sets `scrollLock`.
    ///
    /// - Down: the sheet moves when the content is at its top (offset ≤ 0) or the sheet
    ///   is already moving (`pinned`); otherwise the content scrolls back first.
    /// - Up: the sheet grows when it is already moving, or when the content is at its
    ///   top and `scroll.expandsAtEdge`; it grows only up to the largest detent, and
    ///   any movement beyond goes to the content (`free`). At the largest detent, or
    ///   with `expandsAtEdge` off, the content scrolls.
    mutating func handOff(downwardDelta delta: Double, fingerHeight: Double) -> Double {
        let atTop = scrollOffset <= 0
        if delta > 0 {
            guard scrollLock == .pinned || atTop else {
                scrollLock = .free  // mutate: equivalent — reached only when the lock is not `.pinned`, so it is already `.free`
                return 0
            }
            scrollLock = .pinned
            return delta
        }
        if delta < 0 {
            let rise = -delta
            let room = (detents.last?.height ?? 0) - fingerHeight
            guard scrollLock == .pinned || (atTop && layout.scroll.expandsAtEdge), room > 0 else {
                scrollLock = .free
                return 0
            }
            scrollLock = rise > room ? .free : .pinned
            return -min(rise, room)  // mutate: equivalent — `min` with its arguments swapped differs only for NaN; rise and room are finite
        }
        return 0
    }

    /// The finger lifts. A pan over the scroll view that left the sheet on a resting
    /// height with the content owning the movement ends there (the content keeps its
    /// momentum). Otherwise the layout's snap policy picks a detent or dismissal,
    /// with dismissal offered only when the rules allow a swipe.
    mutating func endPan(translation: Double, downwardVelocity: Double) -> [SheetEffect] {
        guard phase == .dragging else { return [] }
        movePan(to: translation)
        guard let drag else { return [] }
        self.drag = nil
        if drag.overScrollView && scrollLock == .free,
            let resting = detents.last(where: { restingPlace(for: $0).height == position })
        {
            rest(at: position, on: restingPlace(for: resting).detent)
            return []
        }
        // The sheet's frame reaches the container's bottom (`frame`): the bottom
        // safe area it covers counts in the content-sized sheet's progress.
        let release = DragRelease(
            height: position, downwardVelocity: downwardVelocity, startHeight: drag.startHeight,
            extentBelowOrigin: container.baselineInset)
        let policy = layout.physics.snapPolicy
        lastRelease = release
        lastProjectedHeight = policy.projectedHeight(for: release)
        let keepsPinned = drag.overScrollView && scrollLock == .pinned
        switch policy.target(for: release, among: detents, allowsDismissal: layout.allowsDismissal(by: .swipe)) {
        case .dismiss:
            return beginDismissal(byReleaseAt: downwardVelocity)
        case .detent(let detent):
            let effects = settle(on: detent, downwardVelocity: downwardVelocity)
            scrollLock = keepsPinned && phase == .animating ? .pinned : .free
            return effects
        case nil:
            return settle(on: nil, downwardVelocity: downwardVelocity)
        }
    }

    /// The system cancelled the pan: back to the detent it started from, critically damped.
    mutating func cancelPan() -> [SheetEffect] {
        guard phase == .dragging else { return [] }
        drag = nil
        return settle(on: currentDetent, downwardVelocity: 0)
    }
}
