import CYAML
import SheetDiagnostics

/// What parsing one file produced. A `nil` document means a problem stopped
/// the parse; otherwise the document is complete, and the diagnostics (a
/// duplicate key, a bad tag) are problems the later stages can look past.
public struct YAMLParseResult: Sendable {
    public var document: YAMLDocument?
    public var diagnostics: [Diagnostic]
    /// What the parse did, counted: the limits' tests bound it by these
    /// numbers, never by a clock.
    var work = ParseWork()
}

/// The work of one parse, in units no machine's speed changes.
struct ParseWork: Sendable, Equatable {
    /// libyaml events read, the last one included.
    var events = 0
    /// Comparisons of two keys of one mapping, in the duplicate-key check.
    var keyComparisons = 0
}

/// The YAML front end: libyaml's event parser feeding a `TreeBuilder`.
///
/// No YAML 1.1 implicit typing happens here: `yes`, `0777` and `1e3` stay
/// strings with their style, and the decoder decides what a field means.
public struct YAMLParser: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    public func parse(_ file: SourceFile) -> YAMLParseResult {
        var nobody = NoConsumer()
        return parse(file, streaming: &nobody)
    }

    /// Parses `file`, handing each completed entry of the root mapping's
    /// `Consumer.streamedKey` mapping to `consumer` as soon as it closes.
    ///
    /// An entry the consumer takes is left in the document as an empty
    /// collection at its place, so a huge file never holds all its nodes at
    /// once. An entry that defines an anchor is never offered (a later alias
    /// may refer into it). When the parse fails, what the consumer took
    /// belongs to a document that does not exist: the caller drops it.
    public func parse<Consumer: SubtreeConsumer>(_ file: SourceFile, streaming consumer: inout Consumer) -> YAMLParseResult {
        if let problem = InputScreening.problem(in: file, limits: limits) {
            return YAMLParseResult(document: nil, diagnostics: [problem])
        }
        var builder = TreeBuilder(file: file, limits: limits, streamedKey: Consumer.streamedKey)
        // libyaml asserts on a null input pointer, which an empty array gives.
        let input = file.bytes.isEmpty ? [0] : file.bytes
        let completed = input.withUnsafeBufferPointer { buffer in
            run(
                &builder, over: UnsafeBufferPointer(rebasing: buffer[0..<file.bytes.count]), base: buffer.baseAddress!,
                consumer: &consumer)
        }
        let diagnostics = builder.diagnostics
        return YAMLParseResult(
            document: completed ? builder.document() : nil, diagnostics: diagnostics, work: builder.work)
    }

    /// Pulls every event; returns `false` when an error stopped the parse.
    private func run<Consumer: SubtreeConsumer>(
        _ builder: inout TreeBuilder, over bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>,
        consumer: inout Consumer
    ) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, base, bytes.count)
        var marks = MarkTranslator(bytes: bytes)
        var documents = 0
        var event = yaml_event_t()
        while true {
            builder.work.events += 1
            guard yaml_parser_parse(&parser, &event) == 1 else {
                builder.diagnostics.append(LibYAMLErrorTranslator(file: builder.file).diagnostic(for: parser, marks: &marks))
                return false
            }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return true
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    let range = marks.range(event.start_mark, event.end_mark)
                    builder.diagnostics.append(
                        InputDiagnostics.multipleDocuments.diagnostic(
                            "file holds a second YAML document", at: builder.file.span(range),
                            label: "second document starts here",
                            help: "put each spec in its own file, or merge the documents' `sheets:`"))
                    return false
                }
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let range = marks.range(event.start_mark, event.end_mark)
                let tag = nodeTag(data.tag, range: range, builder: &builder) ?? .none
                builder.addScalar(
                    UnsafeBufferPointer(start: data.value, count: Int(data.length)), style: scalarStyle(data.style),
                    tag: tag, anchor: name(data.anchor), range: range, source: bytes)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let rawTag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
                let rawAnchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                let range = marks.range(event.start_mark, event.end_mark)
                let tag = nodeTag(rawTag, range: range, builder: &builder) ?? .none
                guard builder.openCollection(isMapping: isMapping, tag: tag, anchor: name(rawAnchor), range: range)
                else { return false }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let entry = builder.closeCollection(end: marks.position(event.end_mark)),
                    consumer.consume(key: entry.key, value: entry.value, in: builder.partialDocument())
                {
                    builder.dropContent(of: entry)
                }
            case YAML_ALIAS_EVENT:
                let range = marks.range(event.start_mark, event.end_mark)
                guard builder.addAlias(name(event.data.alias.anchor) ?? "", range: range) else { return false }
            default:
                break
            }
        }
    }

    private func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private func scalarStyle(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// The core-schema tag, `.none` when untagged, or `nil` (reported) for any
    /// other tag: specs are data, never objects.
    private func nodeTag(
        _ pointer: UnsafeMutablePointer<yaml_char_t>?, range: SourceRange, builder: inout TreeBuilder
    ) -> NodeTag? {
        guard let pointer else { return NodeTag.none }
        let text = String(cString: pointer)
        switch text {
        case "!": return .nonSpecific
        case "tag:yaml.org,2002:str": return .string
        case "tag:yaml.org,2002:int": return .integer
        case "tag:yaml.org,2002:float": return .float
        case "tag:yaml.org,2002:bool": return .boolean
        case "tag:yaml.org,2002:null": return .null
        case "tag:yaml.org,2002:seq": return .sequence
        case "tag:yaml.org,2002:map": return .mapping
        default:
            let shown = text.hasPrefix("tag:yaml.org,2002:") ? "!!" + text.dropFirst(18) : text
            builder.diagnostics.append(
                InputDiagnostics.unsupportedTag.diagnostic(
                    "tag `\(shown)` is not allowed in a spec", at: builder.file.span(range), label: "unsupported tag",
                    notes: ["only the YAML core schema's tags are accepted: !!str, !!int, !!float, !!bool, !!null, !!seq, !!map"],
                    help: "remove the tag"))
            return nil
        }
    }
}
