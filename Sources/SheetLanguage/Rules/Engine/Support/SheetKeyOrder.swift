import SheetDiagnostics

/// The canonical order of a sheet's keys, which the `key-order` style rule
/// checks: what the sheet is built from and what it is, how it is shown,
/// where it stops, how it looks, how it behaves, then the blocks that only
/// some sheets have.
enum SheetKeyOrder {
    static let canonical: [String] = [
        "extends", "type",
        "presentation",
        "tiers", "frame", "detents", "initial", "undimmedThrough",
        "grabber", "cornerRadius", "edgeAttachedInCompactHeight", "sizing", "style",
        "scroll", "dismiss", "keyboard", "physics",
        "popover", "navigation",
    ]

    /// A key's place in `canonical` (its first, should it appear twice), or
    /// `Int.max` for a key `canonical` does not list.
    static func rank(of key: String) -> Int { ranks[key] ?? Int.max }

    private static let ranks: [String: Int] = Dictionary(
        canonical.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// The keys written in a mapping of sheet settings, with their places,
    /// in source order.
    static func writtenKeys(_ settings: SheetSettings) -> [(key: String, range: SourceRange)] {
        let places: [(String, SourceRange?)] = [
            ("extends", settings.extends?.keyRange), ("type", settings.type?.keyRange),
            ("presentation", settings.presentation?.keyRange), ("tiers", settings.tiers?.keyRange),
            ("frame", settings.frame?.keyRange),
            ("detents", settings.detents?.keyRange), ("initial", settings.initial?.keyRange),
            ("undimmedThrough", settings.undimmedThrough?.keyRange), ("grabber", settings.grabber?.keyRange),
            ("cornerRadius", settings.cornerRadius?.keyRange),
            ("edgeAttachedInCompactHeight", settings.edgeAttachedInCompactHeight?.keyRange),
            ("sizing", settings.sizing?.keyRange),
            ("style", settings.style?.keyRange), ("scroll", settings.scroll?.keyRange), ("dismiss", settings.dismiss?.keyRange),
            ("keyboard", settings.keyboard?.keyRange), ("physics", settings.physics?.keyRange),
            ("popover", settings.popover?.keyRange), ("navigation", settings.navigation?.keyRange),
        ]
        return places.compactMap { key, range in range.map { (key, $0) } }.sorted { $0.range < $1.range }
    }
}
