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

    /// Where a declaration is: the table holds these rather than copies of
    /// the file and the declaration, which in a file of thousands of sheets
    /// made it the largest thing a run held after the sheets themselves.
    private struct Position {
        let file: Int32
        let sheet: Int32
    }

    public let files: [SpecFile]
    private let positions: [String: Position]
    /// Ids in declaration order (files in order, sheets in source order).
    public let ids: [String]

    public init(files: [SpecFile]) {
        self.files = files
        let sheetCount = files.reduce(0) { $0 + $1.sheets.count }
        var positions: [String: Position] = [:]
        positions.reserveCapacity(sheetCount)
        var ids: [String] = []
        ids.reserveCapacity(sheetCount)
        for (fileIndex, file) in files.enumerated() {
            for (sheetIndex, declaration) in file.sheets.enumerated() where positions[declaration.id.value] == nil {
                positions[declaration.id.value] = Position(
                    file: Int32(truncatingIfNeeded: fileIndex), sheet: Int32(truncatingIfNeeded: sheetIndex))
                ids.append(declaration.id.value)
            }
        }
        self.positions = positions
        self.ids = ids
    }

    public subscript(id: String) -> Entry? {
        guard let position = positions[id] else { return nil }
        let file = files[Int(position.file)]
        return Entry(file: file, declaration: file.sheets[Int(position.sheet)])
    }

    /// Every declaration in order, duplicates included, for rules about ids.
    public var allDeclarations: [(file: SpecFile, declaration: SheetDeclaration)] {
        files.flatMap { file in file.sheets.map { (file, $0) } }
    }
}
