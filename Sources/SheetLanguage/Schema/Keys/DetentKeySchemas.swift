import BottomSheetable

// A detent and its height limits. Besides each key's value, these carry the
// rules `decodeDetent` and `heightLimit` enforce across keys: exactly one
// height form (SS1005 for none, SS1013 for two), and `min`/`max` only beside
// `fit: content` (SS1014).

extension DetentKey {
    var valueSchema: SchemaNode {
        switch self {
        case .id: SchemaNode.identifier.described("Names the detent for initial, undimmedThrough and generated code.")
        case .system:
            SchemaNode.keyword(SystemDetent.self).described(
                "UIKit's system detent; medium is inactive in compact height.")
        case .height:
            SchemaNode.anyOf([.points, .reference(.detentHeight)])
                .described("A fixed height in points, or { portrait, landscape } (custom detents need iOS 16).")
        case .fraction: SchemaNode.fraction.described("A share of the available height, 0 < fraction ≤ 1.")
        case .inset: SchemaNode.points.described("The available height minus this many points below the top.")
        case .fit:
            SchemaNode.keyword(FitKeyword.self).described("Sized to the content, optionally clamped by min and max.")
        case .hidden:
            SchemaNode.onlyTrue.described(
                "A stop out of sight (height 0) where app code parks the sheet without dismissing it; overlays only.")
        case .min: SchemaNode.reference(.heightLimit).described("Floor of a fit: content detent.")
        case .max: SchemaNode.reference(.heightLimit).described("Cap of a fit: content detent.")
        }
    }

    /// Whether the key clamps a content-fitted height, and so is only
    /// allowed beside `fit`.
    var limitsFittedHeight: Bool {
        switch self {
        case .min, .max: true
        case .id, .system, .height, .fraction, .inset, .fit, .hidden: false
        }
    }

    /// One `oneOf` branch per height form: each requires its form, and the
    /// forms other than `fit` forbid the limits.
    static var schema: SchemaNode {
        let limits = allCases.filter(\.limitsFittedHeight).map(\.spelling.description)
        let branches = allCases.filter(\.isHeightForm).map { form in
            SchemaNode.requiring(form.spelling.description, forbidding: form == .fit ? [] : limits)
        }
        return SchemaNode.object(table).with("oneOf", .schemas(branches))
    }
}

extension HeightLimitKey {
    var valueSchema: SchemaNode {
        switch self {
        case .height: SchemaNode.points.described("The limit in points.")
        case .fraction: SchemaNode.fraction.described("The limit as a share of the available height.")
        }
    }

    /// `{ height: 600 }` or `{ fraction: 0.9 }`: exactly one of the keys.
    static var schema: SchemaNode {
        SchemaNode.object(table).with("oneOf", .schemas(allCases.map { SchemaNode.requiring($0.spelling.description) }))
            .described("{ height: <points> } or { fraction: <share> }: a bare number would not say its unit.")
    }
}

extension DetentOrientationKey {
    var valueSchema: SchemaNode {
        switch self {
        case .portrait: SchemaNode.points.described("The detent's height in portrait, in points.")
        case .landscape: SchemaNode.points.described("The detent's height in landscape, in points.")
        }
    }
}
