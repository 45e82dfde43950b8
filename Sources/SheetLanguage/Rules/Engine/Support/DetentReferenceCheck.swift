import SheetDiagnostics

/// The check shared by the keys that name one of the sheet's own detents
/// (`initial`, `undimmedThrough`): the name must be a detent of the
/// flattened sheet, which may have replaced the detents its parent had.
struct DetentReferenceCheck {
    let descriptor: DiagnosticDescriptor
    /// The key, as written: `initial`.
    let key: String
    let reference: (SheetSettings) -> Located<String>?

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let name = reference(sheet.settings), !sheet.hasDetent(name.value),
                !context.parentHasSame(sheet, { [reference($0), $0.detents] })
            else { return nil }
            var secondary: [DiagnosticLabel] = []
            var notes: [String] = []
            if let detents = sheet.settings.detents {
                secondary.append(DiagnosticLabel(span: detents.keySpan, message: "the detents of `\(sheet.id.value)`"))
            } else {
                notes.append("with no `detents`, a sheet has the one built-in detent `large`")
            }
            secondary += sheet.inheritanceLabels(name.span)
            let suggestion = ReferenceSuggestion(for: name, among: sheet.detentIDs, kind: "detent")
            let writtenHere = sheet.wrote(name.span)
            return descriptor.diagnostic(
                "`\(key)` names `\(name.value)`, which is not a detent of `\(sheet.id.value)`", at: name.span,
                label: "no detent has this id", secondary: secondary, notes: notes,
                help: writtenHere
                    ? suggestion.help
                    : "write `\(key)` in `\(sheet.id.value)` itself, naming one of its detents: "
                        + sheet.detentIDs.map { "`\($0)`" }.joined(separator: ", "),
                fixes: writtenHere ? suggestion.fixes : [])
        }
    }
}
