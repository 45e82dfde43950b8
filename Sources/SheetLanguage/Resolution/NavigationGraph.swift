import SheetYAML

/// The navigation stacks of a run, spelled out: who pushes whom, and every
/// sheet each stack can show.
///
/// A spec only lists the sheets each sheet pushes; which stacks exist follows
/// from all of them together, across files. The graph makes that explicit so
/// that a reader of the plan, or a generator, does not have to chase it.
public struct NavigationGraph: Sendable, Hashable {
    /// For each sheet that some sheet pushes: the sheets that push it, by id.
    public var pushedBy: [String: [String]]
    /// One stack per root, ordered by root id.
    public var stacks: [NavigationStack]

    /// Builds the graph over `sheets`. Push targets that name no sheet are left
    /// out (the rules report them).
    public init(sheets: [ResolvedSheet]) {
        let ordered = sheets.indices.sorted { SpecFileFinder.pathOrder(sheets[$0].id, sheets[$1].id) }
        var targets: [String: [String]] = [:]
        var pushedBy: [String: [String]] = [:]
        let known = Set(sheets.map(\.id))
        for sheet in ordered.lazy.map({ sheets[$0] }) {
            var seen: Set<String> = []
            let pushed = sheet.navigation.pushableSheets.filter { known.contains($0) && seen.insert($0).inserted }
            targets[sheet.id] = pushed
            for target in pushed where target != sheet.id { pushedBy[target, default: []].append(sheet.id) }
        }
        self.pushedBy = pushedBy
        stacks = ordered.compactMap { position in
            let id = sheets[position].id
            guard targets[id]?.isEmpty == false, pushedBy[id] == nil else { return nil }
            return NavigationStack(root: id, sheets: Self.reachable(from: id, targets: targets))
        }
    }

    /// The sheets that push `id`, by id; empty when none does.
    public func sheetsPushing(_ id: String) -> [String] {
        pushedBy[id] ?? []
    }

    /// Breadth-first from `root`, following push lists in their written order.
    private static func reachable(from root: String, targets: [String: [String]]) -> [String] {
        var order = [root]
        var seen: Set<String> = [root]
        var next = 0
        while next < order.count {
            for target in targets[order[next]] ?? [] where seen.insert(target).inserted {
                order.append(target)
            }
            next += 1
        }
        return order
    }
}

/// A navigation stack as `BottomSheetNavigationController(rootBottomSheet:)`
/// would host it: its root and every sheet a chain of pushes can reach.
public struct NavigationStack: Sendable, Hashable {
    /// A sheet that pushes others and that no other sheet pushes.
    public var root: String
    /// The root first, then breadth-first in push-list order.
    public var sheets: [String]

    public init(root: String, sheets: [String]) {
        self.root = root
        self.sheets = sheets
    }
}
