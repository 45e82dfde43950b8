/// Hard limits that keep hostile input cheap: every check fails fast with a
/// diagnostic instead of exhausting time, memory or the stack.
public struct YAMLLimits: Hashable, Sendable {
    /// Largest input accepted, in bytes. Real specs are a few kilobytes; the
    /// default leaves room for generated monoliths.
    public var maxFileBytes: Int
    /// Deepest nesting of collections. libyaml's own time grows with the
    /// square of the depth, so the check runs while events are read.
    public var maxDepth: Int
    /// Most alias references in one document.
    public var maxAliases: Int
    /// Most nodes that aliases may add when expanded: what stops a
    /// billion-laughs document after a few thousand events.
    public var maxAliasExpansion: Int

    public init(
        maxFileBytes: Int = 32 << 20, maxDepth: Int = 256, maxAliases: Int = 10_000,
        maxAliasExpansion: Int = 100_000
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxAliases = maxAliases
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = YAMLLimits()
}
