import BottomSheetable

/// How a settle's damping ratio depends on the release velocity (`physics.spring.dampingCurve`).
public enum DampingCurveKeyword: String, SpecKeyword {
    /// `dampingWithoutVelocity` at rest, `damping` after any fling.
    case step
    /// From `dampingWithoutVelocity` at 150 pt/s down to `damping` at 3,000 pt/s, as
    /// OverlayContainer's spring does.
    case ramp
}

/// The runtime's value, a switch, so that a word added on either side does not compile.
extension DampingCurveKeyword {
    var runtimeValue: SpringDampingCurve {
        switch self {
        case .step: .step
        case .ramp: .ramp
        }
    }
}
