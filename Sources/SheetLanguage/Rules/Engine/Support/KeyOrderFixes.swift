import SheetDiagnostics
import SheetYAML

/// Gives each `key-order` warning (SS2904) its fix: the mapping's keys
/// moved into the canonical order, each with its value, comments and blank
/// lines (`BlockMappingReorder`), or a note saying why there is none.
///
/// The rule itself sees decoded settings, which keep no comments or layout;
/// the validator, which holds each reported file's text, attaches the fix
/// once the run has reported (`ValidationOptions.attachesKeyOrderFixes`),
/// and an editor only when a code action asks. Only files with such a
/// warning are parsed again, once each, so a clean run pays nothing.
public enum KeyOrderFixes {
    /// `diagnostics` with each `key-order` warning given its fix or its
    /// "no fix" note, made from the text in `sources`; the others unchanged.
    public static func attach(to diagnostics: [Diagnostic], sources: [String: SourceFile], limits: YAMLLimits)
        -> [Diagnostic]
    {
        let code = KeyOrderRule.descriptor.code
        guard diagnostics.contains(where: { $0.code == code }) else { return diagnostics }
        // A file whose text does not parse again (it changed on disk since
        // the run read it) maps to `nil`: its warnings keep no fix.
        var mappings: [String: MappingsByKey?] = [:]
        return diagnostics.map { diagnostic in
            guard diagnostic.code == code, diagnostic.fixes.isEmpty, let span = diagnostic.span,
                let source = sources[span.path]
            else { return diagnostic }
            if mappings[span.path] == nil { mappings[span.path] = .some(MappingsByKey(source, limits: limits)) }
            guard let found = mappings[span.path] ?? nil, let mapping = found.mapping(withKeyAt: Int(span.range.start.offset))
            else { return diagnostic }
            var fixed = diagnostic
            switch found.fix(reordering: mapping, path: span.path) {
            case .success(let fix): fixed.fixes = [fix]
            case .failure(let refusal): fixed.notes.append("no fix: " + refusal.reason)
            }
            return fixed
        }
    }
}

/// The mappings of one parsed file, found by the offset of any of their keys.
private struct MappingsByKey {
    let document: YAMLDocument
    let mappingAtKey: [Int: NodeID]
    /// The file's lines and positions, built once for all its mappings: per
    /// fix, a file with thousands of sheets out of order took quadratic time.
    let reorder: BlockMappingReorder
    let lines: LineIndex

    init?(_ source: SourceFile, limits: YAMLLimits) {
        guard let document = YAMLParser(limits: limits).parse(source).document else { return nil }
        self.document = document
        var mappingAtKey: [Int: NodeID] = [:]
        if let root = document.root {
            var pending = [root]
            var seen: Set<NodeID> = []
            while let node = pending.popLast() {
                guard seen.insert(node).inserted else { continue }
                switch document.kind(of: node) {
                case .mapping:
                    for entry in document.entries(of: node) {
                        mappingAtKey[Int(document.range(of: entry.key).start.offset)] = node
                        pending.append(entry.value)
                    }
                case .sequence: pending.append(contentsOf: document.items(of: node))
                case .scalar: break
                }
            }
        }
        self.mappingAtKey = mappingAtKey
        reorder = BlockMappingReorder(source.bytes)
        lines = LineIndex(source.bytes)
    }

    func mapping(withKeyAt offset: Int) -> NodeID? { mappingAtKey[offset] }

    /// The mapping's keys in canonical order as one safe fix.
    func fix(reordering mapping: NodeID, path: String) -> Result<FixIt, BlockMappingReorder.Refusal> {
        let entries = Array(document.entries(of: mapping))
        var ranks: [Int] = []
        for entry in entries {
            let key = document.string(of: entry.key) ?? ""
            guard document.kind(of: entry.key) == .scalar, let rank = SheetKeyOrder.canonical.firstIndex(of: key) else {
                return .failure(key == "<<" ? .anchorOrAlias : .unplacedKey(key))
            }
            ranks.append(rank)
        }
        let order = ranks.indices.sorted { ranks[$0] < ranks[$1] || (ranks[$0] == ranks[$1] && $0 < $1) }
        let bytes = document.source.bytes
        let isFlow = bytes[Int(document.range(of: mapping).start.offset)...].first == 0x7B
        let keyStarts = entries.map { Int(document.range(of: $0.key).start.offset) }
        return reorder.reorder(keyStarts: keyStarts, into: order, isFlow: isFlow).map { edit in
            let range = SourceRange(
                start: lines.position(ofByteOffset: edit.start), end: lines.position(ofByteOffset: edit.end))
            return FixIt(
                span: SourceSpan(path: path, range: range), replacement: String(decoding: edit.replacement, as: UTF8.self),
                applicability: .safe)
        }
    }
}
