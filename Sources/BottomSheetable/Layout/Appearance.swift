/// Whether the grabber (drag indicator) is shown.
public enum GrabberVisibility: String, Sendable, Hashable, CaseIterable {
    /// The system decides (UIKit shows none by default).
    case automatic
    case visible
    case hidden
}

/// The sheet's top corner radius.
public enum CornerRadius: Sendable, Hashable {
    /// The system's radius (UIKit `preferredCornerRadius = nil`).
    case system
    /// A fixed radius in points.
    case points(Double)
}
