import SheetCodegen
import SheetDiagnostics
import SheetLanguage

/// Every diagnostic code sheetspec can emit, joined here because only the
/// command line sees every stage: what `sheetspec explain` prints, SARIF
/// lists as rules, the configuration's `rules:` recognises, and
/// docs/Rules.md shows.
enum DiagnosticCatalog {
    static let catalog = DescriptorCatalog(LanguageDiagnostics.all + GenerationDiagnostics.all)
    static var all: [DiagnosticDescriptor] { catalog.all }
    static var byCode: [DiagnosticCode: DiagnosticDescriptor] { catalog.byCode }

    static func descriptor(named text: String) -> DiagnosticDescriptor? { catalog.descriptor(named: text) }
}
