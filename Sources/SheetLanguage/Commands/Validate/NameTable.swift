import Synchronization

/// Which files use which names (sheet ids, or types), as one sorted array of
/// 64-bit keys: a name's hash above, the file's position below. It takes 8
/// bytes a name where a dictionary of strings would take several times that.
/// Hashes that collide only relate two files that did not need it: they are
/// checked together, with the same result.
struct NameTable {
    private let keys: [UInt64]
    private let positionBits: UInt64

    /// `keys` made by `NameTable.Builder`s for the same file count, in any order.
    fileprivate init(sorting keys: consuming [UInt64], positionBits: UInt64) {
        keys.sort()
        self.keys = keys
        self.positionBits = positionBits
    }

    /// The bits a key keeps for the position of one of `fileCount` files.
    fileprivate static func positionBits(for fileCount: Int) -> UInt64 {
        var bits: UInt64 = 1
        while (1 << bits) < fileCount { bits += 1 }
        return bits
    }

    fileprivate static func key(_ hash: Int, _ bits: UInt64) -> UInt64 {
        (UInt64(bitPattern: Int64(hash)) >> bits) << bits
    }

    private func name(_ key: UInt64) -> UInt64 { key >> positionBits }
    private func position(_ key: UInt64) -> Int { Int(key & ((1 << positionBits) - 1)) }

    /// The files of each name used by more than one file, in run order.
    func shared() -> [[Int]] {
        var found: [[Int]] = []
        var start = 0
        while start < keys.count {
            // A name noted once is in one file: skipped without a list of its
            // files, which is nearly every name of a run.
            guard start + 1 < keys.count, name(keys[start + 1]) == name(keys[start]) else {
                start += 1
                continue
            }
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

/// The names of a run (the sheet ids each file declares, the types its
/// sheets use), noted by the first pass as each file is checked, from any
/// worker. Each name costs one key in a run-wide array, and no file keeps an
/// array of its own names once it is checked: this is what keeps a
/// `validate` of 10,000 files about as small as one of 2,000.
final class RunNames: Sendable {
    private let positionBits: UInt64
    private let keys = Mutex(Keys())

    private struct Keys {
        var declaring: [UInt64] = []
        var typed: [UInt64] = []
    }

    init(fileCount: Int) {
        positionBits = NameTable.positionBits(for: fileCount)
    }

    /// Notes the hashes of the ids file `position` declares and of the types it uses.
    func note(declaring ids: some Sequence<Int>, typed types: some Sequence<Int>, at position: Int) {
        let bits = positionBits
        let tag = UInt64(position)
        keys.withLock { keys in
            for hash in ids { keys.declaring.append(NameTable.key(hash, bits) | tag) }
            for hash in types { keys.typed.append(NameTable.key(hash, bits) | tag) }
        }
    }

    /// The tables of every name noted so far; the first pass is over when this is asked.
    func tables() -> (declaring: NameTable, typed: NameTable) {
        // Taken out, not copied, so that sorting them does not copy them again.
        let (declaring, typed) = keys.withLock { keys in
            defer { keys = Keys() }
            return (keys.declaring, keys.typed)
        }
        return (
            NameTable(sorting: declaring, positionBits: positionBits),
            NameTable(sorting: typed, positionBits: positionBits)
        )
    }
}
