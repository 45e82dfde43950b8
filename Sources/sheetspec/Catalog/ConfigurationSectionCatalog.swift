import SheetCodegen
import SheetLanguage

extension ConfigurationSections {
    /// Every later stage's keys of `.sheetspec.yml`, joined here like the
    /// diagnostic codes: every command reads the whole file, so `validate`
    /// accepts `output:` and a misspelt `backend:` gets its did-you-mean in
    /// any command.
    static let every = ConfigurationSections(types: [CodegenConfiguration.self])
}
