import BottomSheetable

/// How the resting detent is chosen when a drag ends.
public enum SnapPolicyKeyword: String, SpecKeyword {
    /// Projected stopping point `x0 - 0.5 * v0^2 / a`, then the nearest detent.
    case projected
    /// Momentum projection with a redirect threshold, as FloatingPanel does.
    case momentumRedirect
    /// A short look-ahead, the nearest detent, and onwards above 400 pt/s, as
    /// OverlayContainer's `RushingForwardTargetNotchPolicy` does.
    case rushingForward
    /// A scroll view's projection, then the next detent in the direction of the
    /// release velocity, up at rest, as the bottom drawer article's
    /// `scrollViewWillEndDragging` does.
    case velocityDirection
}

extension SnapPolicyKeyword {
    /// The spec's word for a runtime policy (`physics.snap`), as the plan writes it.
    public init(_ policy: SnapPolicy) {
        switch policy {
        case .projectedStop: self = .projected
        case .momentumRedirect: self = .momentumRedirect
        case .rushingForward: self = .rushingForward
        case .velocityDirection: self = .velocityDirection
        }
    }
}
