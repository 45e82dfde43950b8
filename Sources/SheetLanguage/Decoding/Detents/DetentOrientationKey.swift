import SheetYAML

/// The keys of a detent's `height:` written per orientation, as the
/// popover's height is. Both are required: a detent with one orientation's
/// height would leave the other to a guess.
enum DetentOrientationKey: FieldKey {
    case portrait, landscape

    var spelling: StaticString {
        switch self {
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }

    static let table = FieldTable<DetentOrientationKey>(
        owner: "a detent's `height`", required: [.portrait, .landscape],
        elsewhere: [("portraitHeight", .renamed("portrait")), ("landscapeHeight", .renamed("landscape"))])
}

extension DecodingContext {
    /// A detent's `height: 320`, or `height: { portrait: 400, landscape: 250 }`.
    mutating func detentPoints(_ field: FieldValue) -> DetentHeightForm? {
        if document.kind(of: field.node) != .mapping {
            return numberValue(field, .points).map { .points($0) }
        }
        var portrait: Located<Double>?
        var landscape: Located<Double>?
        forEachField(of: field.node, table: DetentOrientationKey.table, owner: field.key.map(range)) {
            context, key, value in
            switch key {
            case .portrait: portrait = context.number(value, .points)
            case .landscape: landscape = context.number(value, .points)
            }
        }
        guard let portrait, let landscape else { return nil }
        return .pointsByOrientation(portrait: portrait, landscape: landscape)
    }
}
