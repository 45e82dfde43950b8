/// One file the generator wants in the output folder.
public struct GeneratedFile: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// Regenerated on every run; listed in the manifest, removed when no
        /// spec produces it any more.
        case generated
        /// Written once for the developer to fill in, never overwritten and
        /// never removed.
        case stub
    }

    /// Relative to the output folder, `/`-separated, never `..` or absolute.
    public var relativePath: String
    public var contents: String
    public var kind: Kind

    public init(relativePath: String, contents: String, kind: Kind) {
        self.relativePath = relativePath
        self.contents = contents
        self.kind = kind
    }
}
