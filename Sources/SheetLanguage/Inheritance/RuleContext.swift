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
/// - every other rule looks at `checkableSheets`, `checkableFiles` and
///   `writtenSettings` only. A part that failed to decode is missing, and a
///   rule reading it would report a second, misleading problem (a detent
///   list that failed to decode makes every `initial` look unknown); so the
///   engine gives each rule the view `restricted(to: rule.reads)`, without
///   the sheets whose damage (`SheetDeclaration.damage`, their file's and
///   their ancestors') meets what the rule reads. A sheet with broken
///   detents is still checked by the rules about its dismissal, and the
///   other sheets of its file by every rule. A file whose damage is whole
///   (`SpecDamage.wholeFile`) is skipped by all of them.
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
    public private(set) var checkableSheets: [EffectiveSheet]
    public private(set) var checkableFiles: [SpecFile]
    /// Every place settings were written in `checkableFiles`, for the rules
    /// that check values where they are written (built once, read by several).
    public private(set) var writtenSettings: [WrittenSettings]
    /// Each sheet's damage, in `sheets` order: its own, its file's and its
    /// ancestors'; empty when no file of the context has errors.
    private let sheetDamage: [SheetParts]
    /// The device profiles of the run, for the few rules that ask what the
    /// resolver and the plan make of a sheet (`keyboard-expand-with-one-detent`).
    public var profiles: [DeviceProfile] = BuiltInProfiles.all {
        // The memo's layouts were made on the old profiles.
        didSet { memo = SheetMemo() }
    }
    /// What the resolver and the plan make of each sheet, made once and
    /// shared by every rule and the resolution of this context (and of every
    /// `restricted` view of it, which holds the same sheets).
    private var memo = SheetMemo()
    private let positions: [String: Int]

    public init(
        files: [SpecFile], filesWithErrors: Set<String> = [], referenceOnly: Set<String> = [],
        runIDs: RunIdentifiers? = nil, popoverDefaults: Located<PopoverSettings>? = nil
    ) {
        index = SheetIndex(files: files)
        let sheets = InheritanceFlattener.flatten(index, popoverDefaults: popoverDefaults)
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
            sheetDamage = []
            checkableSheets = sheets
            checkableFiles = index.files
        } else {
            let index = index
            let damage = filesWithErrors.isEmpty ? [] : sheets.map { sheet in
                ([sheet.id.value] + sheet.ancestors).reduce(into: SheetParts()) { found, id in
                    guard let entry = index[id], filesWithErrors.contains(entry.file.path) else { return }
                    found.formUnion(Self.damage(of: entry.declaration, in: entry.file))
                }
            }
            sheetDamage = damage
            checkableSheets = sheets.indices.filter { position in
                !referenceOnly.contains(sheets[position].path) && (damage.isEmpty || damage[position].isEmpty)
            }.map { sheets[$0] }
            checkableFiles = index.files.filter { file in
                !referenceOnly.contains(file.path)
                    && (!filesWithErrors.contains(file.path)
                        || (file.damage.isEmpty && file.sheets.allSatisfy { $0.damage.isEmpty }))
            }
        }
        writtenSettings = WrittenSettings.collect(from: checkableFiles)
    }

    /// What failed in a sheet of a file with errors, the file's share included.
    private static func damage(of sheet: SheetDeclaration, in file: SpecFile) -> SheetParts {
        file.damage.wholeFile ? .all : sheet.damage.union(file.damage.everySheet)
    }

    /// The context as a rule reading `parts` sees it: every sheet, file and
    /// place whose damage `parts` does not meet (files damaged whole never).
    /// The same context when nothing is damaged or the rule reads everything.
    public func restricted(to parts: SheetParts) -> RuleContext {
        guard !sheetDamage.isEmpty, parts != .all else { return self }
        let usable = { (file: SpecFile) in
            !self.referenceOnly.contains(file.path)
                && (!self.filesWithErrors.contains(file.path)
                    || (!file.damage.wholeFile && file.damage.everySheet.isDisjoint(with: parts)))
        }
        let meets = { (sheet: SheetDeclaration, file: SpecFile) in
            self.filesWithErrors.contains(file.path) && !sheet.damage.isDisjoint(with: parts)
        }
        var view = self
        let wholeFiles = Set(index.files.filter { filesWithErrors.contains($0.path) && $0.damage.wholeFile }.map(\.path))
        view.checkableSheets = sheets.indices.filter { position in
            let sheet = sheets[position]
            return !referenceOnly.contains(sheet.path) && !wholeFiles.contains(sheet.path)
                && sheetDamage[position].isDisjoint(with: parts)
        }.map { sheets[$0] }
        let files = index.files.filter(usable)
        view.checkableFiles = files.filter { file in !file.sheets.contains { meets($0, file) } }
        view.writtenSettings = WrittenSettings.collect(from: files) { sheet, file in !meets(sheet, file) }
        return view
    }

    /// What `make` works out from `sheet` (its resolution, its layout on the
    /// profiles), made once per context and kept in `memo` under its type,
    /// whichever rule or stage asks first. `make` is called each time for a
    /// sheet the context does not hold.
    func memoized<Value: Sendable>(_ sheet: EffectiveSheet, _ make: @escaping @Sendable () -> Value) -> Value {
        guard let position = position(of: sheet) else { return make() }
        return memo.value(at: position, make: make)
    }

    /// What `memoized` made from `sheet` under `Value`'s type, when a rule
    /// or stage asked for it; `nil` otherwise, and nothing is made.
    func memoizedIfMade<Value: Sendable>(_ sheet: EffectiveSheet, _: Value.Type = Value.self) -> Value? {
        guard !memo.isEmpty, let position = position(of: sheet) else { return nil }
        return memo.made(at: position)
    }

    /// Where `sheet` is in `sheets`: found by its id, when it is the same
    /// sheet (not another context's sheet of that id).
    private func position(of sheet: EffectiveSheet) -> Int? {
        guard let position = positions[sheet.id.value], sheets[position] == sheet else { return nil }
        return position
    }

    /// The flattened sheet with this id (the first declaration of it).
    public func sheet(_ id: String) -> EffectiveSheet? {
        positions[id].map { sheets[$0] }
    }

    /// What failed to decode in the sheet with this id, its inheritance
    /// included: for a rule that reads another sheet than the one it checks.
    public func damage(of id: String) -> SheetParts {
        guard !sheetDamage.isEmpty, let position = positions[id] else { return [] }
        return sheetDamage[position]
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
