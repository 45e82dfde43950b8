import BottomSheetable

/// The finding the rules about one presentation's blocks share: a sheet
/// written with `presentation: <kind>` that has a block those rules read,
/// such as an embedded drawer's `dismiss`, `style` or `navigation` (SS2308,
/// SS2309, SS2604) or a popover's `popover` (SS2502, SS2503, SS2505,
/// SS2506). A child that inherits both the presentation and the block
/// unchanged is not reported again: its parent's finding is the same one,
/// made once.
struct PresentationBlock<Block: Hashable> {
    var sheet: EffectiveSheet
    /// The sheet's `presentation`, where secondary labels point.
    var presentation: Located<Presentation>
    var block: Located<Block>

    /// Every checkable sheet of `context` presented as `kind` that has the
    /// block `select` reads.
    static func all(
        in context: RuleContext, presentedAs kind: Presentation,
        _ select: @escaping (SheetSettings) -> Located<Block>?
    ) -> [Self] {
        context.checkableSheets.compactMap { sheet in
            guard let presentation = sheet.settings.presentation, presentation.value == kind,
                let block = select(sheet.settings),
                !context.parentHasSame(sheet, { [$0.presentation, select($0)] })
            else { return nil }
            return PresentationBlock(sheet: sheet, presentation: presentation, block: block)
        }
    }
}
