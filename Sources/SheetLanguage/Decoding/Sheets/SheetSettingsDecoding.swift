import BottomSheetable
import SheetDiagnostics
import SheetYAML

extension DecodingContext {
    /// The settings of one sheet, or of the file's `defaults:` (where `type`
    /// and `extends` are reported: they name one sheet, never all of them).
    /// `damage` gets each part whose decoding reported an error, every part
    /// when an unknown key may stand for any of them, and `type` when a
    /// sheet has none.
    mutating func decodeSheetSettings(
        _ mapping: NodeID, owner: SourceRange?, ownerName: @autoclosure () -> String? = nil, inDefaults: Bool,
        damage: inout SheetParts
    ) -> SheetSettings {
        var settings = SheetSettings.Fields()
        let table = inDefaults ? SheetKey.defaultsTable : SheetKey.sheetTable
        var found = SheetParts()
        let seen = forEachField(of: mapping, table: table, owner: owner, ownerName: ownerName()) { context, key, field in
            let errorsBefore = context.errorCount
            defer {
                // A `type` misplaced in `defaults:` damages no sheet's type.
                if context.errorCount > errorsBefore, !inDefaults || key.isAllowedInDefaults { found.insert(key.part) }
            }
            switch key {
            case _ where inDefaults && !key.isAllowedInDefaults:
                context.reportNotInDefaults(field)
            case .type: settings.type = context.typeName(field)
            case .extends: settings.extends = context.identifier(field, what: "sheet id")
            case .presentation: settings.presentation = context.keyword(field, as: Presentation.self)
            case .tiers: settings.tiers = context.keyword(field, as: Tiers.self)
            case .detents: settings.detents = context.decodeDetents(field)
            case .initial: settings.initial = context.identifier(field, what: "detent id")
            case .undimmedThrough: settings.undimmedThrough = context.identifier(field, what: "detent id")
            case .grabber: settings.grabber = context.keyword(field, as: GrabberVisibility.self)
            case .cornerRadius: settings.cornerRadius = context.cornerRadius(field)
            case .edgeAttachedInCompactHeight: settings.edgeAttachedInCompactHeight = context.bool(field)
            case .sizing: settings.sizing = context.keyword(field, as: SheetSizing.self)
            case .style: settings.style = context.decodeBlock(field, as: StyleSettings.self)
            case .frame: settings.frame = context.decodeBlock(field, as: FrameSettings.self)
            case .scroll: settings.scroll = context.decodeBlock(field, as: ScrollSettings.self)
            case .dismiss: settings.dismiss = context.decodeBlock(field, as: DismissalSettings.self)
            case .keyboard: settings.keyboard = context.decodeBlock(field, as: KeyboardSettings.self)
            case .physics: settings.physics = context.decodeBlock(field, as: PhysicsSettings.self)
            case .popover: settings.popover = context.decodeBlock(field, as: PopoverSettings.self)
            case .navigation: settings.navigation = context.decodeBlock(field, as: NavigationSettings.self)
            case .accessibility: settings.accessibility = context.decodeBlock(field, as: AccessibilitySettings.self)
            }
        }
        if seen.hasUnknownKeys { found = .all }
        if !inDefaults && settings.type == nil { found.insert(.type) }
        damage.formUnion(found)
        return SheetSettings(settings)
    }

    private mutating func reportNotInDefaults(_ field: FieldValue) {
        guard let key = field.key else { return }
        let name = text(key)
        report(
            DecodingDiagnostics.keyNotAllowedHere.diagnostic(
                "`\(name)` cannot be a default", at: span(key), label: "belongs to one sheet",
                notes: ["`type` and `extends` name one sheet's Swift type and parent, so each sheet writes its own"],
                help: "move `\(name)` into the sheets that need it"))
    }

    /// `cornerRadius: system` or a number of points.
    private mutating func cornerRadius(_ field: FieldValue) -> Located<CornerRadiusValue>? {
        if document.kind(of: field.node) == .scalar, document.scalar(field.node, equals: "system") {
            return located(.system, field)
        }
        let meaning = NumberMeaning.plain("a number of points or `system`")
        guard let points = numberValue(field, meaning) else { return nil }
        return located(.points(points), field)
    }
}
