import BottomSheetable
import SheetDiagnostics

/// Which detent heights can be ordered without a device profile.
///
/// Points compare with points, fractions with fractions, insets with insets
/// (a larger inset is a lower sheet), and `medium` is below `large`; points
/// per orientation compare with points when both orientations give the same
/// order. The full available height (`system: large`, `fraction: 1`,
/// `inset: 0`) is at least every other height on every device, and a hidden
/// stop (parked below the bottom edge) is below every other one. Anything
/// else (points against a fraction, a content-fitted detent, heights per
/// orientation that cross) depends on the screen, and is the resolver's to
/// check with device profiles.
enum DetentHeightOrder {
    /// `.orderedAscending` when `lower` is certainly below `upper`,
    /// `.orderedSame` when certainly equal, `.orderedDescending` when certainly
    /// above, `nil` when only a device can tell.
    static func compare(_ lower: DetentHeightForm, _ upper: DetentHeightForm) -> ComparisonResult? {
        switch (lower, upper) {
        case let (.points(a), .points(b)), let (.fraction(a), .fraction(b)): return order(a, b)
        case let (.insetFromTop(a), .insetFromTop(b)): return order(b, a)
        case let (.system(a), .system(b)): return order(rank(a), rank(b))
        case (.hidden, .hidden): return .orderedSame
        case (.hidden, _): return .orderedAscending
        case (_, .hidden): return .orderedDescending
        default: break
        }
        // Points per orientation compare with points when both orientations
        // agree; otherwise the order depends on the screen's orientation.
        if let a = lower.pointsPerOrientation, let b = upper.pointsPerOrientation {
            return orderInBothOrientations(a, b)
        }
        // Nothing rises above the full available height: a detent after one
        // that reaches it is at most as tall, on every device.
        switch (isFullHeight(lower), isFullHeight(upper)) {
        case (true, true): return .orderedSame
        case (true, false): return .orderedDescending
        default: return nil
        }
    }

    /// The order of two heights per orientation when portrait and landscape
    /// agree on it, `nil` when they cross. The rules and the resolution checks
    /// both ask it, so a pair is never judged device-independent by one and
    /// not by the other.
    static func orderInBothOrientations(
        _ a: (portrait: Double, landscape: Double), _ b: (portrait: Double, landscape: Double)
    ) -> ComparisonResult? {
        let portrait = order(a.portrait, b.portrait)
        return portrait == order(a.landscape, b.landscape) ? portrait : nil
    }

    /// The full available height on every device.
    static func isFullHeight(_ form: DetentHeightForm) -> Bool {
        switch form {
        case .system(.large), .fraction(1), .insetFromTop(0): true
        default: false
        }
    }

    private static func rank(_ system: SystemDetent) -> Int {
        switch system {
        case .medium: 0
        case .large: 1
        }
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }

    enum ComparisonResult: Equatable {
        case orderedAscending, orderedSame, orderedDescending
    }
}

extension DetentHeightForm {
    /// The portrait and landscape heights of `height: 320` (the same) or
    /// `height: { portrait: 400, landscape: 250 }`; `nil` for other forms.
    var pointsPerOrientation: (portrait: Double, landscape: Double)? {
        switch self {
        case .points(let points): (points, points)
        case .pointsByOrientation(let portrait, let landscape): (portrait.value, landscape.value)
        default: nil
        }
    }

    /// A form with a height of its own rather than the content's.
    var isFixed: Bool {
        if case .fitContent = self { return false }
        return true
    }

    /// The form without source places, so two lists written in different
    /// files compare by what they say.
    var withoutPlaces: DetentHeightForm {
        switch self {
        case .fitContent(let minimum, let maximum):
            let strip = { (limit: Located<HeightLimitForm>?) in
                limit.map { Located($0.value, file: .nowhere, range: .zero) }
            }
            return .fitContent(min: strip(minimum), max: strip(maximum))
        case .pointsByOrientation(let portrait, let landscape):
            return .pointsByOrientation(
                portrait: Located(portrait.value, file: .nowhere, range: .zero),
                landscape: Located(landscape.value, file: .nowhere, range: .zero))
        default:
            return self
        }
    }

    /// How the form is written, for messages: `fraction: 0.5`, `system: large`.
    var spelling: String {
        switch self {
        case .system(let system): "system: \(system.rawValue)"
        case .points(let points): "height: \(DecodingContext.plainText(points))"
        case .pointsByOrientation(let portrait, let landscape):
            "height: { portrait: \(DecodingContext.plainText(portrait.value)), "
                + "landscape: \(DecodingContext.plainText(landscape.value)) }"
        case .fraction(let fraction): "fraction: \(DecodingContext.plainText(fraction))"
        case .insetFromTop(let inset): "inset: \(DecodingContext.plainText(inset))"
        case .fitContent: "fit: content"
        case .hidden: "hidden: true"
        }
    }
}
