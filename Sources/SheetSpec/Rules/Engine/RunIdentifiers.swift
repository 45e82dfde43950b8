/// Every sheet id of a run, first declarations in report order (files by
/// path, sheets in source order).
///
/// A `RuleContext` may hold only some files of the run, but a suggestion for
/// a misspelt reference, or a new name for a sheet, must consider every id.
public struct RunIdentifiers: Sendable {
    /// The ids in order, each once.
    public let ordered: [String]
    private let known: Set<String>

    /// `ids` in report order; later repeats of an id are dropped.
    public init(_ ids: some Sequence<String>) {
        var known = Set<String>()
        ordered = ids.filter { known.insert($0).inserted }
        self.known = known
    }

    public func contains(_ id: String) -> Bool {
        known.contains(id)
    }
}
