/// Snap by constant-deceleration projection, as the content-sized sheet (joomcode
/// BottomSheet, research §3.5) decides: where would the sheet stop if it kept
/// decelerating at `a` pt/s²?
///
///     projected = h − v·|v| / (2a)        v = downward velocity, a = deceleration (800)
///
/// (kinematics: a body at `x0` moving at `v0` under deceleration `a` stops at
/// `x0 + v0²/(2a)` in the direction of motion; the original writes it `x0 − 0.5·v0²/a`
/// with a signed `a`.) Then:
///
/// 1. **Dismiss** when allowed and the projection falls below the smallest detent `s`
///    by at least `dismissalProgress` of the sheet's whole view there, `s + b`, where
///    `b` is the part of the view below the height origin (the bottom safe area the
///    custom sheet covers, `DragRelease.extentBelowOrigin`): `(s − projected) / (s + b)
///    ≥ 0.5`. With one detent this is exactly the original's `finalProgress ≥ 0.5`,
///    whose denominator is the presented view's height, safe area included
///    (`BottomSheetPresentationController.swift`, `endInteractiveTransition`): on an
///    iPhone with a home indicator (b = 34) a 400-pt sheet released at 300 pt moving
///    down at 400 pt/s projects to 200 and has progress 200/434 ≈ 0.46, so it returns.
/// 2. Otherwise rest at the detent **nearest** to the projection; a tie goes in the
///    direction of motion (down → the smaller detent, up or still → the larger).
public struct ProjectedSnapPolicy: SnapTargetPolicy, Hashable, LayoutFields {
    /// The original content-sized sheet's constant deceleration, pt/s² (research §3.5).
    public static let standardDeceleration: Double = 800
    /// The original's dismissal progress threshold (`finalProgress ≥ 0.5`).
    public static let standardDismissalProgress: Double = 0.5

    /// Deceleration in pt/s²; a value ≤ 0 disables projection (the sheet stops where released).
    public var deceleration: Double
    /// How far below the smallest detent, as a fraction of its height, the projection
    /// must fall to dismiss.
    public var dismissalProgress: Double

    public init(
        deceleration: Double = ProjectedSnapPolicy.standardDeceleration,
        dismissalProgress: Double = ProjectedSnapPolicy.standardDismissalProgress
    ) {
        self.deceleration = deceleration
        self.dismissalProgress = dismissalProgress
    }

    /// The field list (`LayoutFields`): the plan's `snap` object when the
    /// policy is `projected`, its schema, the fingerprint and the generated
    /// policy's arguments read it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("deceleration", deceleration)
        visitor.visit(LayoutField("dismissalProgress", plan: "dismissThreshold"), dismissalProgress)
    }

    public func projectedHeight(for release: DragRelease) -> Double {
        guard deceleration > 0 else { return release.height }
        let v = release.downwardVelocity
        return release.height - v * abs(v) / (2 * deceleration)
    }

    /// How far the projection falls below `smallest`, as a fraction of the sheet's
    /// view at that detent, `smallest + extentBelowOrigin` (0 at or above it). A view
    /// of zero height counts any negative projection as fully dismissed.
    public func dismissalProgress(projectedHeight: Double, smallest: Double, extentBelowOrigin: Double = 0) -> Double {
        let viewHeight = smallest + max(0, extentBelowOrigin)
        guard viewHeight > 0 else { return projectedHeight < 0 ? .infinity : 0 }
        return max(0, (smallest - projectedHeight) / viewHeight)
    }

    public func target(for release: DragRelease, among detents: [ResolvedDetent], allowsDismissal: Bool) -> SnapTarget? {
        let sorted = detents.sortedByHeight()
        guard let smallest = sorted.first else { return nil }
        let projected = projectedHeight(for: release)
        if allowsDismissal,
            dismissalProgress(
                projectedHeight: projected, smallest: smallest.height, extentBelowOrigin: release.extentBelowOrigin)
                >= dismissalProgress
        {
            return .dismiss
        }
        var best = smallest
        for detent in sorted.dropFirst() {
            let distance = abs(detent.height - projected)
            let bestDistance = abs(best.height - projected)
            // Ascending order: on a tie `best` is the smaller one; take the larger
            // unless the sheet is moving down.
            if distance < bestDistance || (distance == bestDistance && release.downwardVelocity <= 0) {
                best = detent
            }
        }
        return .detent(best)
    }
}
