import SheetIO

/// Every sheet id of a run, first declarations in report order (files by
/// path, sheets in source order).
///
/// A `RuleContext` may hold only some files of the run, but a suggestion for
/// a misspelt reference, or a new name for a sheet, must consider every id.
/// Those are rare, so a run may give the ids as a listing gathered on first
/// use (reading the files again) rather than hold every id of every file.
public struct RunIdentifiers: Sendable {
    private let storage: Storage

    private enum Storage: Sendable {
        case known(Known)
        case listing(ComputedOnce<Known>)
    }

    /// `ids` in report order; later repeats of an id are dropped.
    public init(_ ids: some Sequence<String>) {
        storage = .known(Known(ids))
    }

    /// Ids in report order, given by `list` the first time they are asked
    /// for (once, whichever thread asks); later repeats are dropped.
    public init(listedBy list: @escaping @Sendable () -> [String]) {
        storage = .listing(ComputedOnce { Known(list()) })
    }

    private var known: Known {
        switch storage {
        case .known(let known): known
        case .listing(let listing): listing.value
        }
    }

    /// The ids in order, each once.
    public var ordered: [String] { known.ordered }

    public func contains(_ id: String) -> Bool {
        known.set.contains(id)
    }

    private struct Known: Sendable {
        let ordered: [String]
        let set: Set<String>

        init(_ ids: some Sequence<String>) {
            var set = Set<String>()
            ordered = ids.filter { set.insert($0).inserted }
            self.set = set
        }
    }
}
