extension SheetLayout {
    /// Whether `trigger` may start a dismissal of a sheet with this layout.
    ///
    /// An embedded drawer is part of its host's screen, not something shown over it:
    /// no trigger dismisses it, not even app code, so a drag below its smallest stop
    /// settles back on that stop instead of sliding the drawer out. Its host takes it
    /// away by removing the child controller. Every other presentation asks its
    /// `dismissal` rules (`DismissalRules.allows(_:)`).
    public func allowsDismissal(by trigger: DismissalTrigger) -> Bool {
        presentation == .embedded ? false : dismissal.allows(trigger)
    }
}
