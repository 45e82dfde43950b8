import SheetDiagnostics
import SheetYAML

/// Turns a parsed YAML document into a `SpecFile`, reporting every problem
/// in the file rather than the first.
///
/// Hand-written over the node arena: keys are matched on bytes and no
/// `String` is built for a key unless it is wrong, which keeps decoding a
/// small fraction of the cost of parsing.
public enum SpecDecoder {
    /// The only spec language edition this decoder reads.
    public static let supportedVersion = 1

    /// `streamed` holds the sheets decoded while the document was parsed
    /// (`StreamedSheets`), if any: those are taken as they are.
    public static func decode(_ document: YAMLDocument, streamed: StreamedSheets? = nil) -> SpecDecodingResult {
        var context = DecodingContext(document: document)
        let spec = context.decodeFile(streamed: streamed)
        return SpecDecodingResult(spec: spec, diagnostics: context.diagnostics)
    }
}

/// The top-level keys of a spec file.
enum FileKey: FieldKey {
    case version, minimumOS, defaults, sheets

    var spelling: StaticString {
        switch self {
        case .version: "version"
        case .minimumOS: "minimumOS"
        case .defaults: "defaults"
        case .sheets: "sheets"
        }
    }

    static let table = FieldTable<FileKey>(
        owner: "the spec file", required: [.version, .sheets],
        elsewhere: [
            ("deploymentTarget", .renamed("minimumOS")), ("iOS", .renamed("minimumOS")),
            ("sheet", .renamed("sheets")),
        ])
}

extension DecodingContext {
    mutating func decodeFile(streamed streamedSheets: StreamedSheets? = nil) -> SpecFile? {
        let source = document.source
        guard let root = document.root, !isNull(root) else {
            let end = SourcePosition(line: 1, column: 1, offset: 0)
            report(
                DecodingDiagnostics.emptySpec.diagnostic(
                    "spec file is empty", at: source.span(document.root.map(range) ?? SourceRange(at: end)),
                    label: "nothing to decode",
                    help: "start the file with `version: 1` and a `sheets:` mapping"))
            return nil
        }
        let rootField = FieldValue(node: root, key: nil)
        guard document.kind(of: root) == .mapping else {
            reportMismatch(rootField, expected: "a mapping with `version:` and `sheets:`")
            return nil
        }
        var file = SpecFile(path: source.path, range: range(root))
        let rootStart = SourceRange(at: range(root).start)
        var damage = SpecDamage()
        let seen = forEachField(of: root, table: FileKey.table, owner: rootStart) { context, key, field in
            let errorsBefore = context.errorCount
            switch key {
            case .version: file.version = context.specVersion(field)
            case .minimumOS:
                file.minimumOS = context.osVersion(field)
                if context.errorCount > errorsBefore { damage.everySheet.insert(.minimumOS) }
            case .defaults:
                var defaultsDamage = SheetParts()
                file.defaults = context.decodeDefaults(field, damage: &defaultsDamage)
                damage.everySheet.formUnion(file.defaults == nil ? .all : defaultsDamage)
            case .sheets:
                file.sheetsKeyRange = field.key.map(context.range)
                file.sheets = context.decodeSheets(field, streamed: streamedSheets, droppedSheets: &damage.wholeFile)
            }
        }
        // An unknown top-level key may be a misspelt `defaults` or
        // `minimumOS`, which every sheet would then miss.
        if seen.hasUnknownKeys { damage.everySheet = .all }
        file.damage = damage
        return file
    }

    /// `version: 1`, a plain integer.
    private mutating func specVersion(_ field: FieldValue) -> Located<Int>? {
        guard let value = numberValue(field, .plain("the spec version `1`")) else { return nil }
        guard value == Double(SpecDecoder.supportedVersion),
            NumberLiteral.classify(document.scalarBytes(of: field.node)) == .decimal(isInteger: true)
        else {
            report(
                DecodingDiagnostics.unsupportedVersion.diagnostic(
                    "spec version `\(text(field.node))` is not supported", at: span(field.node),
                    label: "this sheetspec reads version 1",
                    help: "write `version: 1`",
                    fixes: [FixIt(span: span(field.node), replacement: "1")]))
            return nil
        }
        return located(SpecDecoder.supportedVersion, field)
    }

    /// `defaults:`: sheet settings shared by every sheet of the file.
    private mutating func decodeDefaults(_ field: FieldValue, damage: inout SheetParts) -> Located<SheetSettings>? {
        guard expectMapping(field, expected: "a mapping of sheet settings") else { return nil }
        let settings = decodeSheetSettings(field.node, owner: field.key.map(range), inDefaults: true, damage: &damage)
        return located(settings, field)
    }

    /// `sheets:`: ids to sheet mappings, in source order. `droppedSheets`
    /// is set when an entry could not become a sheet at all.
    private mutating func decodeSheets(
        _ field: FieldValue, streamed streamedSheets: StreamedSheets?, droppedSheets: inout Bool
    ) -> [SheetDeclaration] {
        guard expectMapping(field, expected: "a mapping from sheet ids to sheets") else {
            droppedSheets = true
            return []
        }
        let entries = document.entries(of: field.node)
        if entries.isEmpty {
            report(
                DecodingDiagnostics.emptyValue.diagnostic(
                    "`sheets` is empty", at: span(field.node), label: "no sheets",
                    help: "declare at least one sheet, such as `checkout: { type: CheckoutViewController }`"))
            return []
        }
        var sheets: [SheetDeclaration] = []
        sheets.reserveCapacity(entries.count)
        for entry in entries {
            guard document.kind(of: entry.key) == .scalar else {
                droppedSheets = true
                continue
            }
            if let streamed = streamedSheets?.sheet(at: entry.value) {
                diagnostics += streamed.diagnostics
                errorCount += streamed.diagnostics.count { $0.severity == .error }
                if let sheet = streamed.declaration { sheets.append(sheet) } else { droppedSheets = true }
            } else if let sheet = decodeSheet(key: entry.key, value: entry.value) {
                sheets.append(sheet)
            } else {
                droppedSheets = true
            }
        }
        return sheets
    }

    /// One entry of `sheets:`; `nil` when its id or its value is unusable.
    mutating func decodeSheet(key: NodeID, value: NodeID) -> SheetDeclaration? {
        let id = identifierKey(key, what: "sheet id")
        guard expectMapping(FieldValue(node: value, key: key), expected: "a mapping of sheet settings") else { return nil }
        let document = self.document
        var damage = SheetParts()
        let settings = decodeSheetSettings(
            value, owner: range(key), ownerName: "sheet `\(document.string(of: key) ?? "")`", inDefaults: false,
            damage: &damage)
        guard let id else { return nil }
        var declaration = SheetDeclaration(id: id, range: range(value), settings: settings)
        declaration.damage = damage
        return declaration
    }
}
