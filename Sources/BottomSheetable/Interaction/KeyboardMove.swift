/// The keyboard's own animation, as its notification announces it
/// (`SheetEvent.keyboardAnimated`), and how a sheet it moves follows it.
struct KeyboardMove: Sendable, Hashable {
    var duration: Double
    var curve: TimingCurve

    /// How the sheet's move is shown.
    enum Following: Equatable {
        /// The sheet takes its new height at once: the keyboard does not animate.
        case atOnce
        /// The sheet moves along the keyboard's curve for its duration.
        case timed(SheetAnimation.Curve)
        /// Not a usable duration: the layout's spring, as without one.
        case spring
    }

    /// 0 is at once; a positive, finite duration is followed; anything else
    /// (negative, NaN, infinite) leaves the spring.
    var following: Following {
        guard duration.isFinite, duration >= 0 else { return .spring }
        return duration == 0 ? .atOnce : .timed(.timed(duration: duration, curve: curve))
    }
}
