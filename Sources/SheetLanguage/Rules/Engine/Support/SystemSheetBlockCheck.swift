import SheetDiagnostics

/// The one finding three rules share: a block that only a custom
/// presentation honours (`physics`, `frame`, `style`) on a sheet the system
/// sheet shows. Where to point and what to advise depend only on where the
/// block came from, so the rules differ in their words alone.
///
/// A block in the file's `defaults:` is not reported (it serves the file's
/// custom sheets); a block written on the sheet is reported at its key; one
/// inherited through `extends` from a sheet that honours it is reported at
/// the sheet's own `presentation` (or its id), where it stopped being
/// honoured; one inherited from a sheet the system sheet also shows is
/// reported at that sheet only.
struct SystemSheetBlockCheck {
    /// The block's key as written: `physics`, `frame`, `style`.
    var key: String
    /// "is not honoured" or "cannot be honoured".
    var verdict: String
    /// The label under a block written on the sheet.
    var label: String
    /// What the system sheet lacks, after "`id` is a modal sheet …; ".
    var lack: String
    /// The help for a block written on the sheet.
    var help: String

    func diagnostic<Block: Equatable>(
        for sheet: EffectiveSheet, in context: RuleContext, block select: (SheetSettings) -> Located<Block>?,
        descriptor: DiagnosticDescriptor
    ) -> Diagnostic? {
        guard let block = select(sheet.settings), sheet.usesSystemSheet else { return nil }
        guard sheet.wrote(block.keySpan) || !sheet.ancestors.isEmpty else { return nil }
        if let parent = context.parent(of: sheet), parent.usesSystemSheet, select(parent.settings) == block {
            return nil
        }
        let shownBy =
            sheet.presentation == .popover
            ? "a popover, which adapts to the system sheet in compact width" : "a modal sheet that is not content-sized"
        let message = "`\(key)` \(verdict): the system sheet shows `\(sheet.id.value)`"
        let notes = ["`\(sheet.id.value)` is \(shownBy); \(lack)"]
        let presentation = sheet.settings.presentation
        if sheet.wrote(block.keySpan) {
            let secondary =
                presentation.map { [DiagnosticLabel(span: $0.span, message: "presented as `\($0.value.rawValue)`")] } ?? []
            return descriptor.diagnostic(
                message, at: block.keySpan, label: label, secondary: secondary, notes: notes, help: help)
        }
        let origin = "inherited from `\(sheet.ancestors[0])`, which honours it"
        let inheritedHelp = "keep `\(sheet.ancestors[0])`'s presentation, or extend a sheet without `\(key)`"
        if let presentation, sheet.wrote(presentation.span) {
            return descriptor.diagnostic(
                message, at: presentation.span, label: "presented as `\(presentation.value.rawValue)`: by the system sheet",
                secondary: [DiagnosticLabel(span: block.keySpan, message: origin)], notes: notes, help: inheritedHelp)
        }
        return descriptor.diagnostic(
            message, at: sheet.id.span, label: "shown by the system sheet",
            secondary: [DiagnosticLabel(span: block.keySpan, message: origin)], notes: notes, help: inheritedHelp)
    }
}
