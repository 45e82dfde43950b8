/// The text `sheetspec explain` prints: Markdown, readable as it is in a
/// terminal and the same text docs/Rules.md is built from.
///
/// Stages that know more about a code than its descriptor (a rule's scope
/// and examples) pass it in as `facts` and `sections`, so this module stays
/// free of any stage's knowledge.
public enum DiagnosticExplanation {
    /// - Parameters:
    ///   - facts: extra facts printed after the severity (`scope: style`).
    ///   - sections: extra Markdown sections printed after the explanation.
    public static func page(_ descriptor: DiagnosticDescriptor, facts: [String] = [], sections: [String] = []) -> String {
        let factLines = (["Default severity: \(descriptor.defaultSeverity.rawValue)"] + facts).joined(separator: "; ")
        let trailing = sections.map { "\n" + $0 + "\n" }.joined()
        return """
            # \(descriptor.code): \(descriptor.name)

            \(factLines)

            \(descriptor.summary)

            \(descriptor.explanation)

            """ + trailing
    }

    /// One line per code: code, name and default severity in aligned
    /// columns, then the summary, wrapped at spaces to fit `width` columns
    /// with its continuation lines under its first. When the columns leave
    /// the summary too little room, it goes on the lines below, indented.
    public static func list(_ descriptors: [DiagnosticDescriptor], width: Int = 80) -> String {
        let nameWidth = descriptors.map(\.name.count).max() ?? 0
        let severityWidth = descriptors.map(\.defaultSeverity.rawValue.count).max() ?? 0
        return descriptors.map { descriptor in
            let name = descriptor.name.paddedWithSpaces(to: nameWidth)
            let severity = descriptor.defaultSeverity.rawValue.paddedWithSpaces(to: severityWidth)
            let columns = "\(descriptor.code)  \(name)  \(severity)  "
            let room = width - columns.count
            if room >= minimumSummaryWidth {
                let lines = wrap(descriptor.summary, width: room)
                let indent = String(repeating: " ", count: columns.count)
                return columns + lines.joined(separator: "\n" + indent) + "\n"
            }
            let indent = String(repeating: " ", count: narrowIndent)
            let lines = wrap(descriptor.summary, width: max(minimumSummaryWidth, width - narrowIndent))
            return columns.trimmingTrailingSpaces() + "\n" + lines.map { indent + $0 + "\n" }.joined()
        }.joined()
    }

    /// Below this many columns a summary is moved under its code.
    static let minimumSummaryWidth = 40
    static let narrowIndent = 8

    /// Splits `text` at spaces into lines of at most `width` characters; a
    /// word longer than `width` stays whole on a line of its own.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    fileprivate func paddedWithSpaces(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
