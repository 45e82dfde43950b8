/// The `sarif` format: SARIF 2.1.0, which GitHub code scanning and many IDEs
/// import. Each code that appears becomes a rule with its documentation, each
/// diagnostic a result, each fix-it a SARIF fix.
public enum SARIFRenderer {
    public static func render(
        _ diagnostics: [Diagnostic], descriptors: [DiagnosticCode: DiagnosticDescriptor], toolVersion: String
    ) -> String {
        let codes = Array(Set(diagnostics.map(\.code))).sorted()
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
        json.field("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for diagnostic in diagnostics {
            writeResult(diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0, into: &json)
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.output
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
            json.endObject()
        }
        json.endObject()
    }

    private static func writeResult(_ diagnostic: Diagnostic, ruleIndex: Int, into json: inout JSONWriter) {
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
            writeLocation(span, message: diagnostic.label, into: &json)
            json.endArray()
        }
        if !diagnostic.secondary.isEmpty {
            json.key("relatedLocations")
            json.beginArray()
            for label in diagnostic.secondary { writeLocation(label.span, message: label.message, into: &json) }
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
                json.key("artifactLocation")
                json.beginObject()
                json.field("uri", fix.span.path)
                json.endObject()
                json.key("replacements")
                json.beginArray()
                json.beginObject()
                json.key("deletedRegion")
                writeRegion(fix.span.range, into: &json)
                json.key("insertedContent")
                json.beginObject()
                json.field("text", fix.replacement)
                json.endObject()
                json.endObject()
                json.endArray()
                json.endObject()
            }
            json.endArray()
            json.endObject()
            json.endArray()
        }
        json.endObject()
    }

    private static func writeLocation(_ span: SourceSpan, message: String?, into json: inout JSONWriter) {
        json.beginObject()
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        json.beginObject()
        json.field("uri", span.path)
        json.endObject()
        json.key("region")
        writeRegion(span.range, into: &json)
        json.endObject()
        if let message {
            json.key("message")
            json.beginObject()
            json.field("text", message)
            json.endObject()
        }
        json.endObject()
    }

    private static func writeRegion(_ range: SourceRange, into json: inout JSONWriter) {
        json.beginObject()
        json.field("startLine", Int(range.start.line))
        json.field("startColumn", Int(range.start.column))
        json.field("endLine", Int(range.end.line))
        json.field("endColumn", Int(max(range.end.column, range.start.column)))
        json.field("charOffset", Int(range.start.offset))
        json.field("charLength", Int(max(0, range.end.offset - range.start.offset)))
        json.endObject()
    }
}
