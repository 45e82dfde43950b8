/// The `extends` links of a run as a graph, walked once: which sheets form
/// cycles and how many links each sheet's chain has.
///
/// Every sheet has at most one parent, so each walk follows a single path;
/// results are memoised, so the whole graph costs time linear in the number
/// of sheets, however long the chains a hostile file writes.
struct InheritanceGraph {
    /// Each cycle once, its members in `extends` order starting from the
    /// member declared first.
    private(set) var cycles: [[String]] = []
    /// Links from each sheet to the root of its chain; absent for sheets on
    /// or leading into a cycle.
    private(set) var depths: [String: Int] = [:]

    /// Whether any sheet names a parent. Without a link there is no chain to
    /// measure and no cycle, so the rules that read the graph need not build
    /// it: most runs have no `extends` at all.
    static func hasLinks(in context: RuleContext) -> Bool {
        context.sheets.contains { $0.declaration.settings.parentID != nil }
    }

    init(_ index: SheetIndex) {
        // Needed only to order the members of a cycle, which real specs do not have.
        var order: [String: Int] = [:]
        var onCycle: Set<String> = []
        var finished: Set<String> = []
        depths.reserveCapacity(index.ids.count)
        for start in index.ids where !finished.contains(start) {
            // A sheet that extends nothing, or an unknown id, is a root: depth 0.
            guard let parent = index[start]?.declaration.settings.parentID, index[parent] != nil else {
                depths[start] = 0
                finished.insert(start)
                continue
            }
            var path: [String] = []
            var positionInPath: [String: Int] = [:]
            var current: String? = start
            while let id = current, !finished.contains(id), positionInPath[id] == nil {
                positionInPath[id] = path.count
                path.append(id)
                current = index[id]?.declaration.settings.parentID
                if let parent = current, index[parent] == nil { current = nil }
            }
            var base: Int?
            if let id = current, let loopStart = positionInPath[id] {
                if order.isEmpty { order = Dictionary(uniqueKeysWithValues: index.ids.enumerated().map { ($1, $0) }) }
                let members = Array(path[loopStart...])
                onCycle.formUnion(members)
                let first = members.indices.min { (order[members[$0]] ?? 0) < (order[members[$1]] ?? 0) } ?? 0
                cycles.append(Array(members[first...] + members[..<first]))
                path.removeSubrange(loopStart...)
            } else if let id = current {
                base = depths[id].map { $0 + 1 }
            } else {
                base = 0
            }
            for id in path.reversed() {
                if let depth = base, !onCycle.contains(id) {
                    depths[id] = depth
                    base = depth + 1
                } else {
                    base = nil
                }
            }
            finished.formUnion(path)
            finished.formUnion(onCycle)
        }
    }
}
