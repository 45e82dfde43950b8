import SheetDiagnostics

/// One place where settings were written: a sheet's own mapping or a file's
/// `defaults:`.
///
/// Rules about a value on its own (a fraction out of range, two detents with
/// one id) check each place once, where it was written, rather than in every
/// sheet that inherits it: one mistake, one diagnostic.
public struct WrittenSettings: Sendable {
    public let settings: SheetSettings
    public let path: String
    /// "sheet `checkout`" or "the `defaults` of checkout.sheet.yaml", for messages.
    public let owner: String
    /// The sheet, when the place is a sheet.
    public let sheet: SheetDeclaration?

    /// Every place in the files that decoded cleanly, in file and source order.
    public static func all(in context: RuleContext) -> [WrittenSettings] {
        context.checkableFiles.flatMap { file in
            let defaults = file.defaults.map {
                WrittenSettings(settings: $0.value, path: file.path, owner: "the file's `defaults`", sheet: nil)
            }
            let sheets = file.sheets.map {
                WrittenSettings(settings: $0.settings, path: file.path, owner: "sheet `\($0.id.value)`", sheet: $0)
            }
            return (defaults.map { [$0] } ?? []) + sheets
        }
    }
}
