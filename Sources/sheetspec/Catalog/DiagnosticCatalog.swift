import SheetCodegen
import SheetDiagnostics
import SheetLanguage

extension DescriptorCatalog {
    /// Every diagnostic code sheetspec can emit, joined here because only the
    /// command line sees every stage: what `sheetspec explain` prints, SARIF
    /// lists as rules, the configuration's `rules:` recognises, and
    /// docs/Rules.md shows.
    static let every = DescriptorCatalog(LanguageDiagnostics.all + GenerationDiagnostics.all)
}
