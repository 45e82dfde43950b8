import SheetDiagnostics

/// The codes the shared decoding machinery reports its structural problems
/// under: an unknown key, a value of the wrong type, a missing or empty key,
/// a word outside a closed list.
///
/// Spec files and the project configuration are read by the same
/// `DecodingContext`, so a misspelt key gets the same position, did-you-mean
/// and fix in both; only the code says which kind of file is wrong, so that
/// `sheetspec explain` can describe the right keys. Problems with how a value
/// is written (YAML 1.1 booleans and numbers, quotes, non-finite numbers)
/// mean the same in every file and keep their `SS10xx` codes.
struct DecodingCodes: Sendable {
    var unknownKey: DiagnosticDescriptor
    var typeMismatch: DiagnosticDescriptor
    var missingKey: DiagnosticDescriptor
    var emptyValue: DiagnosticDescriptor
    var unknownValue: DiagnosticDescriptor

    /// Spec files: `SS1003` and its neighbours.
    static let spec = DecodingCodes(
        unknownKey: DecodingDiagnostics.unknownKey, typeMismatch: DecodingDiagnostics.typeMismatch,
        missingKey: DecodingDiagnostics.missingKey, emptyValue: DecodingDiagnostics.emptyValue,
        unknownValue: DecodingDiagnostics.unknownValue)
}
