import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// `navigation.transition: sheet` in the system-sheet backends: neither
/// generates a navigation stack, so the app's own stack slides as the system
/// does, and the backend says so (SS4305) rather than drop the value silently.
extension SystemSheet {
    /// SS4305 at a sheet the backend generates whose pushes ask for the sheet's
    /// own transition; nothing for a sheet the backend does not generate (SS4301
    /// already covers it) or one that pushes nothing (SS2605 covers that).
    static func navigationTransitionLimitation(_ sheet: ResolvedSheet, backend: String) -> [Diagnostic] {
        guard sheet.usesSystemSheet, sheet.navigation.transition == .sheet, !sheet.navigation.pushableSheets.isEmpty
        else { return [] }
        return [
            BackendDiagnostics.navigationTransitionNotExpressible.diagnostic(
                "`\(sheet.id)` pushes with `transition: sheet`, but the `\(backend)` backend generates no navigation "
                    + "stack; its pushes and pops keep the system's slide",
                at: sheet.source, label: "pushes with the sheet's own transition",
                notes: [
                    "the sheet transition is the UIKit shell's `BottomSheetNavigationController`, which the `conformance` backend targets"
                ],
                help:
                    "present the stack with the `BottomSheetable` runtime (`--backend conformance`), or write `transition: system`"
            )
        ]
    }
}
