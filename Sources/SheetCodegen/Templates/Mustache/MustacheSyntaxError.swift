/// Why a template does not parse, and where: a byte range of the template
/// file, turned into a line and column only when the diagnostic is made.
struct MustacheSyntaxError: Error, Equatable {
    enum Kind: Equatable {
        /// A tag's opening delimiter with no closing one after it.
        case unclosedTag(closeDelimiter: String)
        /// `{{#name}}` or `{{^name}}` with no `{{/name}}` before the end.
        case unclosedSection(name: String)
        /// `{{/name}}` with no section open.
        case closeWithoutOpen(name: String)
        /// `{{/name}}` closing a section opened with another name.
        case mismatchedClose(opened: String, closed: String)
        /// `{{}}`, `{{#}}`, `{{>}}`…
        case emptyName
        /// `{{first name}}`: names have no spaces.
        case spaceInName(String)
        /// `{{=…=}}` without exactly two new delimiters, or one containing `=`.
        case invalidSetDelimiter
        /// `{{%…}}` that is not `NAME:VALUE`.
        case malformedPragma
        /// A pragma other than `CONTENT_TYPE:TEXT` and `CONTENT_TYPE:HTML`.
        case unknownPragma(String)
        /// A swift-mustache extension or spec module sheetspec does not
        /// implement (inheritance, dynamic partials, transforms).
        case unsupported(Unsupported)
        /// Sections nested deeper than `MustacheParser.maximumDepth`.
        case nestedTooDeep(limit: Int)
        /// A partial that includes itself, directly or through others.
        case partialCycle([String])
    }

    enum Unsupported: Equatable {
        case inheritance, dynamicPartial, transform
    }

    let kind: Kind
    /// Bytes of the template file the diagnostic points at.
    let range: Range<Int>
}
