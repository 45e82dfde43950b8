import SheetDiagnostics

/// How a `generate` run describes what it did: the one-line summary, and
/// the `--dry-run` listing as text or JSON.
public enum GenerationListing {
    public static func summary(_ report: OutputWriter.Report, folder: String, mode: OutputWriter.Mode) -> String {
        let changed = report.written.count
        let total = changed + report.unchanged.count
        var parts = ["\(changed) written", "\(report.unchanged.count) unchanged", "\(report.removed.count) removed"]
        if !report.stubsCreated.isEmpty { parts.append("\(report.stubsCreated.count) stubs created") }
        // Only `write` reuses files, so `check` and `dry-run` lines never change.
        if mode == .write, !report.reused.isEmpty { parts.append("\(report.reused.count) not re-rendered") }
        switch mode {
        case .write:
            return "sheetspec: generated \(total) \(total == 1 ? "file" : "files") in \(folder) (\(parts.joined(separator: ", ")))"
        case .check:
            return report.isUpToDate
                ? "sheetspec: \(folder) is up to date (\(total) \(total == 1 ? "file" : "files"))"
                : "sheetspec: \(folder) is out of date: \(changed) to write, \(report.removed.count) to remove"
        case .dryRun:
            return "sheetspec: would write \(changed) and remove \(report.removed.count) in \(folder); nothing was written"
        }
    }

    public static func listing(_ report: OutputWriter.Report, folder: String, asJSON: Bool) -> String {
        let entries =
            report.written.map { ($0, "write") } + report.unchanged.map { ($0, "unchanged") }
            + report.removed.map { ($0, "remove") } + report.stubsCreated.map { ($0, "createStub") }
            + report.stubsKept.map { ($0, "keepStub") }
        let sorted = entries.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        guard asJSON else { return sorted.map { "\($0.1)\t\(folder)/\($0.0)\n" }.joined() }
        var json = JSONWriter()
        json.beginObject()
        json.field("outputFolder", folder)
        json.key("files")
        json.beginArray()
        for (path, action) in sorted {
            json.beginObject()
            json.field("path", path)
            json.field("action", action)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.output
    }
}
