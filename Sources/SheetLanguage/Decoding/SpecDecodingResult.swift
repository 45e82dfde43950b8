import SheetDiagnostics

/// What decoding one document produced.
///
/// `spec` is `nil` only when there is nothing to decode (an empty file, or a
/// document that is not a mapping). Otherwise it holds every sheet and field
/// that decoded, and `diagnostics` lists the rest: callers that need a fully
/// valid spec check `hasErrors`.
public struct SpecDecodingResult: Sendable {
    public var spec: SpecFile?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
