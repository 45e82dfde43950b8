import BottomSheetable

/// Device geometries used by the worked examples (points; Apple's published screen
/// sizes and the safe-area insets those devices report). They only illustrate the
/// math; the compiler's device profiles carry their own sources.
enum ExampleContainers {
    /// iPhone 15, portrait: 393×852, safe area top 59, bottom 34 → available 759.
    static let iPhone15 = SheetContainer(
        size: Size(width: 393, height: 852),
        safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0)
    )
    /// iPhone 15, landscape (compact height): 852×393, safe area left/right 59, bottom 21 → available 372.
    static let iPhone15Landscape = SheetContainer(
        size: Size(width: 852, height: 393),
        safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
        isCompactHeight: true
    )
    /// iPhone 14, portrait: 390×844, safe area top 47, bottom 34 → available 763.
    static let iPhone14 = SheetContainer(
        size: Size(width: 390, height: 844),
        safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0)
    )
    /// iPhone SE (3rd generation), portrait: 375×667, safe area top 20, bottom 0 → available 647.
    static let iPhoneSE = SheetContainer(
        size: Size(width: 375, height: 667),
        safeArea: Insets(top: 20, left: 0, bottom: 0, right: 0)
    )
    /// iPad Air 11-inch, portrait: 820×1180, safe area top 24, bottom 20.
    static let iPadPortrait = SheetContainer(
        size: Size(width: 820, height: 1180),
        safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0)
    )
    /// iPad Air 11-inch, landscape: 1180×820, safe area top 24, bottom 20.
    static let iPadLandscape = SheetContainer(
        size: Size(width: 1180, height: 820),
        safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0)
    )
}

/// A resolved detent with a fixed height, for policy tests that need no container.
func fixed(_ id: DetentIdentifier, _ height: Double) -> ResolvedDetent {
    ResolvedDetent(id: id, height: height, requestedHeight: height, contentRange: nil)
}
