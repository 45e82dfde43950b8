/// `cornerRadius: system` (the platform's own radius) or a radius in points.
public enum CornerRadiusValue: Hashable, Sendable {
    case system
    case points(Double)
}
