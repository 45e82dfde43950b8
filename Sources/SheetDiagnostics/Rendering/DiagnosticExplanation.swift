/// The text `sheetspec explain` prints: Markdown, readable as it is in a
/// terminal and the same text docs/Rules.md is built from.
public enum DiagnosticExplanation {
    public static func page(_ descriptor: DiagnosticDescriptor) -> String {
        """
        # \(descriptor.code): \(descriptor.name)

        Default severity: \(descriptor.defaultSeverity.rawValue)

        \(descriptor.summary)

        \(descriptor.explanation)

        """
    }

    public static func list(_ descriptors: [DiagnosticDescriptor]) -> String {
        let width = descriptors.map(\.name.count).max() ?? 0
        return descriptors.map { descriptor in
            let padding = String(repeating: " ", count: width - descriptor.name.count)
            return "\(descriptor.code)  \(descriptor.name)\(padding)  \(descriptor.defaultSeverity.rawValue)  \(descriptor.summary)\n"
        }.joined()
    }
}
