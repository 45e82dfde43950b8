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
        let declaring = NameTable(files) { $0.sheetIDs.lazy.map(\.hashValue) }
        let typed = NameTable(files) { $0.typeHashes }
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
        runIDs = order.isEmpty ? RunIdentifiers([]) : RunIdentifiers(files.lazy.flatMap(\.sheetIDs))
    }
}

/// Which files use which names (sheet ids, or types), as one sorted array of
/// 64-bit keys: a name's hash above, the file's position below. It takes 8
/// bytes a name where a dictionary of strings would take several times that,
/// at the end of a run that holds nothing else. Hashes that collide only
/// relate two files that did not need it: they are checked together, with
/// the same result.
private struct NameTable {
    private let keys: [UInt64]
    private let positionBits: UInt64

    init<Hashes: Sequence<Int>>(_ files: [FileCheck], _ hashes: (FileCheck) -> Hashes) {
        var bits: UInt64 = 1
        while (1 << bits) < files.count { bits += 1 }
        positionBits = bits
        var keys: [UInt64] = []
        keys.reserveCapacity(files.reduce(0) { $0 + $1.sheetIDs.count })
        for (position, file) in files.enumerated() {
            for hash in hashes(file) { keys.append(Self.key(hash, bits) | UInt64(position)) }
        }
        keys.sort()
        self.keys = keys
    }

    private static func key(_ hash: Int, _ bits: UInt64) -> UInt64 {
        (UInt64(bitPattern: Int64(hash)) >> bits) << bits
    }

    private func name(_ key: UInt64) -> UInt64 { key >> positionBits }
    private func position(_ key: UInt64) -> Int { Int(key & ((1 << positionBits) - 1)) }

    /// The files of each name used by more than one file, in run order.
    func shared() -> [[Int]] {
        var found: [[Int]] = []
        var start = 0
        while start < keys.count {
            let (positions, end) = files(from: start)
            if positions.count > 1 { found.append(positions) }
            start = end
        }
        return found
    }

    /// The files that use the name with this hash, in run order.
    func positions(of hash: Int) -> [Int] {
        let wanted = Self.key(hash, positionBits)
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, name(keys[low]) == name(wanted) else { return [] }
        return files(from: low).positions
    }

    /// The distinct files of the run of keys with the name of `keys[start]`,
    /// and where the run ends. Keys of one name are sorted by position.
    private func files(from start: Int) -> (positions: [Int], end: Int) {
        var positions: [Int] = []
        var end = start
        while end < keys.count, name(keys[end]) == name(keys[start]) {
            if positions.last != position(keys[end]) { positions.append(position(keys[end])) }
            end += 1
        }
        return (positions, end)
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
