/// The sheet's height while the keyboard is shown, for each `KeyboardPolicy`.
///
/// `keyboardHeight` is the height of the keyboard's end frame as UIKit reports it
/// (`keyboardFrameEndUserInfoKey`), measured from the bottom of the screen, so it
/// includes the bottom safe-area inset it covers. Detent heights are measured above
/// the bottom safe-area edge, so what the keyboard takes from a sheet is its
/// **overlap**:
///
///     overlap = max(0, keyboardHeight − baselineInset)
///
/// | policy | height with keyboard |
/// | --- | --- |
/// | `none`, `shrink` | unchanged `h` (for `shrink` the content is laid out in what stays uncovered) |
/// | `expand` | the largest detent; already there (no larger detent): as `lift` (as UIKit does) |
/// | `lift` | `min(h + overlap, A)` (never below `h`), `A` = available height |
///
/// Popovers: `shrink` → `clamp(orientationMaxHeight − keyboardHeight, 0, orientationMaxHeight)`
/// (the original `PopoverContainerViewController` formula, clamped so a tall keyboard
/// cannot make the height negative); other policies keep the orientation height.
/// The original shrinks only one-tier automatic popovers that observe the keyboard:
/// `PopoverShrink` decides which policy to pass here.
public enum KeyboardAdjustment {
    /// The part of the keyboard above the baseline (the bottom safe-area edge unless the sheet's frame moves it).
    public static func overlap(keyboardHeight: Double, in container: SheetContainer) -> Double {
        max(0, keyboardHeight - container.baselineInset)
    }

    /// The sheet's height and uncovered height with the keyboard shown.
    ///
    /// - Parameters:
    ///   - currentHeight: the sheet's height when the keyboard appears.
    ///   - detents: the resolved detents (any order); `expand` grows to the largest.
    public static func sheet(
        policy: KeyboardPolicy,
        currentHeight: Double,
        detents: [ResolvedDetent],
        keyboardHeight: Double,
        in container: SheetContainer
    ) -> KeyboardOutcome {
        let overlap = overlap(keyboardHeight: keyboardHeight, in: container)
        let height: Double
        switch policy {
        case .none, .shrink:
            height = currentHeight
        case .lift:
            height = lifted(currentHeight, by: overlap, available: container.availableHeight)
        case .expand:
            let largest = detents.map(\.height).max() ?? currentHeight
            if overlap == 0 {
                height = currentHeight
            } else if currentHeight < largest {
                height = largest
            } else {
                height = lifted(currentHeight, by: overlap, available: container.availableHeight)
            }
        }
        return KeyboardOutcome(height: height, uncoveredHeight: max(0, height - overlap))
    }

    /// A popover's height with the keyboard shown.
    public static func popoverHeight(
        policy: KeyboardPolicy,
        orientationMaxHeight: Double,
        keyboardHeight: Double
    ) -> Double {
        guard policy == .shrink else { return orientationMaxHeight }
        return min(max(orientationMaxHeight - max(keyboardHeight, 0), 0), orientationMaxHeight)
    }

    private static func lifted(_ height: Double, by overlap: Double, available: Double) -> Double {
        max(height, min(height + overlap, available))
    }
}

/// A sheet's geometry while the keyboard is shown.
public struct KeyboardOutcome: Sendable, Hashable {
    /// The sheet's height above the bottom safe-area edge.
    public var height: Double
    /// How much of that height is above the keyboard's top edge (where content stays visible).
    public var uncoveredHeight: Double

    public init(height: Double, uncoveredHeight: Double) {
        self.height = height
        self.uncoveredHeight = uncoveredHeight
    }
}
