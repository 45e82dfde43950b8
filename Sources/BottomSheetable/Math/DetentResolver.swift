/// Turns a sheet's detents into heights for one container.
///
/// Formulae (`A` = `container.availableHeight`, all results clamped to `[0, A]`):
///
/// | form | height |
/// | --- | --- |
/// | `system(.large)` | `A` |
/// | `system(.medium)` | `A / 2`; inactive (left out) when `container.isCompactHeight` |
/// | `points(h)` | `h` |
/// | `pointsByOrientation(p, l)` | `p` when the container is portrait, `l` when landscape |
/// | `fraction(f)` | `f · A` |
/// | `insetFromTop(x)` | `A − x` |
/// | `fittedToContent(min, max)` | `clamp(content, floor: min ?? 0, cap: min(max ?? A, A))` |
/// | `hidden` | `0` (the sheet parked out of sight, `ResolvedDetent.isHidden`) |
///
/// The compiler calls this same function for every device profile, so a height in
/// the plan is exactly what the app computes on that device.
public enum DetentResolver {
    /// The resolved detents in ascending height; equal heights keep declaration order.
    ///
    /// - Parameter contentHeight: the measured content height for fitted detents (without
    ///   the bottom safe area). `nil` (not measured yet, or at compile time) resolves a
    ///   fitted detent to its cap, the largest height it can take.
    public static func heights(
        for detents: [Detent],
        in container: SheetContainer,
        contentHeight: Double? = nil
    ) -> [ResolvedDetent] {
        let resolved = detents.enumerated().compactMap { index, detent in
            resolve(detent, in: container, contentHeight: contentHeight).map { (index, $0) }
        }
        return resolved
            .sorted { lhs, rhs in
                lhs.1.height != rhs.1.height ? lhs.1.height < rhs.1.height : lhs.0 < rhs.0
            }
            .map(\.1)
    }

    /// One detent's height in `container`, or `nil` when the detent is inactive there
    /// (`medium` in compact height, as UIKit documents).
    public static func resolve(
        _ detent: Detent,
        in container: SheetContainer,
        contentHeight: Double? = nil
    ) -> ResolvedDetent? {
        measure(detent.height, in: container, contentHeight: contentHeight).map { measured in
            ResolvedDetent(
                id: detent.id, height: measured.height, requestedHeight: measured.requestedHeight,
                contentRange: measured.contentRange, isHidden: detent.height == .hidden)
        }
    }

    /// `resolve` without the detent's identifier, for the compiler's geometry
    /// checks: they measure every detent of every sheet on every profile
    /// screen and compare heights only, so carrying the identifier's string
    /// through each result would be pure reference counting.
    package static func measure(
        _ height: DetentHeight,
        in container: SheetContainer,
        contentHeight: Double? = nil
    ) -> MeasuredDetent? {
        let available = container.availableHeight
        let requested: Double
        var range: ContentHeightRange?
        switch height {
        case .system(.large):
            requested = available
        case .system(.medium):
            if container.isCompactHeight { return nil }
            requested = available / 2
        case .points(let points):
            requested = points
        case .pointsByOrientation(let portrait, let landscape):
            requested = container.orientation == .landscape ? landscape : portrait
        case .fraction(let fraction):
            requested = fraction * available
        case .insetFromTop(let inset):
            requested = available - inset
        case .fittedToContent(let minimum, let maximum):
            let contentRange = contentHeightRange(min: minimum, max: maximum, in: container)
            range = contentRange
            requested = contentRange.clamp(contentHeight ?? contentRange.cap)
        case .hidden:
            requested = 0
        }
        return MeasuredDetent(
            height: min(max(requested, 0), available), requestedHeight: requested, contentRange: range)
    }

    /// The floor and cap of a fitted detent: `floor = min ?? 0`,
    /// `cap = min(max ?? A, A)` where `A` is the available height.
    public static func contentHeightRange(
        min minimum: HeightLimit?,
        max maximum: HeightLimit?,
        in container: SheetContainer
    ) -> ContentHeightRange {
        let available = container.availableHeight
        let floor = minimum?.points(availableHeight: available) ?? 0
        let cap = Swift.min(maximum?.points(availableHeight: available) ?? available, available)
        return ContentHeightRange(floor: floor, cap: cap)
    }
}
