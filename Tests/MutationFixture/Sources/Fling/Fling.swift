/// Whether a release flings the sheet: only a release strictly faster than the
/// threshold does; one exactly at it settles.
public func isFling(velocity: Double, threshold: Double) -> Bool {
    // The comparison `scripts/mutate --self-test` expects to survive the weak test
    // (line 6), and to be killed once the test checks the threshold itself.
    return velocity > threshold
}

/// A height never below zero. At exactly zero both branches give zero, so
/// `<` and `<=` cannot be told apart: the line is marked as equivalent.
public func nonNegative(_ height: Double) -> Double {
    return height < 0 ? 0 : height  // mutate: equivalent — at 0 both branches give 0
}

/// How far a fling reaches, in detents. A raw value must be a literal, so the two
/// mutants of `= 1` do not fit a mutant schema: they are built one at a time.
public enum FlingReach: Int {
    case oneDetent = 1
}
