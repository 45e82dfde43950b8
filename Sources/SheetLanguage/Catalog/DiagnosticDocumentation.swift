import SheetDiagnostics

/// The documentation of every code, with what the rules add to their
/// descriptors (scope and examples): the page `sheetspec explain` prints and
/// docs/Rules.md, generated from the same source so the two cannot drift.
public enum DiagnosticDocumentation {
    /// The `explain` page of one code.
    public static func page(_ descriptor: DiagnosticDescriptor) -> String {
        DiagnosticExplanation.page(descriptor, facts: facts(descriptor), sections: sections(descriptor))
    }

    /// The rule that reports a code, when a rule does.
    public static func rule(for code: DiagnosticCode) -> (any SpecRule.Type)? {
        RuleRegistry.rules.first { $0.descriptor.code == code }
    }

    /// docs/Rules.md: an index of every code of `catalog`, then each code's page.
    public static func rulesMarkdown(catalog: [DiagnosticDescriptor]) -> String {
        var text = """
            # Diagnostics and rules

            Every diagnostic sheetspec reports, by code. This file is generated from the \
            descriptors and rule examples in the sources by a test (`RulesDocumentTests`); \
            regenerate it with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter RulesDocumentTests`. \
            `sheetspec explain CODE` prints the same page for one code.

            Codes: `SS0xxx` input and YAML, `SS1xxx` decoding, `SS2xxx` rules (`SS20xx` identity, \
            `SS21xx` references, `SS22xx` detents, `SS23xx` dismissal and dimming, `SS24xx` \
            keyboard, `SS25xx` popover, `SS26xx` navigation, `SS27xx` physics, `SS28xx` \
            availability, `SS29xx` style, `SS299x` inline suppressions). `validate` runs the \
            correctness rules; `lint` runs the style rules too. A code, once published, never \
            changes meaning.

            | code | name | severity | stage | summary |
            | --- | --- | --- | --- | --- |

            """
        for descriptor in catalog {
            let summary = descriptor.summary.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            text += "| [\(descriptor.code)](#\(anchor(descriptor))) | `\(descriptor.name)` | "
                + "\(descriptor.defaultSeverity.rawValue) | \(stage(descriptor)) | \(summary) |\n"
        }
        for descriptor in catalog {
            text += "\n" + demotingHeadings(page(descriptor))
        }
        return text
    }

    private static func stage(_ descriptor: DiagnosticDescriptor) -> String {
        if let rule = rule(for: descriptor.code) { return "rule (\(rule.scope.rawValue)\(rule.isOptIn ? ", opt-in" : ""))" }
        switch descriptor.code.number {
        case 2990..<3000: return "suppressions"
        case 5100..<5200: return "fix"
        case ..<1000: return "input"
        case ..<2000: return "decoding"
        case 3000..<4000: return "resolution"
        case 4000..<4100: return "configuration"
        case 4100..<4200: return "templates"
        case 4200..<5000: return "generation"
        case 5000..<6000: return "output"
        default: return "decoding"
        }
    }

    private static func anchor(_ descriptor: DiagnosticDescriptor) -> String {
        "\(descriptor.code)-\(descriptor.name)".lowercased()
    }

    private static func facts(_ descriptor: DiagnosticDescriptor) -> [String] {
        guard let rule = rule(for: descriptor.code) else { return [] }
        let scope = switch rule.scope {
        case .correctness: "scope: correctness (`validate` and `lint`)"
        case .style: "scope: style (`lint` only)"
        }
        let optIn = "off unless enabled: `rules: { \(descriptor.name): warning }` in `.sheetspec.yml`, "
            + "or `--rule \(descriptor.name)=warning` for one run"
        return [scope] + (rule.isOptIn ? [optIn] : []) + ["after a decoding error: " + skipped(by: rule)]
    }

    /// What the rule leaves out of a spec with decoding errors, from
    /// `SpecRule.reads`, so the page says what the engine does.
    private static func skipped(by rule: any SpecRule.Type) -> String {
        let wholeFile = "a file is skipped whole when a sheet of it could not be decoded at all"
        if rule.reads == .all {
            return "skips every sheet with a part that failed to decode, and every sheet inheriting from one; " + wholeFile
        }
        let names = SheetParts.named.filter { rule.reads.contains($0.part) }.map { "`\($0.name)`" }
        if names.isEmpty { return "checks every sheet that decoded; " + wholeFile }
        return "skips only the sheets where " + names.joined(separator: ", ")
            + " (or a part of them) failed to decode, their own or inherited; " + wholeFile
    }

    private static func sections(_ descriptor: DiagnosticDescriptor) -> [String] {
        guard let rule = rule(for: descriptor.code) else { return [] }
        return [
            "## Triggers it\n\n" + rule.examples.triggering.map(markdown).joined(separator: "\n\n"),
            "## Does not trigger it\n\n" + rule.examples.passing.map(markdown).joined(separator: "\n\n"),
        ]
    }

    /// An example as fenced YAML, one block per file, each named when the
    /// example has several.
    private static func markdown(_ example: RuleExample) -> String {
        example.files.map { file in
            let name = example.files.count > 1 ? "# \(file.path)\n" : ""
            let body = file.text.hasSuffix("\n") ? file.text : file.text + "\n"
            return "```yaml\n\(name)\(body)```"
        }.joined(separator: "\n\n")
    }
}

extension DiagnosticDocumentation {
    /// Each Markdown heading one level deeper, so pages nest under the
    /// document's title; lines in code fences (YAML comments) are left alone.
    fileprivate static func demotingHeadings(_ page: String) -> String {
        var inFence = false
        return page.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("```") { inFence.toggle() }
            return !inFence && line.hasPrefix("#") ? "#" + line : String(line)
        }.joined(separator: "\n")
    }
}
