/// `textDocument/definition` and `textDocument/references` for sheet ids
/// (declared under `sheets:`, used by `extends` and `navigation.push`) and
/// detent ids (declared in `detents:`, used by `initial` and
/// `undimmedThrough`), across every spec of the project.
enum SymbolNavigation {
    /// The declaration of the id at `offset` (its first, when an id is
    /// declared twice, which SS2001 reports); none off an id.
    static func definition(at offset: Int, in path: String, project: ProjectSnapshot) -> [JSONValue] {
        guard let occurrence = project.symbols.occurrence(at: offset, in: path) else { return [] }
        return project.symbols.declarations(of: occurrence.symbol).prefix(1).map { project.location($0.span) }
    }

    /// Every place the id at `offset` is written, declarations included
    /// when the editor asks (`context.includeDeclaration`).
    static func references(
        at offset: Int, in path: String, includingDeclaration: Bool, project: ProjectSnapshot
    ) -> [JSONValue] {
        guard let occurrence = project.symbols.occurrence(at: offset, in: path) else { return [] }
        return project.symbols.references(to: occurrence.symbol, includingDeclarations: includingDeclaration)
            .map { project.location($0.span) }
    }
}
