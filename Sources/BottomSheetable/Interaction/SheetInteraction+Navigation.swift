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
        let goal =
            below.detent.flatMap { id in detents.first { $0.id == id } } ?? layout.initialResolvedDetent(among: detents)
        currentDetent = goal
        return settle(on: goal, downwardVelocity: velocity)
    }

    /// Makes `newLayout` the top screen's layout; its scroll view starts at its top.
    private mutating func show(_ newLayout: SheetLayout, contentHeight newContentHeight: Double?) {
        layout = newLayout
        contentHeight = newContentHeight
        detents = layout.resolvedDetents(in: container, contentHeight: contentHeight)
        scrollOffset = 0
        scrollLock = .free
    }
}
