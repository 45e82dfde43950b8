/// What every rule sees: all files of the run, every sheet by id, and every
/// sheet with its `extends` chain and file defaults applied.
public struct RuleContext: Sendable {
    public let index: SheetIndex
    /// Flattened sheets, in index order (files by path, sheets in source order).
    public let sheets: [EffectiveSheet]
    /// Files whose decoding reported errors. Their sheets are indexed (so
    /// references to them resolve) but sheet rules skip them: a field that
    /// failed to decode is missing, and a rule would report a second,
    /// misleading problem about it.
    public let filesWithErrors: Set<String>

    public init(files: [SpecFile], filesWithErrors: Set<String> = []) {
        index = SheetIndex(files: files)
        sheets = InheritanceFlattener.flatten(index)
        self.filesWithErrors = filesWithErrors
    }

    /// The sheets rules about one sheet should check.
    public var checkableSheets: [EffectiveSheet] {
        filesWithErrors.isEmpty ? sheets : sheets.filter { !filesWithErrors.contains($0.path) }
    }

    public var checkableFiles: [SpecFile] {
        index.files.filter { !filesWithErrors.contains($0.path) }
    }
}
