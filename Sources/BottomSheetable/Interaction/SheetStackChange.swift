/// What a sheet's state machine must be told so the screens it follows become the
/// platform navigation stack's (docs/Runtime.md §12.1): pop the screens past the
/// longest common start of the two stacks, then push the rest of the new one in
/// order. A stack replaced, popped to any screen or to its root, or changed before
/// the sheet was shown, is followed the same way as one push or one pop.
public struct SheetStackChange<Screen: Equatable>: Equatable {
    /// How many `SheetEvent.pop`s, first.
    public var pops: Int
    /// The screens to send as `SheetEvent.push`, bottom first, after the pops.
    public var pushes: [Screen]

    public init(pops: Int, pushes: [Screen]) {
        self.pops = pops
        self.pushes = pushes
    }

    /// The steps from the screens followed so far to the screens on the stack now,
    /// both root first. The root is never popped: a stack whose first screen
    /// differs from the followed root keeps the root and follows the rest.
    public init(from followed: [Screen], to current: [Screen]) {
        var shared = 0
        while shared < followed.count, shared < current.count, followed[shared] == current[shared] {
            shared += 1
        }
        let kept = Swift.max(shared, Swift.min(1, followed.count))
        pops = followed.count - kept
        pushes = kept < current.count ? Array(current[kept...]) : []
    }

    /// Whether the two stacks already agree.
    public var isEmpty: Bool { pops == 0 && pushes.isEmpty }
}
