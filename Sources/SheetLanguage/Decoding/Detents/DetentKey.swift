/// The keys of one detent. The six height forms are exclusive.
enum DetentKey: FieldKey {
    case id, system, height, fraction, inset, fit, hidden, min, max

    var spelling: StaticString {
        switch self {
        case .id: "id"
        case .system: "system"
        case .height: "height"
        case .fraction: "fraction"
        case .inset: "inset"
        case .fit: "fit"
        case .hidden: "hidden"
        case .min: "min"
        case .max: "max"
        }
    }

    var isHeightForm: Bool {
        switch self {
        case .system, .height, .fraction, .inset, .fit, .hidden: true
        case .id, .min, .max: false
        }
    }

    static let table = FieldTable<DetentKey>(
        owner: "a detent", required: [.id],
        elsewhere: [
            ("points", .renamed("height")), ("identifier", .renamed("id")), ("name", .renamed("id")),
            ("percent", .renamed("fraction")), ("topInset", .renamed("inset")),
            ("maxHeight", .renamed("max")), ("minHeight", .renamed("min")),
        ])
}

/// The keys of a content-fitted detent's `min:` or `max:`.
enum HeightLimitKey: FieldKey {
    case height, fraction

    var spelling: StaticString {
        switch self {
        case .height: "height"
        case .fraction: "fraction"
        }
    }

    static let table = FieldTable<HeightLimitKey>(owner: "a height limit", elsewhere: [("points", .renamed("height"))])
}
