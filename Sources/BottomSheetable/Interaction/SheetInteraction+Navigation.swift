/// The navigation stack inside a sheet (the content-sized sheet's navigation
/// controller, the original's `BottomSheetNavigationController`): each screen has its
/// own layout, and push and pop animate the height from one layout's detent to the
/// other's.
extension SheetInteraction {
    /// How many screens the sheet shows, the top one included.
    public var depth: Int { stack.count + 1 }

    /// Covers the top screen with one of `newLayout`, measured at `newContentHeight`:
    /// the sheet heads for the new layout's initial detent with the new layout's
    /// spring, from where it is and at the velocity it has. Only a resting or settling
    /// sheet pushes.
    mutating func push(_ newLayout: SheetLayout, contentHeight newContentHeight: Double?) -> [SheetEffect] {
        guard phase == .resting || phase == .animating else { return [] }
        let velocity = currentDownwardVelocity
        stack.append(
            SheetStackEntry(layout: layout, contentHeight: contentHeight, detent: (targetDetent ?? currentDetent)?.id))
        show(newLayout, contentHeight: Self.sanitizedContentHeight(newContentHeight))
        let goal = layout.initialResolvedDetent(among: detents)
        currentDetent = goal
        return settle(on: goal, downwardVelocity: velocity)
    }

    /// Uncovers the screen below: the sheet heads back to the detent that screen was
    /// on (resolved again on today's container and keyboard; its initial detent when
    /// that one is no longer active). Nothing happens on the root screen.
    mutating func pop() -> [SheetEffect] {
        guard phase == .resting || phase == .animating, let below = stack.popLast() else { return [] }
        let velocity = currentDownwardVelocity
        show(below.layout, contentHeight: below.contentHeight)
        let goal = Self.returnDetent(of: below, in: container)
        currentDetent = goal
        return settle(on: goal, downwardVelocity: velocity)
    }

    /// Starts an interactive pop (the edge swipe), when the screen below allows it
    /// (`navigation.interactivePop` of the layout that pushed). A settling sheet stops
    /// where it is.
    mutating func beginInteractivePop() -> [SheetEffect] {
        guard phase == .resting || phase == .animating, allowsInteractivePop else { return [] }
        let wasAnimating = animation != nil
        currentDetent = targetDetent ?? currentDetent
        animation = nil
        animationElapsed = 0
        position = height
        popTransition = SheetPopTransition(fromHeight: position, progress: 0)
        phase = .popping
        return wasAnimating ? [.cancelAnimation] : []
    }

    /// The height follows the pop's progress linearly:
    /// `from + (to − from) · progress`, `progress` clamped to `[0, 1]`, `to` the raw
    /// height of the detent the screen below returns to.
    mutating func moveInteractivePop(to progress: Double) {
        guard phase == .popping, var transition = popTransition, let below = stack.last else { return }
        transition.progress = min(max(progress, 0), 1)
        popTransition = transition
        let to = Self.returnDetent(of: below, in: container)?.height ?? 0
        position = transition.fromHeight + (to - transition.fromHeight) * transition.progress
    }

    /// Whether an edge swipe may pop the top screen now: there is a screen below and
    /// the layout that pushed allows it (`navigation.interactivePop`). A shell turns
    /// the platform's edge-swipe gesture on and off with it.
    public var allowsInteractivePop: Bool {
        stack.last?.layout.navigation.interactivePop ?? false
    }

    /// The edge swipe ended: a completed pop settles on the screen below (as `pop`),
    /// a cancelled one returns to the top screen's detent; both from rest. A
    /// completed swipe that was not followed (where the layout forbids it, or begun
    /// while a finger held the sheet) still pops once the sheet is at rest or
    /// settling: the platform's stack has lost that screen, and the two must agree.
    mutating func endInteractivePop(completed: Bool) -> [SheetEffect] {
        guard phase == .popping else { return completed ? pop() : [] }
        popTransition = nil
        phase = .resting
        if completed { return pop() }
        return settle(on: currentDetent, downwardVelocity: 0)
    }

    /// The detent `entry` returns to on `container`: the one it was on, or its initial
    /// detent when that one is no longer active.
    static func returnDetent(of entry: SheetStackEntry, in container: SheetContainer) -> ResolvedDetent? {
        let detents = entry.layout.resolvedDetents(in: container, contentHeight: entry.contentHeight)
        return entry.detent.flatMap { id in detents.first { $0.id == id } }
            ?? entry.layout.initialResolvedDetent(among: detents)
    }

    /// Makes `newLayout` the top screen's layout; its scroll view starts at its top.
    /// The stack was presented once, as its root's layout says: a screen's
    /// `presentation` does not change how it is presented, dimmed or touched
    /// through (docs/SpecReference.md, "Decided: what a pushed sheet brings").
    private mutating func show(_ newLayout: SheetLayout, contentHeight newContentHeight: Double?) {
        let presentation = layout.presentation
        layout = newLayout
        layout.presentation = presentation
        container = container.measured(in: newLayout.frame)
        contentHeight = newContentHeight
        detents = layout.resolvedDetents(in: container, contentHeight: contentHeight)
        scrollOffset = 0
        scrollLock = .free
    }
}
