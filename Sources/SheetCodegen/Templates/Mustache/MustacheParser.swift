/// A parsed template: its tree, and the partials it includes with where,
/// so that a library can refuse partials that include themselves.
struct MustacheTemplate: Sendable {
    let nodes: [MustacheNode]
    let partials: [(name: String, range: Range<Int>)]

    init(parsing bytes: [UInt8]) throws(MustacheSyntaxError) {
        var parser = MustacheParser(bytes: bytes)
        try parser.run()
        nodes = parser.finished
        partials = parser.partials
    }
}

/// Turns tokens into `MustacheNode`s: removes standalone lines (the spec's
/// rule: a section, inverted-section, close, comment, partial, pragma or
/// set-delimiter tag with only spaces or tabs around it on its line takes
/// the whole line, line break included), then nests sections.
struct MustacheParser {
    /// Deeper nesting is refused rather than rendered: the renderer recurses
    /// once per level, and a hostile template must not exhaust a worker
    /// thread's stack.
    static let maximumDepth = 100

    private struct Open {
        let tag: MustacheTag?
        let startsLine: Bool
        var children: [MustacheNode] = []
    }

    private let bytes: [UInt8]
    private var stack = [Open(tag: nil, startsLine: false)]
    private(set) var partials: [(name: String, range: Range<Int>)] = []

    fileprivate init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    fileprivate var finished: [MustacheNode] { stack[0].children }

    fileprivate mutating func run() throws(MustacheSyntaxError) {
        let tokens = try MustacheTokenizer.tokens(bytes)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count - 1, !endsLine(tokens[lineEnd]) { lineEnd += 1 }
            try add(line: tokens[lineStart...lineEnd])
            lineStart = lineEnd + 1
        }
        if let open = stack.last?.tag {
            throw MustacheSyntaxError(kind: .unclosedSection(name: open.name), range: open.range)
        }
    }

    private func endsLine(_ token: MustacheToken) -> Bool {
        guard case .text(let range) = token else { return false }
        return bytes[range.upperBound - 1] == MustacheBytes.lineFeed
    }

    /// One line of tokens, the last one ending with a line feed unless the
    /// template ends there.
    private mutating func add(line: ArraySlice<MustacheToken>) throws(MustacheSyntaxError) {
        if let (tag, indentation) = standaloneTag(in: line) {
            try add(tag, startsLine: false, indentation: indentation)
            return
        }
        // The line's start is taken by its first token that renders
        // something of its own; a comment or pragma before it takes nothing.
        var startsLine = true
        for token in line {
            switch token {
            case .text(let range):
                append(MustacheNode(kind: .text(Array(bytes[range])), startsLine: startsLine))
                startsLine = false
            case .tag(let tag):
                try add(tag, startsLine: startsLine, indentation: nil)
                switch tag.kind {
                case .variable, .unescapedVariable, .section, .invertedSection, .partial: startsLine = false
                case .close, .comment, .setDelimiter, .contentType: break
                }
            }
        }
    }

    /// The line's only tag, when it can stand alone and everything else on
    /// the line is spaces and tabs (and the line break), with the spaces and
    /// tabs before it.
    private func standaloneTag(in line: ArraySlice<MustacheToken>) -> (MustacheTag, [UInt8])? {
        var found: MustacheTag?
        var indentation: [UInt8] = []
        for token in line {
            switch token {
            case .tag(let tag):
                guard found == nil, tag.canStandAlone else { return nil }
                found = tag
            case .text(let range):
                var text = bytes[range]
                if text.last == MustacheBytes.lineFeed {
                    text = text.dropLast()
                    if text.last == MustacheBytes.carriageReturn { text = text.dropLast() }
                }
                guard text.allSatisfy({ $0 == MustacheBytes.space || $0 == MustacheBytes.tab }) else { return nil }
                if found == nil { indentation += text }
            }
        }
        guard let found else { return nil }
        return (found, indentation)
    }

    private mutating func append(_ node: MustacheNode) {
        stack[stack.count - 1].children.append(node)
    }

    private mutating func add(_ tag: MustacheTag, startsLine: Bool, indentation: [UInt8]?) throws(MustacheSyntaxError) {
        switch tag.kind {
        case .variable, .unescapedVariable:
            append(MustacheNode(kind: .variable(MustacheName(tag.name), escaped: tag.kind == .variable), startsLine: startsLine))
        case .section, .invertedSection:
            guard stack.count <= Self.maximumDepth else {
                throw MustacheSyntaxError(kind: .nestedTooDeep(limit: Self.maximumDepth), range: tag.range)
            }
            stack.append(Open(tag: tag, startsLine: startsLine))
        case .close:
            guard let open = stack.last?.tag else {
                throw MustacheSyntaxError(kind: .closeWithoutOpen(name: tag.name), range: tag.range)
            }
            guard open.name == tag.name else {
                throw MustacheSyntaxError(kind: .mismatchedClose(opened: open.name, closed: tag.name), range: tag.range)
            }
            let section = stack.removeLast()
            append(
                MustacheNode(
                    kind: .section(MustacheName(open.name), inverted: open.kind == .invertedSection, children: section.children),
                    startsLine: section.startsLine))
        case .partial:
            partials.append((tag.name, tag.range))
            append(MustacheNode(kind: .partial(name: tag.name, indentation: indentation), startsLine: startsLine))
        case .contentType(let escapesHTML):
            append(MustacheNode(kind: .contentType(escapesHTML: escapesHTML), startsLine: false))
        case .comment, .setDelimiter:
            break
        }
    }
}
