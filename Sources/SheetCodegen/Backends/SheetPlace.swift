/// Where a sheet is declared, as every backend's generated comments name
/// it: the spec's path, never a line or a column. Generated files depend on
/// the spec's meaning, not its layout, so adding a comment, a blank line or
/// a `# yaml-language-server:` first line to a spec changes no generated
/// byte (and `generate --check` does not fail on it).
enum SheetPlace {
    /// `specs/map-drawer.sheet.yaml`, safe inside a `//` comment.
    static func comment(specPath: String) -> String {
        SwiftLiteral.commentText(specPath)
    }

    /// The `sheetPlace` field of a sheet's template values, for
    /// `/// The `id` sheet, declared in {{sheetPlace}}.`.
    static func field(specPath: String) -> TemplateContext {
        TemplateContext([("sheetPlace", .text(comment(specPath: specPath)))])
    }
}
