/// What every rule sees: the files being checked and the files they refer
/// to, every sheet by id, and every sheet with its `extends` chain and file
/// defaults applied.
///
/// A context need not hold the whole run: the validator checks most files
/// on their own and only brings together files that refer to each other
/// (`SpecValidator`). Files that are there only to be referred to are
/// `referenceOnly`: indexed and flattened, never checked. `runIDs` always
/// holds every sheet id of the run, for the rules that suggest or avoid one.
///
/// Which rules look at files with decoding errors:
/// - rules about ids across the run (`duplicate-sheet-id`,
///   `duplicate-type-name`) look at every file: a sheet id that decoded is
///   an id, whatever else in its file failed;
/// - every other rule looks at `checkableSheets` or `checkableFiles` only: a
///   field that failed to decode is missing, and a rule would report a
///   second, misleading problem about it (a detent list that failed to decode
///   makes every `initial` look unknown).
public struct RuleContext: Sendable {
    public let index: SheetIndex
    /// Flattened sheets, in index order (files by path, sheets in source order).
    public let sheets: [EffectiveSheet]
    /// Files whose decoding reported errors. Their sheets are indexed (so
    /// references to them resolve) but sheet rules skip them.
    public let filesWithErrors: Set<String>
    /// Files present so that references into them resolve; their sheets were
    /// checked elsewhere in the run.
    public let referenceOnly: Set<String>
    /// Every sheet id of the run, first declarations in report order, which
    /// may be more than this context's `index` holds.
    public let runIDs: RunIdentifiers
    /// The sheets rules about one sheet should check: those whose file, and
    /// the files of every sheet they inherit from, decoded without errors
    /// (and whose file is not `referenceOnly`).
    public let checkableSheets: [EffectiveSheet]
    public let checkableFiles: [SpecFile]
    /// Every place settings were written in `checkableFiles`, for the rules
    /// that check values where they are written (built once, read by several).
    public let writtenSettings: [WrittenSettings]
    /// The device profiles of the run, for the few rules that ask what the
    /// resolver and the plan make of a sheet (`keyboard-expand-with-one-detent`).
    public var profiles: [DeviceProfile] = BuiltInProfiles.all
    private let positions: [String: Int]

    public init(
        files: [SpecFile], filesWithErrors: Set<String> = [], referenceOnly: Set<String> = [],
        runIDs: RunIdentifiers? = nil
    ) {
        index = SheetIndex(files: files)
        let sheets = InheritanceFlattener.flatten(index)
        self.sheets = sheets
        self.filesWithErrors = filesWithErrors
        self.referenceOnly = referenceOnly
        // Only a few rules read the run's ids, and only to word a message:
        // the set is built the first time one asks, not for every file.
        let ids = index.ids
        self.runIDs = runIDs ?? RunIdentifiers(listedBy: { ids })
        var positions: [String: Int] = [:]
        positions.reserveCapacity(sheets.count)
        for (position, sheet) in sheets.enumerated() { positions[sheet.id.value] = position }
        self.positions = positions
        if filesWithErrors.isEmpty && referenceOnly.isEmpty {
            checkableSheets = sheets
            checkableFiles = index.files
        } else {
            let index = index
            checkableSheets = sheets.filter { sheet in
                !filesWithErrors.contains(sheet.path) && !referenceOnly.contains(sheet.path)
                    && !sheet.ancestors.contains { index[$0].map { filesWithErrors.contains($0.file.path) } ?? false }
            }
            checkableFiles = index.files.filter { !filesWithErrors.contains($0.path) && !referenceOnly.contains($0.path) }
        }
        writtenSettings = WrittenSettings.collect(from: checkableFiles)
    }

    /// The flattened sheet with this id (the first declaration of it).
    public func sheet(_ id: String) -> EffectiveSheet? {
        positions[id].map { sheets[$0] }
    }

    /// The flattened sheet this one extends, when it exists.
    public func parent(of sheet: EffectiveSheet) -> EffectiveSheet? {
        sheet.ancestors.first.flatMap(self.sheet)
    }

    /// Whether the sheet's parent has the same values for what a rule looked
    /// at, written at the same places: the parent reports the problem, so the
    /// sheet that merely inherits it stays quiet.
    public func parentHasSame(_ sheet: EffectiveSheet, _ projection: (SheetSettings) -> [AnyHashable?]) -> Bool {
        guard let parent = parent(of: sheet) else { return false }
        return projection(parent.settings) == projection(sheet.settings)
    }
}
