import BottomSheetable

/// `physics:` with every value filled in. Only the chosen snap policy's
/// parameters reach the runtime value; the other policy's, if written, have
/// no effect (a rule can say so).
enum PhysicsResolver {
    static func resolve(_ settings: PhysicsSettings?) -> SheetPhysics {
        SheetPhysics(
            snapPolicy: snapPolicy(settings), spring: SpringSettings.resolved(settings?.spring?.value),
            rubberBand: RubberBandSettings.resolved(settings?.rubberBand?.value))
    }

    private static func snapPolicy(_ settings: PhysicsSettings?) -> SnapPolicy {
        switch settings?.snap?.value ?? BuiltInDefaults.snap {
        case .projected:
            let standard = BuiltInDefaults.projectedSnap
            return .projectedStop(
                ProjectedSnapPolicy(
                    deceleration: settings?.deceleration?.value ?? standard.deceleration,
                    dismissalProgress: settings?.dismissThreshold?.value ?? standard.dismissalProgress))
        case .momentumRedirect:
            let standard = BuiltInDefaults.momentumRedirectSnap
            return .momentumRedirect(
                MomentumRedirectSnapPolicy(
                    projectionRate: settings?.projectionRate?.value ?? standard.projectionRate,
                    redirectThreshold: settings?.redirectThreshold?.value ?? standard.redirectThreshold,
                    skipsStops: settings?.skipStops?.value ?? standard.skipsStops,
                    removalVelocityThreshold: settings?.removalVelocity?.value ?? standard.removalVelocityThreshold))
        case .rushingForward:
            return .rushingForward(BuiltInDefaults.rushingForwardSnap)
        case .velocityDirection:
            return .velocityDirection(
                VelocityDirectionSnapPolicy(
                    projectionRate: settings?.projectionRate?.value ?? BuiltInDefaults.velocityDirectionSnap.projectionRate))
        }
    }
}
