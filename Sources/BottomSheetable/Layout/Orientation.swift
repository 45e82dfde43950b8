/// Interface orientation, derived from a container's aspect ratio.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape

    /// `landscape` when the container is wider than tall, otherwise `portrait`
    /// (a square container counts as portrait).
    public init(containerSize: Size) {
        self = containerSize.width > containerSize.height ? .landscape : .portrait
    }
}
