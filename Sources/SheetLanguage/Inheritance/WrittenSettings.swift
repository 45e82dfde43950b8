import SheetDiagnostics

/// One place where settings were written: a sheet's own mapping or a file's
/// `defaults:`.
///
/// Rules about a value on its own (a fraction out of range, two detents with
/// one id) check each place once, where it was written, rather than in every
/// sheet that inherits it: one mistake, one diagnostic.
///
/// A class: about ten rules walk every place of a run, and copying a place
/// (its path and its whole sheet declaration) for each was dearer than the
/// check itself.
public final class WrittenSettings: Sendable {
    public let settings: SheetSettings
    public let path: String
    /// "sheet `checkout`" or "the `defaults` of checkout.sheet.yaml", for messages.
    /// Built when a message needs it, not for every place of every run.
    public var owner: String {
        sheet.map { "sheet `\($0.id.value)`" } ?? "the file's `defaults`"
    }
    /// The sheet, when the place is a sheet.
    public let sheet: SheetDeclaration?

    init(settings: SheetSettings, path: String, sheet: SheetDeclaration?) {
        self.settings = settings
        self.path = path
        self.sheet = sheet
    }

    /// Every place in the files that decoded cleanly, in file and source order.
    /// Built once per run (`RuleContext.writtenSettings`); several rules read it.
    public static func all(in context: RuleContext) -> [WrittenSettings] {
        context.writtenSettings
    }

    /// The places of `files`, each sheet's only if `includes` says so.
    static func collect(
        from files: [SpecFile], including includes: (SheetDeclaration, SpecFile) -> Bool = { _, _ in true }
    ) -> [WrittenSettings] {
        var places: [WrittenSettings] = []
        places.reserveCapacity(files.reduce(0) { $0 + $1.sheets.count + 1 })
        for file in files {
            if let defaults = file.defaults {
                places.append(WrittenSettings(settings: defaults.value, path: file.path, sheet: nil))
            }
            for sheet in file.sheets where includes(sheet, file) {
                places.append(WrittenSettings(settings: sheet.settings, path: file.path, sheet: sheet))
            }
        }
        return places
    }
}
