import BottomSheetable

/// Which comparisons give the same answer on every device, and so belong to
/// the validation rules (`SS2xxx`), which check them where they are written,
/// rather than to resolution.
///
/// Heights of one kind compare alike everywhere (points with points, fractions
/// with fractions, insets with insets, `medium` with `large`; points per
/// orientation with points when both orientations agree), and nothing
/// after a detent at the full available height can be taller than it. The
/// resolution checks look only at the other pairs, whose outcome depends on
/// the screen, so one mistake never gets two reports.
enum DeviceIndependence {
    /// Whether `earlier` and `later`, in declaration order, compare the same on every device.
    static func ordersAlike(_ earlier: DetentHeight, _ later: DetentHeight) -> Bool {
        switch (earlier, later) {
        case (.points, .points), (.fraction, .fraction), (.insetFromTop, .insetFromTop), (.system, .system):
            return true
        // A hidden stop is below every other stop on every device.
        case (.hidden, _), (_, .hidden):
            return true
        default:
            if let a = earlier.pointsPerOrientation, let b = later.pointsPerOrientation {
                return DetentHeightOrder.orderInBothOrientations(a, b) != nil
            }
            return isFullHeight(earlier)
        }
    }

    /// Whether a fitted detent's floor and cap compare the same on every device.
    static func limitsCompareAlike(_ floor: HeightLimit, _ cap: HeightLimit) -> Bool {
        switch (floor, cap) {
        case (.points, .points), (.fraction, .fraction): true
        default: false
        }
    }

    /// The whole available height on every device.
    private static func isFullHeight(_ height: DetentHeight) -> Bool {
        switch height {
        case .system(.large), .fraction(1), .insetFromTop(0): true
        default: false
        }
    }
}

extension DetentHeight {
    /// The portrait and landscape heights of `points` (the same) or
    /// `pointsByOrientation`; `nil` for other forms.
    var pointsPerOrientation: (portrait: Double, landscape: Double)? {
        switch self {
        case .points(let points): (points, points)
        case .pointsByOrientation(let portrait, let landscape): (portrait, landscape)
        default: nil
        }
    }
}
