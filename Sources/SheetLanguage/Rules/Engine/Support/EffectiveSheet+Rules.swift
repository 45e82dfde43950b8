import BottomSheetable
import SheetDiagnostics

/// What rules ask of a flattened sheet: its settings with the built-in
/// defaults the rules rely on, and labels that say where an inherited value
/// reaches it.
extension EffectiveSheet {
    /// The built-in default detent list, `[{ id: large, system: large }]`.
    public static let defaultDetentIDs = ["large"]

    public var presentation: Presentation { settings.presentation?.value ?? .modal }

    /// The ids of the sheet's detents, the built-in default when none is written.
    public var detentIDs: [String] { settings.detents?.value.map(\.id.value) ?? Self.defaultDetentIDs }

    /// Whether one of the sheet's detents (the built-in one when none is
    /// written) has this id; asks without building the list of ids.
    public func hasDetent(_ id: String) -> Bool {
        guard let detents = settings.detents else { return Self.defaultDetentIDs.contains(id) }
        return detents.value.contains { $0.id.value == id }
    }

    /// How many detents the sheet has, the built-in default counting one.
    public var detentCount: Int { settings.detents?.value.count ?? 1 }

    /// How many stops a finger can reach: the detents but the hidden ones
    /// (`hidden: true`), which `tiers` does not count.
    public var visibleDetentCount: Int {
        settings.detents.map { $0.value.filter { $0.height.value != .hidden }.count } ?? 1
    }

    /// Whether the first visible detent is fitted to content, as `tiers`
    /// inference asks.
    var firstVisibleIsFitted: Bool {
        guard case .fitContent = settings.detents?.value.first(where: { $0.height.value != .hidden })?.height.value
        else { return false }
        return true
    }

    /// Whether the system sheet shows this sheet, as the resolver decides it
    /// (`Presentation.usesSystemSheet(fitsContent:)` with the written or
    /// inferred `tiers`): the rules of the system sheet (availability, compact
    /// height, its physics) apply only then; content-sized and overlay sheets
    /// use a custom presentation.
    var usesSystemSheet: Bool {
        let tiers = settings.tiers?.value
            ?? TiersInference.infer(count: visibleDetentCount, firstIsFitted: firstVisibleIsFitted)
        return presentation.usesSystemSheet(fitsContent: tiers?.fitsContent ?? false)
    }

    /// Whether the sheet's own mapping wrote this place (rather than a
    /// parent or the file's `defaults:`).
    public func wrote(_ span: SourceSpan) -> Bool {
        span.path == path && declaration.range.start <= span.range.start && span.range.end <= declaration.range.end
    }

    /// A label at the sheet's id when it wrote none of the places a
    /// diagnostic points at, so a problem found in an inherited value still
    /// says which sheet has it. A sheet that extends none takes values from
    /// another file only from the configuration (`InheritanceFlattener`).
    public func inheritanceLabels(_ spans: SourceSpan...) -> [DiagnosticLabel] {
        guard !spans.contains(where: wrote) else { return [] }
        let source: String
        if !ancestors.isEmpty {
            source = "`\(ancestors[0])`"
        } else if spans.allSatisfy({ $0.path != path }) {
            // Nothing else outside the sheet's file layers under a sheet that extends none.
            source = "the configuration's `popover:`"
        } else {
            source = "the file's `defaults`"
        }
        return [DiagnosticLabel(span: id.span, message: "`\(id.value)` inherits this from \(source)")]
    }
}
