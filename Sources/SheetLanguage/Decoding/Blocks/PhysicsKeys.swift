/// The keys of `physics:`.
enum PhysicsKey: FieldKey {
    case snap, deceleration, dismissThreshold, projectionRate, redirectThreshold, skipStops, removalVelocity
    case spring, rubberBand

    var spelling: StaticString {
        switch self {
        case .snap: "snap"
        case .deceleration: "deceleration"
        case .dismissThreshold: "dismissThreshold"
        case .projectionRate: "projectionRate"
        case .redirectThreshold: "redirectThreshold"
        case .skipStops: "skipStops"
        case .removalVelocity: "removalVelocity"
        case .spring: "spring"
        case .rubberBand: "rubberBand"
        }
    }

    static let table = FieldTable<PhysicsKey>(
        owner: "`physics`",
        elsewhere: [
            ("damping", .belongsUnder("spring")), ("response", .belongsUnder("spring")),
            ("decelerationRate", .renamed("projectionRate")),
        ])
}

/// The keys of `physics.spring:`.
enum SpringKey: FieldKey {
    case response, damping, dampingWithoutVelocity

    var spelling: StaticString {
        switch self {
        case .response: "response"
        case .damping: "damping"
        case .dampingWithoutVelocity: "dampingWithoutVelocity"
        }
    }

    static let table = FieldTable<SpringKey>(owner: "`spring`", elsewhere: [("dampingRatio", .renamed("damping"))])
}

/// The keys of `physics.rubberBand:`.
enum RubberBandKey: FieldKey {
    case coefficient, aboveLargest, belowSmallest

    var spelling: StaticString {
        switch self {
        case .coefficient: "coefficient"
        case .aboveLargest: "aboveLargest"
        case .belowSmallest: "belowSmallest"
        }
    }

    static let table = FieldTable<RubberBandKey>(owner: "`rubberBand`")
}
