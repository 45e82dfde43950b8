/// The second pass's plan: which files must be checked again, and with
/// which others, so that each is checked exactly as if the whole run were
/// one context.
///
/// A file goes back when it refers to a sheet of another file, shares a
/// sheet id or a type with another file, or a whole-run rule found something
/// in it. Files that go back and relate to each other (one refers to the
/// other, or they share an id or a type) form one group; a file that stood
/// alone but declares a sheet a group refers to joins that group for
/// reference only. A project where every file extends one base file thus
/// gives many small groups that each hold the base, not one group that holds
/// every file.
struct RelatedFiles {
    struct Group {
        /// Files checked in this group, by position in the run.
        var checked: [Int]
        /// Files present only so references into them resolve.
        var referenced: [Int]
        /// Every file of the group in run order.
        var all: [Int] { (checked + referenced).sorted() }
    }

    let groups: [Group]
    /// Every sheet id of the run, as the rules that read the whole run see it
    /// (gathered only when some file goes back).
    let runIDs: RunIdentifiers

    init(_ files: [FileCheck]) {
        // Most ids are declared once: a second table holds the other files of the few that are not.
        var declaring: [String: Int] = [:]
        var alsoDeclaring: [String: [Int]] = [:]
        declaring.reserveCapacity(files.reduce(0) { $0 + $1.sheetIDs.count })
        for (position, file) in files.enumerated() {
            for id in file.sheetIDs {
                if let first = declaring[id] {
                    if first != position, alsoDeclaring[id]?.last != position { alsoDeclaring[id, default: []].append(position) }
                } else {
                    declaring[id] = position
                }
            }
        }
        var goesBack = files.map { !$0.standsAlone }
        var components = UnionFind(count: files.count)
        func relate(_ first: Int, _ other: Int) {
            goesBack[first] = true
            goesBack[other] = true
            components.join(first, other)
        }
        for (id, others) in alsoDeclaring {
            for other in others { relate(declaring[id]!, other) }
        }
        var firstWithType: [Int: Int] = [:]
        for (position, file) in files.enumerated() {
            for hash in file.typeHashes {
                if let first = firstWithType[hash] {
                    if first != position { relate(first, position) }
                } else {
                    firstWithType[hash] = position
                }
            }
        }
        var referenced: [Int: Set<Int>] = [:]
        for (position, file) in files.enumerated() where goesBack[position] {
            for id in file.outsideReferences {
                guard let first = declaring[id] else { continue }
                for owner in [first] + (alsoDeclaring[id] ?? []) {
                    if goesBack[owner] {
                        components.join(position, owner)
                    } else {
                        referenced[position, default: []].insert(owner)
                    }
                }
            }
        }
        var groups: [Int: Group] = [:]
        var order: [Int] = []
        for position in files.indices where goesBack[position] {
            let root = components.root(of: position)
            if groups[root] == nil {
                groups[root] = Group(checked: [], referenced: [])
                order.append(root)
            }
            groups[root]!.checked.append(position)
        }
        self.groups = order.map { root in
            var group = groups[root]!
            let outside = group.checked.reduce(into: Set<Int>()) { $0.formUnion(referenced[$1] ?? []) }
            group.referenced = outside.sorted()
            return group
        }
        runIDs = order.isEmpty ? RunIdentifiers([]) : RunIdentifiers(files.lazy.flatMap(\.sheetIDs))
    }
}

/// Disjoint sets over positions, with path halving.
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    mutating func root(of position: Int) -> Int {
        var position = position
        while parent[position] != position {
            parent[position] = parent[parent[position]]
            position = parent[position]
        }
        return position
    }

    mutating func join(_ lhs: Int, _ rhs: Int) {
        let (left, right) = (root(of: lhs), root(of: rhs))
        if left != right { parent[max(left, right)] = min(left, right) }
    }
}
