import SheetDiagnostics
import SheetLanguage

/// What an id names. Sheet ids are global; a detent is named by its id
/// together with the sheet that declares it (or the file's `defaults:`),
/// so `initial: half` in a sheet that inherits its detents refers to the
/// parent's `half`.
enum SpecSymbol: Hashable {
    case sheet(String)
    case detent(owner: String, id: String)
}

/// One place an id is written: where it is declared, or a reference to it
/// (`extends`, `navigation.push`, `initial`, `undimmedThrough`).
struct SymbolOccurrence {
    var symbol: SpecSymbol
    var span: SourceSpan
    var isDeclaration: Bool
    /// The sheet the text belongs to (nil in `defaults:`).
    var sheet: String?
    /// For a detent's declaration, its whole entry: hovering anywhere on it
    /// shows the detent.
    var entry: SourceSpan?
}

/// Every declaration of and reference to a sheet or detent id in the
/// project's decoded specs, for definition, references and hover.
struct SymbolIndex {
    private(set) var occurrences: [SymbolOccurrence] = []

    init(files: [SpecFile]) {
        let sheets = SheetIndex(files: files)
        for file in files {
            let defaultsOwner = "defaults of \(file.path)"
            for detent in file.defaults?.value.detents?.value ?? [] {
                occurrences.append(
                    SymbolOccurrence(
                        symbol: .detent(owner: defaultsOwner, id: detent.id.value), span: detent.id.span,
                        isDeclaration: true, sheet: nil, entry: file.span(detent.range)))
            }
            for sheet in file.sheets {
                let id = sheet.id.value
                occurrences.append(
                    SymbolOccurrence(symbol: .sheet(id), span: sheet.id.span, isDeclaration: true, sheet: id))
                let settings = sheet.settings
                if let parent = settings.extends {
                    occurrences.append(
                        SymbolOccurrence(
                            symbol: .sheet(parent.value), span: parent.span, isDeclaration: false, sheet: id))
                }
                for pushed in settings.navigation?.value.push?.value ?? [] {
                    occurrences.append(
                        SymbolOccurrence(
                            symbol: .sheet(pushed.value), span: pushed.span, isDeclaration: false, sheet: id))
                }
                for detent in settings.detents?.value ?? [] {
                    occurrences.append(
                        SymbolOccurrence(
                            symbol: .detent(owner: id, id: detent.id.value), span: detent.id.span, isDeclaration: true,
                            sheet: id, entry: file.span(detent.range)))
                }
                let owner = Self.detentOwner(of: id, in: sheets) ?? defaultsOwner
                for reference in [settings.initial, settings.undimmedThrough].compactMap({ $0 }) {
                    occurrences.append(
                        SymbolOccurrence(
                            symbol: .detent(owner: owner, id: reference.value), span: reference.span,
                            isDeclaration: false, sheet: id))
                }
            }
        }
    }

    /// The sheet whose `detents:` a sheet uses: its own, else the nearest
    /// ancestor's; nil when none in the chain declares any (the file's
    /// `defaults:` or the built-in default then apply).
    static func detentOwner(of sheet: String, in index: SheetIndex) -> String? {
        var current = sheet
        var visited = Set<String>()
        while visited.insert(current).inserted, let entry = index[current] {
            if entry.declaration.settings.detents != nil { return current }
            guard let parent = entry.declaration.settings.parentID else { return nil }
            current = parent
        }
        return nil
    }

    /// The occurrence at a byte offset of a file: an id touching the
    /// offset first, else a detent entry containing it.
    func occurrence(at offset: Int, in path: String) -> SymbolOccurrence? {
        let inFile = occurrences.filter { $0.span.path == path }
        if let exact = inFile.first(where: { Self.contains($0.span.range, offset) }) { return exact }
        return inFile.first { $0.entry.map { Self.contains($0.range, offset) } ?? false }
    }

    func declarations(of symbol: SpecSymbol) -> [SymbolOccurrence] {
        occurrences.filter { $0.symbol == symbol && $0.isDeclaration }
    }

    func references(to symbol: SpecSymbol, includingDeclarations: Bool) -> [SymbolOccurrence] {
        occurrences.filter { $0.symbol == symbol && (includingDeclarations || !$0.isDeclaration) }
    }

    private static func contains(_ range: SourceRange, _ offset: Int) -> Bool {
        Int(range.start.offset) <= offset && offset <= Int(range.end.offset)
    }
}
