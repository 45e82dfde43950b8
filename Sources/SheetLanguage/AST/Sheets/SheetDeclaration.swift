import SheetDiagnostics

/// One entry of `sheets:`: an id and the settings written under it.
public struct SheetDeclaration: Hashable, Sendable {
    /// The sheet's id; its range is the key, where duplicate-id and
    /// unknown-reference diagnostics point.
    public var id: Located<String>
    /// The sheet's mapping.
    public var range: SourceRange
    public var settings: SheetSettings
    /// The parts of the sheet that failed to decode (`SheetParts`): rules
    /// that read them skip the sheet, the others still check it.
    public var damage: SheetParts = []

    public init(id: Located<String>, range: SourceRange, settings: SheetSettings) {
        self.id = id
        self.range = range
        self.settings = settings
    }
}
