import Testing

/// Expects two doubles to agree to within `tolerance` (worked numbers are decimals,
/// computed results are binary floating point).
func expectClose(
    _ actual: Double,
    _ expected: Double,
    tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
