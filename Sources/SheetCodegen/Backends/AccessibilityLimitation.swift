import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// The `accessibility:` choice the system-sheet backends cannot make (SS4307):
/// the system sheet runs its own detent changes, so a `reduceMotion` other than
/// the default is not what a drag between detents settles with. The escape
/// gesture and the announcement are generated (`SystemSheetAccessibility.swift`).
extension SystemSheet {
    /// SS4307 at a sheet the backend generates for a `reduceMotion` other than
    /// the default 0.25 s `fade`: `why` the system sheet does not take it,
    /// and `outcome`, how far the backend follows it.
    /// Nothing for a sheet the backend does not generate (SS4301 covers it).
    static func accessibilityLimitations(_ sheet: ResolvedSheet, why: String, outcome: String) -> [Diagnostic] {
        guard sheet.usesSystemSheet else { return [] }
        let accessibility = sheet.accessibility
        guard accessibility.reducedMotion != .fade(duration: SheetAccessibility.standardFadeDuration) else { return [] }
        let choice =
            accessibility.reduceMotion == .fade
            ? "`reduceMotion: fade` of \(SwiftLiteral.number(accessibility.fadeDuration)) s"
            : "`reduceMotion: \(accessibility.reduceMotion.planWord)`"
        return [
            BackendDiagnostics.accessibilityNotExpressible.diagnostic(
                "`\(sheet.id)` asks for \(choice), but \(why); \(outcome)",
                at: sheet.source, label: "an accessibility choice the system sheet cannot make",
                help: "present it with the `BottomSheetable` runtime (`--backend conformance`), or write the default")
        ]
    }
}
