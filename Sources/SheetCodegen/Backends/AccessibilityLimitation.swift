import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// The `accessibility:` choices the system-sheet backends cannot make (SS4307):
/// the system sheet answers the escape gesture and runs its own detent changes.
extension SystemSheet {
    /// SS4307 at a sheet the backend generates, once per choice it drops: an
    /// `escape` other than `dismiss`, a `reduceMotion` other than the default
    /// 0.25 s `fade`. Nothing for a sheet the backend does not generate (SS4301
    /// covers it).
    static func accessibilityLimitations(_ sheet: ResolvedSheet, backend: String) -> [Diagnostic] {
        guard sheet.usesSystemSheet else { return [] }
        let accessibility = sheet.accessibility
        var dropped: [(choice: String, why: String)] = []
        if accessibility.escape != .dismiss {
            dropped.append(
                ("`escape: \(accessibility.escape.planWord)`",
                 "the system sheet answers the escape gesture itself"))
        }
        if accessibility.reducedMotion != .fade(duration: SheetAccessibility.standardFadeDuration) {
            let choice =
                accessibility.reduceMotion == .fade
                ? "`reduceMotion: fade` of \(SwiftLiteral.number(accessibility.fadeDuration)) s"
                : "`reduceMotion: \(accessibility.reduceMotion.planWord)`"
            dropped.append((choice, "the system sheet follows Reduce Motion its own way"))
        }
        return dropped.map { item in
            BackendDiagnostics.accessibilityNotExpressible.diagnostic(
                "`\(sheet.id)` asks for \(item.choice), but \(item.why); the `\(backend)` backend does not generate it",
                at: sheet.source, label: "an accessibility choice the system sheet cannot make",
                help: "present it with the `BottomSheetable` runtime (`--backend conformance`), or write the default")
        }
    }
}
