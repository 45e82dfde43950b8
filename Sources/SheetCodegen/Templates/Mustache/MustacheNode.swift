/// A parsed template: what the renderer walks. Standalone lines (a section,
/// comment, partial, pragma or set-delimiter tag alone on its line) have
/// already been removed, and text is split after every line break.
struct MustacheNode: Sendable {
    enum Kind: Sendable {
        /// Template text, inserted as it is.
        case text([UInt8])
        /// `{{name}}` (escaped when the template asked for HTML) or
        /// `{{{name}}}` / `{{& name}}` (never escaped).
        case variable(MustacheName, escaped: Bool)
        /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
        case section(MustacheName, inverted: Bool, children: [MustacheNode])
        /// `{{> name}}`. A standalone partial has an indentation (the
        /// whitespace before the tag, perhaps none), which goes before every
        /// line of the partial's template; an inline one has none.
        case partial(name: String, indentation: [UInt8]?)
        /// `{{%CONTENT_TYPE:TEXT}}` or `{{%CONTENT_TYPE:HTML}}`: whether the
        /// rest of this template (or section) escapes `{{name}}` for HTML.
        case contentType(escapesHTML: Bool)
    }

    let kind: Kind
    /// Whether the node begins a line of the template, where the
    /// indentation of an enclosing standalone partial goes.
    let startsLine: Bool
}

/// A tag's name: `.` (the current value), or names separated by dots, the
/// first looked up through the context stack and the rest inside it.
struct MustacheName: Sendable, Equatable {
    /// The text between the delimiters, trimmed, as written.
    let written: String
    /// Empty for `.`.
    let parts: [String]
    /// `.name`: looked up in the current value only, not the values around
    /// it (a swift-mustache extension kept so that templates keep rendering).
    let currentOnly: Bool

    init(_ written: String) {
        self.written = written
        if written == "." {
            parts = []
            currentOnly = true
        } else {
            currentOnly = written.utf8.first == UInt8(ascii: ".")
            parts = written.split(separator: ".").map(String.init)
        }
    }
}
