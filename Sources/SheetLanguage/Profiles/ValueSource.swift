/// Where one number of a profile comes from, so a reader of a plan can check
/// it, and whether it is pinned by a primary source or a direct measurement.
public struct ValueSource: Sendable, Hashable {
    /// Who published or measured the number, where (a URL) and when, in one line.
    public var citation: String
    /// No primary source or measurement pins the number: heights computed from
    /// it are marked in pictures and the diagnostics that depend on it say so.
    public var approximate: Bool

    public init(_ citation: String, approximate: Bool) {
        self.citation = citation
        self.approximate = approximate
    }
}

/// The numbers of a profile screen that carry a source, in the order the plan
/// lists them.
public enum ProfileValue: String, CaseIterable, Sendable, Hashable {
    /// `width` and `height`.
    case size
    case safeArea
    case topGap
    case compactHeight
    case keyboardHeight
    /// The height of a tab bar above the bottom safe-area edge (`frame.bottom: tabBar`).
    case tabBarHeight

    /// Whether the available height (`SheetContainer.availableHeight`), and so
    /// every detent height, is computed from this value.
    public var shapesAvailableHeight: Bool {
        switch self {
        case .size, .safeArea, .topGap: true
        case .compactHeight, .keyboardHeight, .tabBarHeight: false
        }
    }
}

extension Array where Element == ProfileValue {
    /// "`safeArea` and `topGap` have no primary source or measurement": the one
    /// wording every note about an approximate number uses, so pictures and
    /// diagnostics say it the same way. `nil` when the list is empty.
    var unpinnedClause: String? {
        guard !isEmpty else { return nil }
        let names = map { "`\($0.rawValue)`" }.joined(separator: " and ")
        return "\(names) \(count == 1 ? "has" : "have") no primary source or measurement"
    }
}
