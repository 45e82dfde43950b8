/// The finding the embedded-drawer rules share (SS2308 dismissal, SS2309
/// dimming style, SS2604 navigation): a block an embedded drawer never uses.
/// A child that inherits both the presentation and the block unchanged is
/// not reported again: its parent's finding is the same one, made once.
struct EmbeddedDrawerBlock<Block: Hashable> {
    var sheet: EffectiveSheet
    /// `presentation: embedded`, where the secondary label points.
    var presentation: Located<PresentationKeyword>
    var block: Located<Block>

    /// Every checkable embedded drawer of `context` that has the block
    /// `select` reads.
    static func all(in context: RuleContext, _ select: @escaping (SheetSettings) -> Located<Block>?) -> [Self] {
        context.checkableSheets.compactMap { sheet in
            guard let presentation = sheet.settings.presentation, presentation.value == .embedded,
                let block = select(sheet.settings),
                !context.parentHasSame(sheet, { [$0.presentation, select($0)] })
            else { return nil }
            return EmbeddedDrawerBlock(sheet: sheet, presentation: presentation, block: block)
        }
    }
}
