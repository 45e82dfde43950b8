import Mustache

/// swift-mustache reports parse errors as bare enum cases; these are the
/// sentences a person needs.
enum TemplateSyntaxMessage {
    static func sentence(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "template cannot be parsed: \(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "section closed with a different name than it was opened with"
        case .unfinishedName: return "tag is not finished"
        case .expectedSectionEnd: return "section is never closed"
        case .invalidSetDelimiter: return "set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection: return "only block definitions may appear inside an inheritance section"
        case .textInsideInheritSection: return "text is not allowed inside an inheritance section"
        case .invalidConfigVariableSyntax: return "pragma is malformed"
        case .unrecognisedConfigVariable: return "pragma is not recognised"
        @unknown default: return "template cannot be parsed"
        }
    }

    static func help(for error: any Error) -> String? {
        guard let error = error as? MustacheTemplate.Error else { return nil }
        switch error {
        case .sectionCloseNameIncorrect: return "close `{{#name}}` with `{{/name}}`, innermost section first"
        case .unfinishedName: return "end the tag with `}}`"
        case .expectedSectionEnd: return "add the missing `{{/name}}` for the last section opened"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable: return "the only pragma templates need is `{{%CONTENT_TYPE:TEXT}}`"
        default: return nil
        }
    }
}
