import SheetDiagnostics
import SheetYAML

/// The state of decoding one document: the tree being read and every
/// problem found so far. Decoders never stop at a problem; they report it,
/// leave the field out and go on.
package struct DecodingContext {
    let document: YAMLDocument
    /// Which codes structural problems are reported under (spec or configuration).
    let codes: DecodingCodes
    /// The document's file, looked up once for every value.
    let file: SourceFileID
    var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` are errors, kept as they are reported so
    /// that telling whether one field's decoding failed costs nothing.
    var errorCount = 0
    /// Unknown keys reported so far in this document (`reportUnknownKey`).
    var unknownKeyCount = 0

    /// Unknown keys past this many in one document are reported without a
    /// did-you-mean or the list of valid keys: a file of 200,000 made-up keys
    /// is a generated or hostile one, the report shows only the first 100 of
    /// a file by default, and searching for a suggestion 200,000 times was
    /// most of the time such a file took.
    static let unknownKeysWithAdvice = 1_000

    init(document: YAMLDocument, codes: DecodingCodes = .spec) {
        self.init(document: document, file: SourceFileID(path: document.source.path), codes: codes)
    }

    init(document: YAMLDocument, file: SourceFileID, codes: DecodingCodes = .spec) {
        self.document = document
        self.codes = codes
        self.file = file
    }

    func span(_ node: NodeID) -> SourceSpan { document.span(of: node) }
    func range(_ node: NodeID) -> SourceRange { document.range(of: node) }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    /// Wraps a decoded value with the ranges of its value and key.
    func located<Value>(_ value: Value, _ field: FieldValue) -> Located<Value> {
        Located(value, file: file, range: range(field.node), keyRange: field.key.map(range))
    }

    /// The raw text of a scalar, for messages; collections have none.
    func text(_ node: NodeID) -> String { document.string(of: node) ?? "" }

    /// `null`, `~` or nothing at all, unquoted: YAML's null.
    func isNull(_ node: NodeID) -> Bool {
        guard document.kind(of: node) == .scalar else { return false }
        if document.tag(of: node) == .null { return true }
        guard document.style(of: node) == .plain, document.tag(of: node) == .none else { return false }
        // By length first: every value is asked, and almost none is null.
        switch document.scalarLength(of: node) {
        case 0: return true
        case 1: return document.scalar(node, equals: "~")
        case 4:
            return document.scalar(node, equals: "null") || document.scalar(node, equals: "Null")
                || document.scalar(node, equals: "NULL")
        default: return false
        }
    }

    /// Quoted, block, or tagged `!!str`/`!`: a string on purpose.
    func isExplicitString(_ node: NodeID) -> Bool {
        let tag = document.tag(of: node)
        return document.style(of: node).isQuoted || document.style(of: node).isBlock || tag == .string
            || tag == .nonSpecific
    }

    /// How a found value is shown in "found …": `"half"`, `a list`.
    func describe(_ node: NodeID) -> String {
        switch document.kind(of: node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if isNull(node) { return "nothing" }
            let isBare = document.style(of: node) == .plain
                && (NumberLiteral.classify(document.scalarBytes(of: node)) != .none
                    || document.scalar(node, equals: "true") || document.scalar(node, equals: "false"))
            var shown = text(node)
            if isBare { return shown }
            if shown.unicodeScalars.count > 40 { shown = String(shown.unicodeScalars.prefix(37)) + "..." }
            return "\"" + shown.replacingNewlines() + "\""
        }
    }

    /// Reports a value of the wrong kind. The message says what was expected
    /// and found; the label names whose value it is, which the caret alone
    /// does not show when the key is on another line.
    mutating func reportMismatch(
        _ field: FieldValue, expected: String, help: String? = nil, fixes: [FixIt] = []
    ) {
        report(
            codes.typeMismatch.diagnostic(
                "expected \(expected), found \(describe(field.node))", at: span(field.node),
                label: field.key.map { "the value of `\(text($0))`" } ?? "this value", help: help, fixes: fixes))
    }

    /// Reports `key:` with nothing after it (or an explicit `null`).
    mutating func reportEmpty(_ field: FieldValue, expected: String) {
        let subject = field.key.map { "`\(text($0))` has no value" } ?? "list item has no value"
        report(
            codes.emptyValue.diagnostic(
                subject, at: span(field.node), label: "expected \(expected)",
                help: field.key == nil
                    ? "write a value or delete the item" : "write a value, or delete the key to use the default"))
    }

    /// Checks that a value is a mapping, reporting it otherwise.
    mutating func expectMapping(
        _ field: FieldValue, expected: @autoclosure () -> String, help: @autoclosure () -> String? = nil
    ) -> Bool {
        switch document.kind(of: field.node) {
        case .mapping: return true
        case .scalar where isNull(field.node): reportEmpty(field, expected: expected())
        default: reportMismatch(field, expected: expected(), help: help())
        }
        return false
    }

    /// Checks that a value is a list, reporting it otherwise.
    mutating func expectList(_ field: FieldValue, expected: @autoclosure () -> String, help: @autoclosure () -> String? = nil) -> Bool {
        switch document.kind(of: field.node) {
        case .sequence: return true
        case .scalar where isNull(field.node): reportEmpty(field, expected: expected())
        default: reportMismatch(field, expected: expected(), help: help())
        }
        return false
    }

    /// Visits each known key of a mapping in source order, reporting unknown
    /// keys, and returns the keys that were present.
    ///
    /// Missing required keys are reported against `owner`, the range that
    /// names the mapping (a sheet's id, a detent's item) or the mapping.
    @discardableResult
    mutating func forEachField<Key>(
        of mapping: NodeID, table: FieldTable<Key>, owner: SourceRange? = nil, ownerName: @autoclosure () -> String? = nil,
        _ visit: (inout DecodingContext, Key, FieldValue) -> Void
    ) -> SeenKeys {
        var seen = SeenKeys()
        for entry in document.entries(of: mapping) {
            guard document.kind(of: entry.key) == .scalar else { continue }
            guard let index = table.index(of: entry.key, in: document) else {
                reportUnknownKey(entry.key, table: table, in: mapping)
                seen.hasUnknownKeys = true
                continue
            }
            seen.insert(index)
            visit(&self, table.cases[index], FieldValue(node: entry.value, key: entry.key))
        }
        for index in table.required where !seen.contains(index) {
            reportMissing(table.names[index], in: ownerName() ?? table.owner, at: owner ?? range(mapping))
        }
        return seen
    }

    mutating func reportMissing(_ key: String, in owner: String, at range: SourceRange, help: String? = nil) {
        report(
            codes.missingKey.diagnostic(
                "\(owner) is missing the required key `\(key)`", at: document.source.span(range),
                label: "`\(key)` is missing here", help: help ?? "add `\(key):` to it"))
    }

    private mutating func reportUnknownKey<Key>(_ key: NodeID, table: FieldTable<Key>, in mapping: NodeID) {
        reportUnknownKey(key, owner: table.owner, names: table.names, elsewhere: table.elsewhere, in: mapping)
    }

    /// An unknown key of a mapping whose keys come from several tables (the
    /// configuration's root, whose later-stage keys are sections').
    mutating func reportUnknownKey(
        _ key: NodeID, owner: String, names: [String], elsewhere: [(key: String, advice: KeyAdvice)],
        in mapping: NodeID? = nil
    ) {
        let name = text(key)
        unknownKeyCount += 1
        guard unknownKeyCount <= Self.unknownKeysWithAdvice else {
            report(codes.unknownKey.diagnostic("unknown key `\(name)` in \(owner)", at: span(key), label: "unknown key"))
            return
        }
        var help: String?
        var fixes: [FixIt] = []
        switch elsewhere.first(where: { $0.key == name })?.advice {
        case .belongsUnder(let home)?:
            help = "`\(name)` belongs under `\(home):`"
        case .renamed(let replacement)?:
            help = "did you mean `\(replacement)`?"
            let clashes = mapping.map { renaming(key, to: replacement, clashesIn: $0, names: names) } ?? false
            fixes = [FixIt(span: span(key), replacement: replacement, applicability: clashes ? .suggestion : .safe)]
        case nil:
            break
        }
        if help == nil, let match = NearestWord.match(for: name, among: names) {
            help = "did you mean `\(match.word)`?"
            let clashes = mapping.map { renaming(key, to: match.word, clashesIn: $0, names: names) } ?? false
            fixes = [FixIt(span: span(key), replacement: match.word, applicability: clashes ? .suggestion : match.applicability)]
        }
        report(
            codes.unknownKey.diagnostic(
                "unknown key `\(name)` in \(owner)", at: span(key), label: "unknown key",
                notes: help == nil ? ["the keys of \(owner) are " + names.map { "`\($0)`" }.joined(separator: ", ")] : [],
                help: help, fixes: fixes))
    }
}

extension DecodingContext {
    /// Whether renaming `key` to `word` would make the mapping hold `word`
    /// twice: it has that key already, or another misspelt key is nearest
    /// to the same word (`cornerRadus` and `corner_radius`). Which one was
    /// meant is the writer's call, so the fix is only a suggestion.
    fileprivate func renaming(_ key: NodeID, to word: String, clashesIn mapping: NodeID, names: [String]) -> Bool {
        document.entries(of: mapping).contains { entry in
            guard entry.key != key, document.kind(of: entry.key) == .scalar else { return false }
            let other = text(entry.key)
            return other == word || (!names.contains(other) && NearestWord.suggestion(for: other, among: names) == word)
        }
    }
}

extension String {
    /// Line breaks shown as `\n`, so a block scalar fits in a one-line message.
    fileprivate func replacingNewlines() -> String {
        var result = ""
        for character in self {
            if character == "\n" { result += "\\n" } else if character == "\r" { result += "\\r" } else { result.append(character) }
        }
        return result
    }
}
