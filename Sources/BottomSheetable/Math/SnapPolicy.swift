/// The snap policy a spec selects in its physics (`physics: { snap: … }`).
///
/// An enum rather than `any SnapTargetPolicy` so that `SheetLayout` stays
/// `Hashable` and generated code can spell every parameter out.
public enum SnapPolicy: SnapTargetPolicy, Hashable {
    /// Constant-deceleration projection, nearest detent, dismissal below half the
    /// smallest detent (the content-sized sheet).
    case projectedStop(ProjectedSnapPolicy)
    /// Momentum projection with a redirect threshold (FloatingPanel).
    case momentumRedirect(MomentumRedirectSnapPolicy)
    /// A short look-ahead, the nearest detent, and onwards above a minimum velocity
    /// (OverlayContainer's `RushingForwardTargetNotchPolicy`).
    case rushingForward(RushingForwardSnapPolicy)
    /// A scroll view's projection, then the next detent in the direction of the
    /// velocity, up at rest (the bottom drawer's `scrollViewWillEndDragging`).
    case velocityDirection(VelocityDirectionSnapPolicy)

    /// The default: projected stop with deceleration 800.
    public static let standard = SnapPolicy.projectedStop(ProjectedSnapPolicy())

    public func projectedHeight(for release: DragRelease) -> Double {
        switch self {
        case .projectedStop(let policy): policy.projectedHeight(for: release)
        case .momentumRedirect(let policy): policy.projectedHeight(for: release)
        case .rushingForward(let policy): policy.projectedHeight(for: release)
        case .velocityDirection(let policy): policy.projectedHeight(for: release)
        }
    }

    /// The selected policy's target among the visible detents: a hidden stop is
    /// for app code alone, so no release parks the sheet, whichever policy runs.
    public func target(for release: DragRelease, among detents: [ResolvedDetent], allowsDismissal: Bool) -> SnapTarget? {
        let detents = detents.visible
        return switch self {
        case .projectedStop(let policy):
            policy.target(for: release, among: detents, allowsDismissal: allowsDismissal)
        case .momentumRedirect(let policy):
            policy.target(for: release, among: detents, allowsDismissal: allowsDismissal)
        case .rushingForward(let policy):
            policy.target(for: release, among: detents, allowsDismissal: allowsDismissal)
        case .velocityDirection(let policy):
            policy.target(for: release, among: detents, allowsDismissal: allowsDismissal)
        }
    }
}

extension SnapPolicy: LayoutFields {
    /// The chosen policy's field list: the plan writes it after the policy's
    /// name, the fingerprint after the case, and code generation spells the
    /// policy's initializer from it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .projectedStop(let policy): policy.visitFields(&visitor)
        case .momentumRedirect(let policy): policy.visitFields(&visitor)
        case .rushingForward(let policy): policy.visitFields(&visitor)
        case .velocityDirection(let policy): policy.visitFields(&visitor)
        }
    }
}
