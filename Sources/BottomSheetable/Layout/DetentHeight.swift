/// How a detent's height is expressed in a spec.
///
/// Every form resolves to the same canonical meaning: the visible height of the
/// sheet above the bottom safe-area edge of its container (UIKit custom-detent
/// semantics, research §1 and §5.1). `DetentResolver` does the arithmetic.
public enum DetentHeight: Sendable, Hashable {
    /// UIKit's `.medium()` / `.large()`.
    case system(SystemDetent)
    /// A fixed height in points.
    case points(Double)
    /// A fixed height that differs by the container's orientation (its aspect
    /// ratio, `SheetContainer.orientation`), as the popover's height does: an
    /// iPad sheet a team wants shorter in landscape, where the screen is lower.
    case pointsByOrientation(portrait: Double, landscape: Double)
    /// A fraction of the available height (UIKit `maximumDetentValue * f`).
    case fraction(Double)
    /// The available height minus this many points (UIKit `maximumDetentValue - x`).
    case insetFromTop(Double)
    /// The content's own height, clamped to `[min, max]`; `nil` bounds mean
    /// 0 and the available height respectively.
    case fittedToContent(min: HeightLimit?, max: HeightLimit?)
    /// A stop where the sheet is parked out of sight without being dismissed
    /// (FloatingPanel's `.hidden`): height 0, and at rest the sheet's frame is
    /// empty. Reached only by app code (`SheetEvent.moveToDetent`), never by a
    /// drag; custom presentations only (docs/SpecReference.md, "Decided: a
    /// hidden stop").
    case hidden
}

/// The detents UIKit and SwiftUI define themselves.
public enum SystemDetent: String, Sendable, Hashable, CaseIterable {
    /// Half of the large height; inactive in compact height (Apple docs, `Detent.medium()`).
    case medium
    /// The full available height (`maximumDetentValue`).
    case large
}
