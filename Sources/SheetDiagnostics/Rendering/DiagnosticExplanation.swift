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

    public static func list(_ descriptors: [DiagnosticDescriptor]) -> String {
        let width = descriptors.map(\.name.count).max() ?? 0
        return descriptors.map { descriptor in
            let padding = String(repeating: " ", count: width - descriptor.name.count)
            return "\(descriptor.code)  \(descriptor.name)\(padding)  \(descriptor.defaultSeverity.rawValue)  \(descriptor.summary)\n"
        }.joined()
    }
}
