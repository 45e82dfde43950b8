import SheetDiagnostics

/// A sheetspec diagnostic as an LSP `Diagnostic`: byte spans become UTF-16
/// ranges, secondary labels become related information, notes and `help:`
/// follow the message as the terminal shows them.
struct DiagnosticConverter {
    private var lines: [String: LineIndex] = [:]
    /// The `file` URI of each source's path, made once rather than for every
    /// related label (percent-encoding a path is most of a label's cost).
    private var uris: [String: String] = [:]
    let catalog: DescriptorCatalog
    /// `docs/Rules.md` as the user's team publishes it; each code links to
    /// its heading's anchor. Without it, no `codeDescription` is sent: the
    /// hover on the code and `sheetspec explain` still give the text.
    let rulesURL: String?

    init(sources: [String: SourceFile], catalog: DescriptorCatalog, rulesURL: String?) {
        self.lines = sources.mapValues { LineIndex($0.bytes) }
        self.uris = Dictionary(uniqueKeysWithValues: sources.keys.map { ($0, DocumentURI.uri(of: $0)) })
        self.catalog = catalog
        self.rulesURL = rulesURL
    }

    func convert(_ diagnostic: Diagnostic) -> JSONValue {
        var message = diagnostic.message
        if let label = diagnostic.label, !label.isEmpty { message += "\n\(label)" }
        for note in diagnostic.notes { message += "\nnote: \(note)" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        var result: JSONObject = [
            "code": .string(diagnostic.code.description),
            "source": "sheetspec",
            "severity": .integer(Self.severity(diagnostic.severity)),
            "message": .string(message),
        ]
        if let span = diagnostic.span { result["range"] = range(span) }
        if let rulesURL, let descriptor = catalog.byCode[diagnostic.code] {
            let anchor = "\(diagnostic.code.description)-\(descriptor.name)".lowercased()
            result["codeDescription"] = ["href": .string("\(rulesURL)#\(anchor)")]
        }
        let related = diagnostic.secondary.map { label -> JSONValue in
            let uri = uris[label.span.path] ?? DocumentURI.uri(of: label.span.path)
            return [
                "location": ["uri": .string(uri), "range": range(label.span)],
                "message": .string(label.message),
            ]
        }
        if !related.isEmpty { result["relatedInformation"] = .array(related) }
        return .object(result)
    }

    /// LSP range of a span; a span in a file not read gives the start of the file.
    func range(_ span: SourceSpan) -> JSONValue {
        guard let index = lines[span.path] else {
            return ["start": Self.position(0, 0), "end": Self.position(0, 0)]
        }
        let start = UTF16Positions.position(ofByteOffset: Int(span.range.start.offset), in: index)
        let end = UTF16Positions.position(ofByteOffset: Int(span.range.end.offset), in: index)
        return ["start": Self.position(start.line, start.character), "end": Self.position(end.line, end.character)]
    }

    private static func position(_ line: Int, _ character: Int) -> JSONValue {
        ["line": .integer(line), "character": .integer(character)]
    }

    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
