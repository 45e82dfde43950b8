/// One tag of a template, as written.
struct MustacheTag: Sendable {
    enum Kind: Sendable, Equatable {
        case variable, unescapedVariable, section, invertedSection, close, comment, partial, setDelimiter
        case contentType(escapesHTML: Bool)
    }

    let kind: Kind
    /// The name (trimmed); empty for comments, pragmas and set-delimiter tags.
    let name: String
    /// The whole tag, delimiters included.
    let range: Range<Int>

    /// Interpolations always stay on their line; every other tag alone on a
    /// line takes the line with it (the spec's standalone rule).
    var canStandAlone: Bool {
        switch kind {
        case .variable, .unescapedVariable: return false
        default: return true
        }
    }
}

/// Text (split after each line feed, so a line's pieces can be judged
/// together) or a tag.
enum MustacheToken: Sendable {
    case text(Range<Int>)
    case tag(MustacheTag)
}

/// Splits a template's bytes into text and tags, following set-delimiter
/// tags as it goes. Works on UTF-8 bytes: every delimiter and sigil is MustacheBytes.
struct MustacheTokenizer {
    private let bytes: [UInt8]
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    static func tokens(_ bytes: [UInt8]) throws(MustacheSyntaxError) -> [MustacheToken] {
        var tokenizer = MustacheTokenizer(bytes: bytes)
        return try tokenizer.run()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() throws(MustacheSyntaxError) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == MustacheBytes.lineFeed {
                index += 1
                tokens.append(.text(textStart..<index))
                textStart = index
            } else if bytes[index] == open[0], matches(open, at: index) {
                if textStart < index { tokens.append(.text(textStart..<index)) }
                let tag = try readTag(at: index)
                tokens.append(.tag(tag))
                index = tag.range.upperBound
                textStart = index
            } else {
                index += 1
            }
        }
        if textStart < bytes.count { tokens.append(.text(textStart..<bytes.count)) }
        return tokens
    }

    private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count <= bytes.count else { return false }
        for offset in 0..<delimiter.count where bytes[index + offset] != delimiter[offset] { return false }
        return true
    }

    /// The first index at or after `start` where `prefix` (if any) followed
    /// by the closing delimiter begins.
    private func find(closing prefix: UInt8?, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if let prefix {
                if bytes[index] == prefix, matches(close, at: index + 1) { return index }
            } else if matches(close, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    private mutating func readTag(at start: Int) throws(MustacheSyntaxError) -> MustacheTag {
        let afterOpen = start + open.count
        let sigil = afterOpen < bytes.count ? bytes[afterOpen] : nil
        let unclosed = MustacheSyntaxError(
            kind: .unclosedTag(closeDelimiter: String(decoding: sigil == MustacheBytes.openBrace ? [MustacheBytes.closeBrace] + close : close, as: UTF8.self)),
            range: start..<afterOpen)
        if sigil == MustacheBytes.openBrace {
            guard let end = find(closing: MustacheBytes.closeBrace, from: afterOpen + 1) else { throw unclosed }
            let range = start..<(end + 1 + close.count)
            return MustacheTag(kind: .unescapedVariable, name: try name(afterOpen + 1..<end, in: range), range: range)
        }
        let kind: MustacheTag.Kind
        switch sigil {
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "="): kind = .setDelimiter
        case UInt8(ascii: "&"): kind = .unescapedVariable
        case UInt8(ascii: "%"): kind = .contentType(escapesHTML: true)
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            let end = find(closing: nil, from: afterOpen).map { $0 + close.count } ?? afterOpen + 1
            throw MustacheSyntaxError(kind: .unsupported(.inheritance), range: start..<end)
        default: kind = .variable
        }
        let contentStart = kind == .variable ? afterOpen : afterOpen + 1
        guard let end = find(closing: nil, from: contentStart) else { throw unclosed }
        let range = start..<(end + close.count)
        let content = contentStart..<end
        switch kind {
        case .comment:
            return MustacheTag(kind: .comment, name: "", range: range)
        case .setDelimiter:
            try setDelimiters(content, in: range)
            return MustacheTag(kind: .setDelimiter, name: "", range: range)
        case .contentType:
            return MustacheTag(kind: .contentType(escapesHTML: try contentType(content, in: range)), name: "", range: range)
        case .partial:
            let partial = try name(content, in: range, isPartial: true)
            return MustacheTag(kind: .partial, name: partial, range: range)
        default:
            return MustacheTag(kind: kind, name: try name(content, in: range), range: range)
        }
    }

    /// A tag's name: trimmed, not empty, no inner whitespace, and none of the
    /// swift-mustache extensions (`name(argument)`, `{{>*dynamic}}`).
    private func name(_ content: Range<Int>, in tag: Range<Int>, isPartial: Bool = false) throws(MustacheSyntaxError) -> String {
        let trimmed = Self.trimmed(bytes[content])
        guard !trimmed.isEmpty else { throw MustacheSyntaxError(kind: .emptyName, range: tag) }
        let text = String(decoding: trimmed, as: UTF8.self)
        if trimmed.contains(where: MustacheBytes.isWhitespace) { throw MustacheSyntaxError(kind: .spaceInName(text), range: tag) }
        if isPartial, trimmed.first == UInt8(ascii: "*") {
            throw MustacheSyntaxError(kind: .unsupported(.dynamicPartial), range: tag)
        }
        if !isPartial, trimmed.contains(UInt8(ascii: "(")) { throw MustacheSyntaxError(kind: .unsupported(.transform), range: tag) }
        return text
    }

    /// `{{=<% %>=}}`: two new delimiters, separated by whitespace, neither
    /// containing `=`.
    private mutating func setDelimiters(_ content: Range<Int>, in tag: Range<Int>) throws(MustacheSyntaxError) {
        let invalid = MustacheSyntaxError(kind: .invalidSetDelimiter, range: tag)
        guard content.count >= 1, bytes[content.upperBound - 1] == UInt8(ascii: "=") else { throw invalid }
        let parts = bytes[content.lowerBound..<(content.upperBound - 1)].split(whereSeparator: MustacheBytes.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else { throw invalid }
        open = Array(parts[0])
        close = Array(parts[1])
    }

    /// `{{%CONTENT_TYPE:TEXT}}` or `{{%CONTENT_TYPE:HTML}}`; whether the
    /// template escapes for HTML from here on.
    private func contentType(_ content: Range<Int>, in tag: Range<Int>) throws(MustacheSyntaxError) -> Bool {
        let parts = bytes[content].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw MustacheSyntaxError(kind: .malformedPragma, range: tag) }
        let key = String(decoding: Self.trimmed(parts[0]), as: UTF8.self)
        let value = String(decoding: Self.trimmed(parts[1]), as: UTF8.self)
        guard !key.isEmpty, !value.isEmpty else { throw MustacheSyntaxError(kind: .malformedPragma, range: tag) }
        switch (key, value) {
        case ("CONTENT_TYPE", "TEXT"): return false
        case ("CONTENT_TYPE", "HTML"): return true
        default: throw MustacheSyntaxError(kind: .unknownPragma(key + ":" + value), range: tag)
        }
    }

    static func trimmed(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = slice
        while let first = slice.first, MustacheBytes.isWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, MustacheBytes.isWhitespace(last) { slice = slice.dropLast() }
        return slice
    }
}

/// The bytes the template syntax is made of.
enum MustacheBytes {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
    }
}
