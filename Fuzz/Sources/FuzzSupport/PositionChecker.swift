import SheetDiagnostics
import SheetYAML

/// Checks that every position the pipeline reports points into the file it
/// names, at the line and column an editor would show for its byte offset.
///
/// The line index is the reference: `LineIndex` documents that it counts
/// lines and columns as libyaml does, so a mark that disagrees with it is a
/// position a user would be sent to wrongly. In a file that is not valid
/// UTF-8 a column has no single meaning (the parser stops at the first bad
/// byte and points at it), so there only the bounds are checked.
public struct PositionChecker {
    public let file: SourceFile
    public let lines: LineIndex
    private let isValidUTF8: Bool

    public init(file: SourceFile) {
        self.file = file
        self.lines = LineIndex(file.bytes)
        self.isValidUTF8 = String(validating: file.bytes, as: UTF8.self) != nil
    }

    public func check(_ position: SourcePosition, _ what: @autoclosure () -> String) {
        let offset = Int(position.offset)
        let line = Int(position.line)
        invariant(offset >= 0 && offset <= file.bytes.count, "\(what()): offset \(offset) outside 0...\(file.bytes.count)")
        invariant(line >= 1 && line <= lines.lineCount, "\(what()): line \(line) outside 1...\(lines.lineCount)")
        invariant(position.column >= 1, "\(what()): column \(position.column) before the start of the line")
        guard isValidUTF8 else { return }
        let expected = lines.position(ofByteOffset: offset)
        invariant(
            expected.line == position.line && expected.column == position.column,
            "\(what()): reported \(position.line):\(position.column) at offset \(offset), "
                + "but that offset is \(expected.line):\(expected.column)")
    }

    public func check(_ range: SourceRange, _ what: @autoclosure () -> String) {
        check(range.start, "\(what()) start")
        check(range.end, "\(what()) end")
        invariant(
            range.start.offset <= range.end.offset,
            "\(what()): range ends (offset \(range.end.offset)) before it starts (offset \(range.start.offset))")
    }

    public func check(_ span: SourceSpan, _ what: @autoclosure () -> String) {
        invariant(span.path == file.path, "\(what()): span names `\(span.path)`, not `\(file.path)`")
        check(span.range, what())
    }

    /// Every place a diagnostic points at: its span, its secondary labels and
    /// its fix-its. A diagnostic without a span is allowed (libyaml running
    /// out of memory has no place).
    public func check(_ diagnostic: Diagnostic) {
        let name = "\(diagnostic.code) `\(diagnostic.message)`"
        if let span = diagnostic.span { check(span, name) }
        for label in diagnostic.secondary { check(label.span, "\(name) secondary `\(label.message)`") }
        for fix in diagnostic.fixes { check(fix.span, "\(name) fix-it") }
    }

    /// Every node reachable from the root. Aliases make the document a DAG,
    /// so each node is visited once; the walk uses an explicit stack because
    /// fuzzed documents nest as deep as the limits allow.
    public func check(_ document: YAMLDocument) {
        invariant(document.source.path == file.path, "document names `\(document.source.path)`")
        invariant(document.source.bytes == file.bytes, "document holds other bytes than the file")
        guard let root = document.root else { return }
        var visited: Set<NodeID> = [root]
        var stack = [root]
        while let node = stack.popLast() {
            check(document.range(of: node), "node \(node.index) (\(document.kind(of: node)))")
            let children: [NodeID] =
                switch document.kind(of: node) {
                case .scalar: []
                case .sequence: Array(document.items(of: node))
                case .mapping: document.entries(of: node).flatMap { [$0.key, $0.value] }
                }
            for child in children where visited.insert(child).inserted {
                stack.append(child)
            }
        }
        invariant(visited.count <= document.nodeCount, "walk reached \(visited.count) of \(document.nodeCount) nodes")
    }
}
