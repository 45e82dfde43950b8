import SheetDiagnostics

/// `diff --format`: for a terminal, a pull-request comment, or tools.
public enum DiffFormat: String, Sendable, CaseIterable {
    case text
    case markdown
    case json
}

/// Writes a `SnapshotDiff` in each `DiffFormat`; the same diff gives the same bytes.
public enum DiffRenderer {
    /// The JSON format's version, bumped when a reader would misread new output.
    public static let formatVersion = 1

    public static func render(_ diff: SnapshotDiff, format: DiffFormat, base: String, head: String) -> String {
        switch format {
        case .text: text(diff, base: base, head: head)
        case .markdown: markdown(diff, base: base, head: head)
        case .json: json(diff, base: base, head: head)
        }
    }

    /// The changes grouped by category and subject, in order.
    static func groups(_ diff: SnapshotDiff) -> [(ReportSnapshot.Category, String, [SnapshotDiff.Change])] {
        var groups: [(ReportSnapshot.Category, String, [SnapshotDiff.Change])] = []
        for change in diff.changes {
            if let last = groups.last, last.0 == change.key.category, last.1 == change.key.subject {
                groups[groups.count - 1].2.append(change)
            } else {
                groups.append((change.key.category, change.key.subject, [change]))
            }
        }
        return groups
    }

    static func subjectName(_ category: ReportSnapshot.Category, _ subject: String) -> String {
        switch category {
        case .sheet, .presentation, .heights, .gestures: "sheet `\(subject)`"
        case .diagnostics: subject.isEmpty ? "the run" : "`\(subject)`"
        case .api: "backend `\(subject)`"
        }
    }

    static func arrow(_ change: SnapshotDiff.Change) -> String {
        switch (change.before, change.after) {
        case (nil, let after?): after == ReportSnapshot.declared ? "added" : "added: \(after)"
        case (let before?, nil): before == ReportSnapshot.declared ? "removed" : "removed: \(before)"
        case (let before?, let after?): "\(before) → \(after)"
        case (nil, nil): ""
        }
    }

    static func summary(_ diff: SnapshotDiff) -> String {
        diff.isEmpty ? "no changes" : "\(diff.changes.count) change\(diff.changes.count == 1 ? "" : "s")"
    }

    static func text(_ diff: SnapshotDiff, base: String, head: String) -> String {
        var out = "sheetspec diff \(base) \(head): \(summary(diff))\n"
        for (category, subject, changes) in groups(diff) {
            out += "\n\(category.title) of \(subjectName(category, subject).replacingBackticks()):\n"
            for change in changes { out += "  \(change.key.key): \(arrow(change))\n" }
        }
        return out
    }

    static func markdown(_ diff: SnapshotDiff, base: String, head: String) -> String {
        var out = "## sheetspec diff\n\n`\(base)` → `\(head)`: \(summary(diff)).\n"
        for (category, subject, changes) in groups(diff) {
            out += "\n### \(category.title.prefix(1).uppercased() + category.title.dropFirst()) of "
            out += "\(subjectName(category, subject))\n\n| what | before | after |\n| --- | --- | --- |\n"
            for change in changes {
                out += "| \(cell(change.key.key)) | \(cell(change.before ?? "—")) | \(cell(change.after ?? "—")) |\n"
            }
        }
        return out
    }

    private static func cell(_ text: String) -> String {
        text.map { $0 == "|" ? "\\|" : $0 == "\n" ? " " : String($0) }.joined()
    }

    static func json(_ diff: SnapshotDiff, base: String, head: String) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("diffVersion", formatVersion)
        writer.field("base", base)
        writer.field("head", head)
        writer.key("changed")
        writer.bool(!diff.isEmpty)
        writer.key("changes")
        writer.beginArray()
        for change in diff.changes {
            writer.beginObject()
            writer.field("category", change.key.category.rawValue)
            writer.field("subject", change.key.subject)
            writer.field("key", change.key.key)
            writer.key("before")
            if let before = change.before { writer.string(before) } else { writer.null() }
            writer.key("after")
            if let after = change.after { writer.string(after) } else { writer.null() }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.output + "\n"
    }
}

extension String {
    /// Markdown's code quotes dropped, for plain text.
    func replacingBackticks() -> String { filter { $0 != "`" } }
}
