/// `exp`, `sin` and `cos` for the spring's closed form, written out because the module
/// imports nothing (no Foundation, no libm). Each reduces its argument and sums a short
/// Taylor series, which keeps the error within a few units in the last place for the
/// arguments a settle animation uses (`|x|` up to a few hundred), and gives the same
/// result on every platform: the frames of a scripted gesture are reproducible bit for bit.
enum Elementary {
    private static let ln2Hi: Double = 6.93147180369123816490e-01
    private static let ln2Lo: Double = 1.90821492927058770002e-10
    private static let halfPiHi: Double = 1.57079632673412561417e+00
    private static let halfPiLo: Double = 6.07710050650619224932e-11

    /// `e^x`; 0 below −745, `+∞` above 709.78, NaN for NaN.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745 { return 0 }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2; e^x = 2^k · e^r.
        let k = (x / (ln2Hi + ln2Lo)).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        var term = 1.0
        var sum = 1.0
        for n in 1...20 {
            term *= r / Double(n)
            sum += term
        }
        return scaled(sum, byPowerOfTwo: Int(k))
    }

    /// `sin x` (radians).
    static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (quadrant, r) = reduced(x)
        switch quadrant {
        case 0: return sinSeries(r)
        case 1: return cosSeries(r)
        case 2: return -sinSeries(r)
        default: return -cosSeries(r)
        }
    }

    /// `cos x` (radians).
    static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (quadrant, r) = reduced(x)
        switch quadrant {
        case 0: return cosSeries(r)
        case 1: return -sinSeries(r)
        case 2: return -cosSeries(r)
        default: return sinSeries(r)
        }
    }

    /// `x = n·π/2 + r`, `|r| ≤ π/4`; returns `n mod 4` and `r`.
    private static func reduced(_ x: Double) -> (quadrant: Int, remainder: Double) {
        let n = (x / (halfPiHi + halfPiLo)).rounded()
        let r = (x - n * halfPiHi) - n * halfPiLo
        let quadrant = Int(n.truncatingRemainder(dividingBy: 4))
        return ((quadrant + 4) % 4, r)
    }

    private static func sinSeries(_ r: Double) -> Double { alternatingSeries(r, firstTerm: r, firstPower: 1) }

    private static func cosSeries(_ r: Double) -> Double { alternatingSeries(r, firstTerm: 1, firstPower: 0) }

    /// Ten more terms of `Σ (−1)^k r^(p+2k) / (p+2k)!` after `firstTerm` (`r^p / p!`):
    /// sin's series for `p = 1`, cos's for `p = 0`.
    private static func alternatingSeries(_ r: Double, firstTerm: Double, firstPower: Double) -> Double {
        let r2 = r * r
        var term = firstTerm
        var sum = firstTerm
        var n = firstPower
        for _ in 0..<10 {  // mutate: equivalent — for |r| ≤ π/4 the 10th and 11th terms are under 1e-20 of the sum, below half an ulp, so 9 or 11 terms give the same bits
            term *= -r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// `value · 2^exponent`, in two steps so that neither factor overflows or
    /// flushes to zero on its own.
    private static func scaled(_ value: Double, byPowerOfTwo exponent: Int) -> Double {
        let half = exponent / 2
        let first = Double(sign: .plus, exponent: half, significand: 1)
        let second = Double(sign: .plus, exponent: exponent - half, significand: 1)
        return value * first * second
    }
}
