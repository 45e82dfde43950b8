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

    /// `names` holds what the first pass noted of `files`; `listIDs` gives
    /// every sheet id of the run in report order, read again from the files,
    /// and is called only if a rule asks for ids outside its group (to
    /// suggest one for a misspelt reference), so a run never holds every id.
    init(_ files: [FileCheck], names: RunNames, listIDs: @escaping @Sendable () -> [String]) {
        let (declaring, typed) = names.tables()
        var goesBack = files.map { !$0.standsAlone }
        var components = UnionFind(count: files.count)
        for positions in declaring.shared() + typed.shared() {
            for position in positions {
                goesBack[position] = true
                components.join(positions[0], position)
            }
        }
        var referenced: [Int: Set<Int>] = [:]
        for (position, file) in files.enumerated() where goesBack[position] {
            for id in file.outsideReferences {
                for owner in declaring.positions(of: id.hashValue) {
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
        runIDs = order.isEmpty ? RunIdentifiers([]) : RunIdentifiers(listedBy: listIDs)
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
