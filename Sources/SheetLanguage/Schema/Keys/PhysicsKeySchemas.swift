// The value of each key of `physics:` and its `spring:` and `rubberBand:`,
// with the meaning column of docs/SpecReference.md shortened to one line.

extension PhysicsKey {
    var valueSchema: SchemaNode {
        switch self {
        case .snap:
            SchemaNode.keyword(SnapPolicyKeyword.self).described("How the resting detent is chosen when a drag ends.")
        case .deceleration:
            SchemaNode.number.described("projected: deceleration in pt/s² used to project the stopping point.")
        case .dismissThreshold:
            SchemaNode.fraction.described(
                "projected: dismiss when the stop falls this share below the smallest detent.")
        case .projectionRate:
            SchemaNode.number.described("momentumRedirect: per-millisecond deceleration rate, like 0.998.")
        case .redirectThreshold:
            SchemaNode.fraction.described(
                "momentumRedirect: progress beyond which the drag goes on to the next detent.")
        case .skipStops: SchemaNode.boolean.described("momentumRedirect: a fast fling may pass over detents.")
        case .removalVelocity:
            SchemaNode.number.described(
                "momentumRedirect: downward speed in heights per second that removes the sheet.")
        case .spring: SchemaNode.reference(.spring).described("The spring that settles the sheet on a detent.")
        case .rubberBand: SchemaNode.reference(.rubberBand).described("Resistance past the end detents.")
        }
    }
}

extension SpringKey {
    var valueSchema: SchemaNode {
        switch self {
        case .response: SchemaNode.number.described("One undamped oscillation, in seconds.")
        case .damping: SchemaNode.number.described("Damping ratio after a release with velocity.")
        case .dampingWithoutVelocity: SchemaNode.number.described("Damping ratio after a release at rest.")
        }
    }
}

extension RubberBandKey {
    var valueSchema: SchemaNode {
        switch self {
        case .coefficient: SchemaNode.number.described("Resistance past the end detents, like 0.55.")
        case .aboveLargest: SchemaNode.boolean.described("Band above the largest detent (otherwise stop there).")
        case .belowSmallest: SchemaNode.boolean.described("Band below the smallest detent.")
        }
    }
}
