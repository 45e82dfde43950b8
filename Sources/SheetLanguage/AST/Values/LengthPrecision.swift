import BottomSheetable
import SheetDiagnostics

/// Lengths in the plan and in resolution messages are rounded to 1/1000 pt.
///
/// Why round at all: the arithmetic is exact IEEE-754 and the same on every
/// machine, but its shortest decimal form is not always the number a reader
/// expects (`0.9 × 647` prints as `582.3000000000001`). Why 1/1000: the finest
/// pixel on any iOS screen is 1/3 pt, so three decimals keep every value far
/// below what can be displayed, while printing the decimal a person would
/// write. Comparisons that a diagnostic reports (two detents "at the same
/// height") use the same rounding, so a message never contradicts the plan.
public enum LengthPrecision {
    /// The step every printed length is a multiple of.
    public static let step = 0.001

    /// `value` to the nearest 1/1000, halves away from zero; negative zero becomes zero.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * 1000).rounded() / 1000 + 0
    }

    /// Whether two lengths print the same.
    public static func same(_ lhs: Double, _ rhs: Double) -> Bool {
        // Equal lengths print the same without rounding either, which is most
        // comparisons: a detent that needed no clamping, say.
        lhs == rhs || rounded(lhs) == rounded(rhs)
    }

    /// Whether a height differs from the one asked for by more than the
    /// printed precision: what the plan's `clamped` and SS3001 report.
    static func isClamped(_ height: Double, requested: Double) -> Bool {
        !same(height, requested)
    }

    /// The rounded value as the plan prints it (`647`, `323.5`, `683.1`):
    /// `JSONWriter.number`'s form, without a writer (a report prints millions).
    public static func text(_ value: Double) -> String {
        let value = rounded(value)
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.isFinite ? value.description : "null"
    }
}

extension ResolvedDetent {
    /// Clamped by more than the printed precision: what the plan's `clamped`
    /// and SS3001 report, so the two always agree.
    var isClampedAtPrintedPrecision: Bool {
        LengthPrecision.isClamped(height, requested: requestedHeight)
    }
}

extension ContentHeightRange {
    /// The floor above the cap at the printed precision: the plan's `inverted`
    /// and SS3004.
    var isInvertedAtPrintedPrecision: Bool {
        LengthPrecision.rounded(floor) > LengthPrecision.rounded(cap)
    }
}

/// A length as the plan prints it, with its unit: `points(0.5)` is "0.5 pt".
func points(_ value: Double) -> String { LengthPrecision.text(value) + " pt" }
