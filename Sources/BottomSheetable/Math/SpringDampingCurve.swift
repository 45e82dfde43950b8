/// How a settle's damping ratio depends on the release velocity (`SheetSpring.dampingCurve`).
public enum SpringDampingCurve: String, Sendable, Hashable, CaseIterable, LayoutWord {
    /// `dampingWithoutVelocity` for a release at rest, `damping` for any other: the
    /// overlay container as its article (a Maps-like overlay with notches) describes it
    /// (`velocity.y == 0 ? 1 : 0.6`).
    case step
    /// `dampingWithoutVelocity` up to 150 pt/s, falling linearly to `damping` at
    /// 3,000 pt/s and staying there: OverlayContainer's own
    /// `SpringOverlayTranslationAnimationController` (with 1 and 0.7 there).
    case ramp
}
