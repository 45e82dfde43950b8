extension RuleContext {
    /// What `SheetResolver` makes of `sheet`, resolved once per context
    /// (`memo`) whether resolution or a rule asks first.
    func resolution(of sheet: EffectiveSheet) -> SheetResolutionOutcome {
        memoized(sheet) { SheetResolver.resolve(sheet) }
    }

    /// The resolved sheet, or `nil` when it cannot be resolved (SS3005, SS3006).
    func resolved(_ sheet: EffectiveSheet) -> ResolvedSheet? {
        resolution(of: sheet).sheet
    }
}
