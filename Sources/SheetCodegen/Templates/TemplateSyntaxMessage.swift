/// The words of a template syntax error (`SS4102`): what is wrong, a label
/// for the caret, and how to fix it.
enum TemplateSyntaxMessage {
    static func sentence(for kind: MustacheSyntaxError.Kind) -> String {
        switch kind {
        case .unclosedTag: return "tag is not finished"
        case .unclosedSection(let name): return "section `\(name)` is never closed"
        case .closeWithoutOpen(let name): return "`\(name)` is closed but no section is open"
        case .mismatchedClose: return "section closed with a different name than it was opened with"
        case .emptyName: return "tag has no name"
        case .spaceInName(let name): return "tag name `\(name)` contains a space"
        case .invalidSetDelimiter: return "set-delimiter tag is malformed"
        case .malformedPragma: return "pragma is malformed"
        case .unknownPragma(let pragma): return "pragma `\(pragma)` is not recognised"
        case .unsupported(.inheritance): return "template inheritance (`{{<parent}}`, `{{$block}}`) is not supported"
        case .unsupported(.dynamicPartial): return "dynamic partials (`{{>*name}}`) are not supported"
        case .unsupported(.transform): return "transforms (`{{name(value)}}`) are not supported"
        case .nestedTooDeep(let limit): return "sections are nested more than \(limit) deep"
        case .partialCycle(let names): return "partial `\(names.last ?? "")` includes itself: \(names.joined(separator: " → "))"
        }
    }

    static func label(for kind: MustacheSyntaxError.Kind) -> String {
        switch kind {
        case .unclosedTag(let close): return "no `\(close)` after this"
        case .unclosedSection: return "opened here"
        case .mismatchedClose(let opened, _): return "the open section is `\(opened)`"
        case .closeWithoutOpen: return "nothing to close"
        case .partialCycle: return "included here"
        default: return "here"
        }
    }

    static func help(for kind: MustacheSyntaxError.Kind) -> String? {
        switch kind {
        case .unclosedTag(let close): return "end the tag with `\(close)`"
        case .unclosedSection(let name): return "add `{{/\(name)}}` where the section ends"
        case .closeWithoutOpen: return "remove it, or open the section with `{{#name}}` before it"
        case .mismatchedClose(let opened, _): return "close `{{#name}}` with `{{/name}}`, innermost section first: here `{{/\(opened)}}`"
        case .emptyName, .spaceInName: return "write one name, such as `{{sheetID}}`, or a dotted path such as `{{a.b}}`"
        case .invalidSetDelimiter: return "write two delimiters without `=` or spaces in them, such as `{{=<% %>=}}`"
        case .malformedPragma, .unknownPragma: return "the only pragmas are `{{%CONTENT_TYPE:TEXT}}` and `{{%CONTENT_TYPE:HTML}}`"
        case .unsupported: return "sheetspec implements the Mustache spec's core without lambdas or inheritance (docs/Rules.md, SS4102)"
        case .nestedTooDeep: return "split the template into partials"
        case .partialCycle: return "sheetspec's values are never recursive, so a partial that includes itself would never end"
        }
    }
}
