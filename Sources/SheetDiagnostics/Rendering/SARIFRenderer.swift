/// The `sarif` format: SARIF 2.1.0, which GitHub code scanning and many IDEs
/// import. Each code that appears becomes a rule with its documentation, each
/// diagnostic a result, each fix-it a SARIF fix.
///
/// Positions are in the declared `columnKind`, `unicodeCodePoints`:
/// `startColumn`/`endColumn` count code points from the start of the line
/// (as `SourcePosition.column` does), `charOffset`/`charLength` count code
/// points from the start of the file (after a byte-order mark), computed from
/// the source's bytes; a region whose file is not among `sources` has lines
/// and columns only. A relative path is a relative URI against the run's
/// `%SRCROOT%` base (`originalUriBaseIds`: the working directory as a
/// `file:` URI); an absolute path is a `file:` URI.
public enum SARIFRenderer {
    /// The `uriBaseId` of relative paths: the directory they are relative to.
    public static let sourceRootBaseID = "%SRCROOT%"

    public static func render(
        _ diagnostics: [Diagnostic], descriptors: [DiagnosticCode: DiagnosticDescriptor], toolVersion: String,
        sources: [String: SourceFile] = [:], workingDirectory: String? = nil, capped: CappedDiagnostics? = nil
    ) -> String {
        let capped = capped ?? CappedDiagnostics(diagnostics, limit: .none)
        let regions = RegionWriter(sources: sources)
        let codes = Array(Set(capped.shown.map(\.code))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        var json = JSONWriter()
        json.beginObject()
        json.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.field("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.field("name", "sheetspec")
        json.field("version", toolVersion)
        json.key("rules")
        json.beginArray()
        for code in codes { writeRule(code, descriptor: descriptors[code], into: &json) }
        json.endArray()
        json.endObject()
        json.endObject()
        if let workingDirectory {
            json.key("originalUriBaseIds")
            json.beginObject()
            json.key(sourceRootBaseID)
            json.beginObject()
            json.field("uri", FileURI.absolute(workingDirectory, isDirectory: true))
            json.endObject()
            json.endObject()
        }
        json.field("columnKind", "unicodeCodePoints")
        if capped.isTruncated { writeTruncation(capped, into: &json) }
        json.key("results")
        json.beginArray()
        for diagnostic in capped.shown {
            writeResult(diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0, regions: regions, into: &json)
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.output
    }

    /// A capped report says so twice: one tool notification per file whose
    /// results were left out (`invocations[0].toolExecutionNotifications`,
    /// which viewers show beside the results), and the numbers in the run's
    /// `properties` (`sheetspec/omittedResults` and per severity), for scripts.
    private static func writeTruncation(_ capped: CappedDiagnostics, into json: inout JSONWriter) {
        json.key("invocations")
        json.beginArray()
        json.beginObject()
        json.key("executionSuccessful")
        json.bool(true)
        json.key("toolExecutionNotifications")
        json.beginArray()
        for omission in capped.omitted {
            json.beginObject()
            json.field("level", "note")
            json.key("message")
            json.beginObject()
            json.field("text", capped.closingLine(for: omission))
            json.endObject()
            json.key("locations")
            json.beginArray()
            json.beginObject()
            json.key("physicalLocation")
            json.beginObject()
            writeArtifactLocation(omission.path, into: &json)
            json.endObject()
            json.endObject()
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.key("properties")
        json.beginObject()
        json.field("sheetspec/omittedResults", capped.omittedCount)
        json.field("sheetspec/omittedErrors", capped.omitted.reduce(0) { $0 + $1.errors })
        json.field("sheetspec/omittedWarnings", capped.omitted.reduce(0) { $0 + $1.warnings })
        json.endObject()
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func writeRule(_ code: DiagnosticCode, descriptor: DiagnosticDescriptor?, into json: inout JSONWriter) {
        json.beginObject()
        json.field("id", code.description)
        if let descriptor {
            json.field("name", descriptor.name)
            json.key("shortDescription")
            json.beginObject()
            json.field("text", descriptor.summary)
            json.endObject()
            json.key("fullDescription")
            json.beginObject()
            json.field("text", descriptor.explanation)
            json.endObject()
            json.key("defaultConfiguration")
            json.beginObject()
            json.field("level", level(descriptor.defaultSeverity))
            if !descriptor.isEnabledByDefault {
                json.key("enabled")
                json.bool(false)
            }
            json.endObject()
        }
        json.endObject()
    }

    private static func writeResult(
        _ diagnostic: Diagnostic, ruleIndex: Int, regions: RegionWriter, into json: inout JSONWriter
    ) {
        json.beginObject()
        json.field("ruleId", diagnostic.code.description)
        json.field("ruleIndex", ruleIndex)
        json.field("level", level(diagnostic.severity))
        json.key("message")
        json.beginObject()
        // The message, then the notes and the help, as the human format shows
        // them; the labels are the locations' own messages below.
        var text = diagnostic.message
        for note in diagnostic.notes { text += "\nnote: " + note }
        if let help = diagnostic.help { text += "\nhelp: " + help }
        json.field("text", text)
        json.endObject()
        if let span = diagnostic.span {
            json.key("locations")
            json.beginArray()
            writeLocation(span, message: diagnostic.label, regions: regions, into: &json)
            json.endArray()
        }
        if !diagnostic.secondary.isEmpty {
            json.key("relatedLocations")
            json.beginArray()
            for label in diagnostic.secondary { writeLocation(label.span, message: label.message, regions: regions, into: &json) }
            json.endArray()
        }
        if !diagnostic.fixes.isEmpty {
            json.key("fixes")
            json.beginArray()
            json.beginObject()
            json.key("description")
            json.beginObject()
            json.field("text", diagnostic.help ?? diagnostic.message)
            json.endObject()
            json.key("artifactChanges")
            json.beginArray()
            for fix in diagnostic.fixes {
                json.beginObject()
                writeArtifactLocation(fix.span.path, into: &json)
                json.key("replacements")
                json.beginArray()
                json.beginObject()
                json.key("deletedRegion")
                regions.write(fix.span, into: &json)
                json.key("insertedContent")
                json.beginObject()
                json.field("text", fix.replacement)
                json.endObject()
                json.endObject()
                json.endArray()
                json.endObject()
            }
            json.endArray()
            // SARIF has no field for whether a fix is safe to apply
            // unattended: a property bag carries it, `safe` only when every
            // replacement of the fix is.
            json.key("properties")
            json.beginObject()
            json.field("sheetspec/applicability", diagnostic.safeFixes.isEmpty ? "suggestion" : "safe")
            json.endObject()
            json.endObject()
            json.endArray()
        }
        json.endObject()
    }

    private static func writeLocation(
        _ span: SourceSpan, message: String?, regions: RegionWriter, into json: inout JSONWriter
    ) {
        json.beginObject()
        json.key("physicalLocation")
        json.beginObject()
        writeArtifactLocation(span.path, into: &json)
        json.key("region")
        regions.write(span, into: &json)
        json.endObject()
        if let message {
            json.key("message")
            json.beginObject()
            json.field("text", message)
            json.endObject()
        }
        json.endObject()
    }

    /// `{"uri": "specs/a.sheet.yaml", "uriBaseId": "%SRCROOT%"}` for a
    /// relative path, `{"uri": "file:///abs/a.sheet.yaml"}` for an absolute one.
    private static func writeArtifactLocation(_ path: String, into json: inout JSONWriter) {
        json.key("artifactLocation")
        json.beginObject()
        if path.hasPrefix("/") {
            json.field("uri", FileURI.absolute(path))
        } else {
            json.field("uri", FileURI.relative(path))
            json.field("uriBaseId", sourceRootBaseID)
        }
        json.endObject()
    }
}

/// Writes SARIF regions, counting `charOffset`/`charLength` in code points
/// from each file's bytes.
struct RegionWriter {
    private let sources: [String: SourceFile]

    init(sources: [String: SourceFile]) {
        self.sources = sources
    }

    func write(_ span: SourceSpan, into json: inout JSONWriter) {
        let range = span.range
        json.beginObject()
        json.field("startLine", Int(range.start.line))
        json.field("startColumn", Int(range.start.column))
        json.field("endLine", Int(range.end.line))
        // A range ending on its first line cannot end before it starts.
        let endColumn = range.end.line == range.start.line ? max(range.end.column, range.start.column) : range.end.column
        json.field("endColumn", Int(endColumn))
        if let (offset, length) = characters(of: span) {
            json.field("charOffset", offset)
            json.field("charLength", length)
        }
        json.endObject()
    }

    /// The span's code-point offset from the start of the file (after a
    /// byte-order mark, which no column counts either) and its length in
    /// code points; `nil` when the file's bytes are not at hand.
    private func characters(of span: SourceSpan) -> (offset: Int, length: Int)? {
        guard let source = sources[span.path] else { return nil }
        let bytes = source.bytes
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let start = min(max(Int(span.range.start.offset), bom), bytes.count)
        let end = min(max(Int(span.range.end.offset), start), bytes.count)
        return (Self.codePoints(bytes, bom..<start), Self.codePoints(bytes, start..<end))
    }

    /// Code points in `range`: the bytes that do not continue a UTF-8
    /// sequence (how `LineIndex` counts columns, invalid bytes each one).
    static func codePoints(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
