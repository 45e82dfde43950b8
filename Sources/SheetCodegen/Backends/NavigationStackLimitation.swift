import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// `navigation.push` in the system-sheet backends: neither generates a
/// navigation stack, so a screen the app pushes inside the sheet keeps the
/// root's detents, and the backend says so (SS4306) rather than drop the
/// pushed sheets' layouts silently.
extension SystemSheet {
    /// SS4306 at a sheet the backend generates that pushes others; nothing for a
    /// sheet the backend does not generate (SS4301 already covers it).
    static func navigationStackLimitation(_ sheet: ResolvedSheet, backend: String) -> [Diagnostic] {
        let pushed = sheet.navigation.pushableSheets
        guard sheet.usesSystemSheet, !pushed.isEmpty else { return [] }
        let names = pushed.map { "`\($0)`" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return [
            BackendDiagnostics.navigationStackNotGenerated.diagnostic(
                "`\(sheet.id)` pushes \(list), but the `\(backend)` backend generates no navigation stack; "
                    + "a screen pushed inside the sheet keeps `\(sheet.id)`'s detents",
                at: sheet.source, label: "pushes sheets with their own layouts",
                notes: [
                    "each pushed sheet's layout is applied on push by the UIKit shell's `BottomSheetNavigationController`, which the `conformance` backend targets"
                ],
                help:
                    "present the stack with the `BottomSheetable` runtime (`--backend conformance`), or give the pushed sheets `\(sheet.id)`'s detents"
            )
        ]
    }
}
