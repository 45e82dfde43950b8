/// Every sheet of a run, by id, across all files: what `extends` and
/// navigation references are looked up in.
///
/// Files are taken in the order given (the driver sorts them by path), and
/// the first declaration of an id wins; later ones are duplicates, which a
/// rule reports.
public struct SheetIndex: Sendable {
    public struct Entry: Sendable {
        public let file: SpecFile
        public let declaration: SheetDeclaration
    }

    public let files: [SpecFile]
    private let entries: [String: Entry]
    /// Ids in declaration order (files in order, sheets in source order).
    public let ids: [String]

    public init(files: [SpecFile]) {
        self.files = files
        var entries: [String: Entry] = [:]
        var ids: [String] = []
        for file in files {
            for declaration in file.sheets where entries[declaration.id.value] == nil {
                entries[declaration.id.value] = Entry(file: file, declaration: declaration)
                ids.append(declaration.id.value)
            }
        }
        self.entries = entries
        self.ids = ids
    }

    public subscript(id: String) -> Entry? { entries[id] }

    /// Every declaration in order, duplicates included, for rules about ids.
    public var allDeclarations: [(file: SpecFile, declaration: SheetDeclaration)] {
        files.flatMap { file in file.sheets.map { (file, $0) } }
    }
}
