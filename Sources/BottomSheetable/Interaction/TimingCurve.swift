/// One of UIKit's built-in timing curves for an animation of a fixed duration
/// (`UIView.AnimationCurve`), which the keyboard's notifications name for its
/// own move (`keyboardAnimationCurveUserInfoKey`), so that a sheet can move with it.
///
/// The shell hands UIKit the curve the notification gave; the state machine
/// uses `progress(at:)` only for its own clock (where the sheet is when an
/// event interrupts the move), with Core Animation's control points of the
/// named timing functions.
public enum TimingCurve: Sendable, Hashable {
    case easeInOut
    case easeIn
    case easeOut
    case linear
    /// A raw value that is none of the four: the keyboard's notifications
    /// announce such a curve. The shell hands the value on to UIKit; the
    /// state machine's clock approximates it by ease-in-out.
    case unnamed(rawValue: Int)

    /// `UIView.AnimationCurve`'s raw value: 0 ease-in-out, 1 ease-in, 2
    /// ease-out, 3 linear (the order of the constants on its page); any other
    /// is `unnamed`.
    public init(animationCurveRawValue: Int) {
        switch animationCurveRawValue {
        case 0: self = .easeInOut
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .unnamed(rawValue: animationCurveRawValue)
        }
    }

    /// The raw value to hand `UIView.AnimationCurve(rawValue:)`.
    public var animationCurveRawValue: Int {
        switch self {
        case .easeInOut: 0
        case .easeIn: 1
        case .easeOut: 2
        case .linear: 3
        case .unnamed(let rawValue): rawValue
        }
    }

    /// The cubic Bézier's control points `(x1, y1, x2, y2)`, from (0, 0) to (1, 1).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .easeInOut, .unnamed: (0.42, 0, 0.58, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .linear: (0, 0, 1, 1)
        }
    }

    /// How far the animated value has gone, 0 to 1, when `fraction` of the
    /// duration has passed (clamped to 0…1; NaN counts as 0): the Bézier's `y`
    /// where its `x` is `fraction`, found by bisection to 1e-9.
    public func progress(at fraction: Double) -> Double {
        let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if self == .linear || x == 0 || x == 1 { return x }
        let p = controlPoints
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<64 {
            t = (low + high) / 2
            let value = bezier(t, p.x1, p.x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
        }
        return bezier(t, p.y1, p.y2)
    }
}
