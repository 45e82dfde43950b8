import SheetDiagnostics

/// One decoded `*.sheet.yaml` file: the language as written, before
/// `extends` and defaults are applied (that is the resolver's job).
///
/// A field that failed to decode is absent, so a file with decoding errors
/// still yields every sheet and field that was readable.
public struct SpecFile: Hashable, Sendable {
    /// The path as the user gave it, for building `SourceSpan`s.
    public var path: String
    /// The whole document.
    public var range: SourceRange
    /// `version:`; `nil` when missing or not `1` (both reported).
    public var version: Located<Int>?
    /// `minimumOS:`, the deployment target that availability rules check.
    public var minimumOS: Located<OSVersion>?
    /// `defaults:`, settings applied to every sheet of this file.
    public var defaults: Located<SheetSettings>?
    /// `sheets:`, in source order.
    public var sheets: [SheetDeclaration]
    /// The `sheets:` key, for diagnostics about the file's sheets as a whole.
    public var sheetsKeyRange: SourceRange?
    /// What failed to decode beyond each sheet's own parts.
    public var damage = SpecDamage()

    public init(
        path: String, range: SourceRange, version: Located<Int>? = nil, minimumOS: Located<OSVersion>? = nil,
        defaults: Located<SheetSettings>? = nil, sheets: [SheetDeclaration] = [], sheetsKeyRange: SourceRange? = nil
    ) {
        self.path = path
        self.range = range
        self.version = version
        self.minimumOS = minimumOS
        self.defaults = defaults
        self.sheets = sheets
        self.sheetsKeyRange = sheetsKeyRange
    }

    /// The first sheet declared with this id in this file.
    public func sheet(withID id: String) -> SheetDeclaration? {
        sheets.first { $0.id.value == id }
    }

    public func span(_ range: SourceRange) -> SourceSpan {
        SourceSpan(path: path, range: range)
    }
}
