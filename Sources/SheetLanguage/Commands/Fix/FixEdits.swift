import SheetDiagnostics

/// The safe fixes of one round, chosen so that no two touch the same bytes,
/// and applied to a file's bytes from the back, so that an edit never moves
/// the offsets of the edits before it.
struct FixEdits {
    /// One replacement, in bytes.
    struct Edit: Hashable {
        var start: Int
        var end: Int
        var replacement: [UInt8]

        /// Whether two edits touch the same bytes. Two insertions at one
        /// offset conflict too: their order would be a guess.
        func conflicts(with other: Edit) -> Bool {
            if start == other.start { return true }
            return start < other.end && other.start < end
        }
    }

    /// One diagnostic's fixes, all in one file: applied together or not at all.
    struct Change {
        var path: String
        var fixes: [FixIt]
        var edits: [Edit]
    }

    /// The changes chosen, in report order.
    private(set) var changes: [Change] = []

    /// Chooses each diagnostic's safe fixes in report order, skipping
    /// - a diagnostic whose fixes meet bytes an earlier one already changes
    ///   (the next round sees it again, on the changed text);
    /// - fixes outside the files of the run or their bytes, or spread over
    ///   several files (a change across files is a person's to make);
    /// - fixes `rejected` in an earlier round.
    init(_ diagnostics: [Diagnostic], sizes: [String: Int], rejecting rejected: Set<FixIt> = []) {
        var taken: [String: [Edit]] = [:]
        for diagnostic in diagnostics {
            let fixes = diagnostic.safeFixes
            guard let path = fixes.first?.span.path, let size = sizes[path],
                fixes.allSatisfy({ $0.span.path == path && !rejected.contains($0) })
            else { continue }
            let edits = fixes.compactMap { fix -> Edit? in
                let start = Int(fix.span.range.start.offset)
                let end = Int(fix.span.range.end.offset)
                guard 0 <= start, start <= end, end <= size else { return nil }
                return Edit(start: start, end: end, replacement: Array(fix.replacement.utf8))
            }
            guard edits.count == fixes.count else { continue }
            // The same edit proposed twice (two diagnostics at one place) is made once.
            let fresh = edits.filter { !(taken[path]?.contains($0) ?? false) }
            guard !fresh.isEmpty else { continue }
            let clashes = fresh.contains { edit in taken[path]?.contains { $0.conflicts(with: edit) } ?? false }
            guard !clashes else { continue }
            taken[path, default: []] += fresh
            changes.append(Change(path: path, fixes: fixes, edits: fresh))
        }
    }

    var isEmpty: Bool { changes.isEmpty }

    /// The files that have changes, each once, in the order first met.
    var paths: [String] {
        var seen: Set<String> = []
        return changes.map(\.path).filter { seen.insert($0).inserted }
    }

    /// The changes of one file.
    func changes(in path: String) -> [Change] {
        changes.filter { $0.path == path }
    }

    /// `bytes` with `changes` made, back to front.
    static func applying(_ changes: [Change], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in changes.flatMap(\.edits).sorted(by: { $0.start > $1.start }) {
            result.replaceSubrange(edit.start..<edit.end, with: edit.replacement)
        }
        return result
    }
}
