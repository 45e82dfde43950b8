/// The `json` format: one object with every diagnostic and its fixes as
/// data, for scripts, editors and a future `fix` command. The layout is
/// documented in docs/Diagnostics.md and versioned by `formatVersion`.
public enum JSONDiagnosticRenderer {
    public static let formatVersion = 1

    /// `capped` lists what is shown of `diagnostics`; the summary counts all
    /// of them. When a cap left some out, `omitted` lists each file's left-out
    /// counts and the summary says how many are `shown`; neither key appears
    /// in an uncapped report.
    public static func render(_ diagnostics: [Diagnostic], fileCount: Int, capped: CappedDiagnostics? = nil) -> String {
        let capped = capped ?? CappedDiagnostics(diagnostics, limit: .none)
        var json = JSONWriter()
        json.beginObject()
        json.field("formatVersion", formatVersion)
        json.key("diagnostics")
        json.beginArray()
        for diagnostic in capped.shown { write(diagnostic, into: &json) }
        json.endArray()
        if capped.isTruncated {
            json.key("omitted")
            json.beginArray()
            for omission in capped.omitted {
                json.beginObject()
                json.field("file", omission.path)
                json.field("errors", omission.errors)
                json.field("warnings", omission.warnings)
                json.field("notes", omission.notes)
                json.endObject()
            }
            json.endArray()
        }
        json.key("summary")
        json.beginObject()
        json.field("files", fileCount)
        json.field("errors", diagnostics.count { $0.severity == .error })
        json.field("warnings", diagnostics.count { $0.severity == .warning })
        if capped.isTruncated { json.field("shown", capped.shown.count) }
        json.endObject()
        json.endObject()
        return json.output
    }

    private static func write(_ diagnostic: Diagnostic, into json: inout JSONWriter) {
        json.beginObject()
        json.field("code", diagnostic.code.description)
        json.field("severity", diagnostic.severity.rawValue)
        json.field("message", diagnostic.message)
        if let span = diagnostic.span { writeLocation(span, into: &json) }
        if let label = diagnostic.label { json.field("label", label) }
        if !diagnostic.secondary.isEmpty {
            json.key("related")
            json.beginArray()
            for label in diagnostic.secondary {
                json.beginObject()
                writeLocation(label.span, into: &json)
                json.field("message", label.message)
                json.endObject()
            }
            json.endArray()
        }
        if !diagnostic.notes.isEmpty {
            json.key("notes")
            json.beginArray()
            for note in diagnostic.notes { json.string(note) }
            json.endArray()
        }
        if let help = diagnostic.help { json.field("help", help) }
        if !diagnostic.fixes.isEmpty {
            json.key("fixes")
            json.beginArray()
            for fix in diagnostic.fixes {
                json.beginObject()
                writeLocation(fix.span, into: &json)
                json.field("replacement", fix.replacement)
                json.field("applicability", fix.applicability.rawValue)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }

    private static func writeLocation(_ span: SourceSpan, into json: inout JSONWriter) {
        json.field("file", span.path)
        json.key("range")
        json.beginObject()
        for (name, position) in [("start", span.range.start), ("end", span.range.end)] {
            json.key(name)
            json.beginObject()
            json.field("line", Int(position.line))
            json.field("column", Int(position.column))
            json.field("offset", Int(position.offset))
            json.endObject()
        }
        json.endObject()
    }
}
