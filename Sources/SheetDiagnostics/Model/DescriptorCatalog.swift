/// A set of diagnostic descriptors, in code order, looked up by code or name.
/// Each stage lists its own codes; whoever sees several stages joins them.
public struct DescriptorCatalog: Sendable {
    public let all: [DiagnosticDescriptor]
    public let byCode: [DiagnosticCode: DiagnosticDescriptor]

    public init(_ descriptors: [DiagnosticDescriptor]) {
        all = descriptors.sorted { $0.code < $1.code }
        byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
    }

    /// Looks a descriptor up by code (`SS0021`) or by name (`duplicate-key`).
    public func descriptor(named text: String) -> DiagnosticDescriptor? {
        if let code = DiagnosticCode(parsing: text) { return byCode[code] }
        return all.first { $0.name == text }
    }
}
