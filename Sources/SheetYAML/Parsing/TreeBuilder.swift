import SheetDiagnostics

/// Builds the node arena from parser events, enforcing the limits that need
/// the tree's shape: depth, alias budget, key rules.
///
/// Children of an open collection wait in `pending`; when the collection
/// closes they move, contiguous, into `children`. Nothing recurses, so a
/// deep or huge file costs the stack nothing, neither to build nor to free.
///
/// Everything a collection holds is appended after the collection itself
/// opens (its nodes, its descendants' children, their scalar bytes), so a
/// completed entry of the streamed mapping (`SubtreeConsumer`) is the tail of
/// each array and can be dropped by truncating them.
struct TreeBuilder {
    private struct Frame {
        let node: NodeID
        let pendingStart: Int
        let isMapping: Bool
        let anchor: String?
        var weight: Int
        /// This mapping is the value of the root key the consumer streams.
        var streamsEntries = false
        /// Set when this collection is the value of one entry of that mapping.
        var entry: StreamedEntry?
    }

    /// Where the arrays stood when a streamed entry's value opened.
    struct StreamedEntry {
        let key: NodeID
        let value: NodeID
        let childrenMark: Int
        let bytesMark: Int
        let anchorsMark: Int
    }

    let file: SourceFile
    let limits: YAMLLimits
    private(set) var nodes: [NodeRecord] = []
    private(set) var children: [NodeID] = []
    private(set) var scalarBytes: [UInt8] = []
    private(set) var root: NodeID?
    var diagnostics: [Diagnostic] = []
    private var pending: [NodeID] = []
    private var frames: [Frame] = []
    private var anchors: [String: NodeID] = [:]
    /// Anchors defined so far: an entry that defines one is never dropped,
    /// since a later alias may refer into it.
    private var anchorsDefined = 0
    /// The root key whose mapping's entries are offered to a consumer.
    private let streamedKey: StaticString?
    /// Expanded size of every completed anchored node, for the alias budget.
    private var anchoredWeights: [Int32: Int] = [:]
    private var aliasCount = 0
    private var aliasExpansion = 0
    /// Events read and keys compared, for `YAMLParseResult.work`.
    var work = ParseWork()

    init(file: SourceFile, limits: YAMLLimits, streamedKey: StaticString? = nil) {
        self.file = file
        self.limits = limits
        self.streamedKey = streamedKey
        // A spec has about one node per ten bytes (9.95 in the benchmark's
        // corpus); room for one per eight up front saves copying the arena
        // when it would otherwise double near the end, which for a 20 MB file
        // briefly held two copies of it. Pages never written are never resident.
        nodes.reserveCapacity(file.bytes.count / 8)
        children.reserveCapacity(file.bytes.count / 8)
        // Only values that differ from how they are written are copied.
        scalarBytes.reserveCapacity(file.bytes.count / 16)
    }

    /// Whether the next node added goes into a mapping's key position.
    private var expectsKey: Bool {
        guard let frame = frames.last, frame.isMapping else { return false }
        return (pending.count - frame.pendingStart) % 2 == 0
    }

    /// Adds a scalar whose value libyaml decoded into `value`; `source` is
    /// the file's bytes, where most values are found as they are written.
    mutating func addScalar(
        _ value: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: NodeTag, anchor: String?, range: SourceRange,
        source: UnsafeBufferPointer<UInt8>
    ) {
        let id = NodeID(nodes.count)
        if expectsKey, style == .plain, tag == .none, value.count == 2, value[0] == 0x3C, value[1] == 0x3C {
            diagnostics.append(
                InputDiagnostics.mergeKey.diagnostic(
                    "merge keys (`<<`) are not supported", at: file.span(range), label: "merge key",
                    help: "use `extends: <sheet id>` to inherit a sheet, or the file's `defaults:` to share settings"))
        }
        let verbatimStart = Self.verbatimStart(of: value, style: style, range: range, in: source)
        nodes.append(
            NodeRecord(
                range: range, payloadStart: Int32(truncatingIfNeeded: verbatimStart ?? scalarBytes.count),
                payloadCount: Int32(truncatingIfNeeded: value.count), kind: .scalar, style: style, tag: tag,
                isVerbatim: verbatimStart != nil))
        if verbatimStart == nil { scalarBytes.append(contentsOf: value) }
        if let anchor {
            anchors[anchor] = id
            anchoredWeights[id.index] = 1
            anchorsDefined += 1
        }
        attach(id, weight: 1)
    }

    /// Where the file holds a scalar's value byte for byte, if it does.
    ///
    /// A plain or single-quoted scalar on one line is written as it reads
    /// (less its quotes) unless it has properties or a doubled quote; the
    /// bytes are compared rather than trusted, so any other case (a tag or an
    /// anchor before it, an escape, a folded line) is simply copied.
    static func verbatimStart(
        of value: UnsafeBufferPointer<UInt8>, style: ScalarStyle, range: SourceRange, in source: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let quotes: Int
        switch style {
        case .plain: quotes = 0
        case .singleQuoted: quotes = 1
        default: return nil
        }
        let start = Int(range.start.offset) &+ quotes
        guard range.start.line == range.end.line, Int(range.end.offset) &- quotes &- start == value.count,
            start >= 0, start &+ value.count <= source.count
        else { return nil }
        return sameBytes(value, source.baseAddress.map { $0 + start }) ? start : nil
    }

    /// Compares `value` with as many bytes at `other`.
    static func sameBytes(_ value: UnsafeBufferPointer<UInt8>, _ other: UnsafePointer<UInt8>?) -> Bool {
        guard let base = value.baseAddress, let other else { return value.isEmpty }
        return bytesEqual(base, other, count: value.count)
    }

    /// Opens a collection; returns `false` when the depth limit stops the parse.
    mutating func openCollection(isMapping: Bool, tag: NodeTag, anchor: String?, range: SourceRange) -> Bool {
        if frames.count >= limits.maxDepth {
            diagnostics.append(
                InputDiagnostics.nestingTooDeep.diagnostic(
                    "collections are nested more than \(limits.maxDepth) levels deep", at: file.span(range),
                    label: "level \(frames.count + 1) starts here",
                    help: "flatten the structure; a sheet spec needs only a few levels"))
            return false
        }
        let isKey = expectsKey
        if isKey { reportComplexKey(range) }
        let id = NodeID(nodes.count)
        var frame = Frame(node: id, pendingStart: pending.count, isMapping: isMapping, anchor: anchor, weight: 1)
        if !isKey, let key = pending.last {
            if frames.count == 1, frames[0].isMapping, isMapping, let streamedKey, nodes[Int(key.index)].kind == .scalar,
                scalarEquals(key, streamedKey)
            {
                frame.streamsEntries = true
            } else if frames.count == 2, frames[1].streamsEntries, nodes[Int(key.index)].kind == .scalar {
                frame.entry = StreamedEntry(
                    key: key, value: id, childrenMark: children.count, bytesMark: scalarBytes.count,
                    anchorsMark: anchorsDefined)
            }
        }
        nodes.append(
            NodeRecord(
                range: range, payloadStart: 0, payloadCount: -1, kind: isMapping ? .mapping : .sequence,
                style: .plain, tag: tag))
        if let anchor {
            anchors[anchor] = id
            anchorsDefined += 1
        }
        frames.append(frame)
        return true
    }

    /// Closes the innermost collection; returns the entry it completes when
    /// it is a streamed entry's value that defines no anchor.
    @discardableResult
    mutating func closeCollection(end: SourcePosition) -> StreamedEntry? {
        // `removeLast`, not `popLast`: an optional frame is destroyed through
        // the runtime's generic witnesses, once per collection.
        guard !frames.isEmpty else { return nil }
        let frame = frames.removeLast()
        if frame.isMapping { checkKeys(pending[frame.pendingStart...]) }
        let index = Int(frame.node.index)
        nodes[index].payloadStart = Int32(truncatingIfNeeded: children.count)
        nodes[index].payloadCount = Int32(truncatingIfNeeded: pending.count - frame.pendingStart)
        nodes[index].range.end = end
        children.append(contentsOf: pending[frame.pendingStart...])
        pending.removeLast(pending.count - frame.pendingStart)
        if frame.anchor != nil { anchoredWeights[frame.node.index] = frame.weight }
        attach(frame.node, weight: frame.weight)
        guard let entry = frame.entry, entry.anchorsMark == anchorsDefined else { return nil }
        return entry
    }

    /// Drops what a consumed entry's value held, leaving the value an empty
    /// collection at its place: the arrays shrink back to where they stood
    /// when it opened, and their capacity serves the next entry.
    mutating func dropContent(of entry: StreamedEntry) {
        let index = Int(entry.value.index)
        nodes.removeLast(nodes.count - index - 1)
        children.removeLast(children.count - entry.childrenMark)
        scalarBytes.removeLast(scalarBytes.count - entry.bytesMark)
        nodes[index].payloadStart = Int32(truncatingIfNeeded: children.count)
        nodes[index].payloadCount = 0
    }

    private func scalarEquals(_ id: NodeID, _ text: StaticString) -> Bool {
        Int(nodes[Int(id.index)].payloadCount) == text.utf8CodeUnitCount
            && text.withUTF8Buffer { scalar(id).elementsEqual($0) }
    }

    /// Adds a reference to an anchored node; returns `false` when a limit or a
    /// broken reference stops the parse.
    mutating func addAlias(_ name: String, range: SourceRange) -> Bool {
        let span = file.span(range)
        guard let target = anchors[name] else {
            diagnostics.append(
                InputDiagnostics.unknownAlias.diagnostic(
                    "alias `*\(name)` refers to no anchor defined before it", at: span, label: "unknown anchor",
                    help: "define `&\(name)` on a value above this line, or fix the spelling"))
            return false
        }
        guard let weight = anchoredWeights[target.index] else {
            diagnostics.append(
                InputDiagnostics.recursiveAlias.diagnostic(
                    "alias `*\(name)` is inside the collection it refers to", at: span, label: "refers to itself",
                    secondary: [DiagnosticLabel(span: file.span(nodes[Int(target.index)].range), message: "anchor defined here")],
                    help: "remove the alias from inside its own anchor"))
            return false
        }
        aliasCount += 1
        aliasExpansion += weight
        if aliasCount > limits.maxAliases || aliasExpansion > limits.maxAliasExpansion {
            let what = aliasCount > limits.maxAliases
                ? "more than \(limits.maxAliases) aliases" : "aliases that expand to more than \(limits.maxAliasExpansion) nodes"
            diagnostics.append(
                InputDiagnostics.aliasBudgetExceeded.diagnostic(
                    "document uses \(what)", at: span, label: "limit reached here",
                    notes: ["this is how a 'billion laughs' document exhausts memory; sheetspec stops before it does"],
                    help: "share settings with `extends:` or `defaults:` instead of nested aliases"))
            return false
        }
        if expectsKey, nodes[Int(target.index)].kind != .scalar { reportComplexKey(range) }
        attach(target, weight: weight)
        return true
    }

    private mutating func attach(_ id: NodeID, weight: Int) {
        if frames.isEmpty {
            root = id
        } else {
            pending.append(id)
            frames[frames.count - 1].weight += weight
        }
    }

    private mutating func reportComplexKey(_ range: SourceRange) {
        diagnostics.append(
            InputDiagnostics.complexKey.diagnostic(
                "mapping key is a collection; keys must be names", at: file.span(range), label: "collection used as a key",
                help: "use a plain name as the key"))
    }

    /// Reports every key that repeats an earlier one in the same mapping.
    ///
    /// Every mapping of every file passes here, so the usual small mapping is
    /// checked in place, pair by pair, with no array and no slice per key.
    private mutating func checkKeys(_ entries: ArraySlice<NodeID>) {
        var keyCount = 0
        var index = entries.startIndex
        while index < entries.endIndex {
            if nodes[Int(entries[index].index)].kind == .scalar { keyCount += 1 }
            index += 2
        }
        guard keyCount > 1 else { return }
        if keyCount <= 16 {
            var later = entries.startIndex + 2
            while later < entries.endIndex {
                let key = entries[later]
                if nodes[Int(key.index)].kind == .scalar {
                    var earlier = entries.startIndex
                    while earlier < later {
                        let candidate = entries[earlier]
                        if nodes[Int(candidate.index)].kind == .scalar, countedSameScalar(candidate, key) {
                            reportDuplicate(first: candidate, duplicate: key)
                            break
                        }
                        earlier += 2
                    }
                }
                later += 2
            }
            return
        }
        // Larger mappings: sort by bytes, then compare neighbours, so the check
        // stays O(n log n) in a generated monolith.
        var keys: [NodeID] = []
        keys.reserveCapacity(keyCount)
        index = entries.startIndex
        while index < entries.endIndex {
            let key = entries[index]
            if nodes[Int(key.index)].kind == .scalar { keys.append(key) }
            index += 2
        }
        var comparisons = 0
        let sorted = keys.enumerated().sorted { lhs, rhs in
            comparisons += 1
            let left = scalar(lhs.element)
            let right = scalar(rhs.element)
            if left.elementsEqual(right) { return lhs.offset < rhs.offset }
            return left.lexicographicallyPrecedes(right)
        }
        work.keyComparisons += comparisons
        var groupStart = 0
        for position in 1..<sorted.count {
            if countedSameScalar(sorted[groupStart].element, sorted[position].element) {
                reportDuplicate(first: sorted[groupStart].element, duplicate: sorted[position].element)
            } else {
                groupStart = position
            }
        }
    }

    private func scalar(_ id: NodeID) -> ArraySlice<UInt8> {
        let record = nodes[Int(id.index)]
        let start = Int(record.payloadStart)
        let end = start + Int(record.payloadCount)
        return record.isVerbatim ? file.bytes[start..<end] : scalarBytes[start..<end]
    }

    /// `sameScalar`, counted in `work.keyComparisons`.
    private mutating func countedSameScalar(_ lhs: NodeID, _ rhs: NodeID) -> Bool {
        work.keyComparisons += 1
        return sameScalar(lhs, rhs)
    }

    /// Compares lengths first, then bytes in place: most keys of a mapping
    /// differ in length, and none of them needs a slice.
    private func sameScalar(_ lhs: NodeID, _ rhs: NodeID) -> Bool {
        let left = nodes[Int(lhs.index)]
        let right = nodes[Int(rhs.index)]
        guard left.payloadCount == right.payloadCount else { return false }
        return file.bytes.withUnsafeBufferPointer { source in
            scalarBytes.withUnsafeBufferPointer { copied in
                let leftBytes = left.isVerbatim ? source : copied
                let rightBytes = right.isVerbatim ? source : copied
                let (leftStart, rightStart) = (Int(left.payloadStart), Int(right.payloadStart))
                for offset in 0..<Int(left.payloadCount) where leftBytes[leftStart + offset] != rightBytes[rightStart + offset] {
                    return false
                }
                return true
            }
        }
    }

    private mutating func reportDuplicate(first: NodeID, duplicate: NodeID) {
        let name = String(decoding: scalar(duplicate), as: UTF8.self)
        diagnostics.append(
            InputDiagnostics.duplicateKey.diagnostic(
                "duplicate key `\(name)`", at: file.span(nodes[Int(duplicate.index)].range), label: "defined again here",
                secondary: [DiagnosticLabel(span: file.span(nodes[Int(first.index)].range), message: "first defined here")],
                help: "remove one of the two entries: YAML allows each key once per mapping"))
    }

    func document() -> YAMLDocument {
        YAMLDocument(source: file, root: root, nodes: nodes, children: children, scalarBytes: scalarBytes)
    }

    /// The nodes built so far, for a consumer to read one entry: it shares
    /// the arrays, so it must be released before the next event is added.
    func partialDocument() -> YAMLDocument {
        YAMLDocument(source: file, root: nil, nodes: nodes, children: children, scalarBytes: scalarBytes)
    }
}
