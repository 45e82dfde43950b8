// A target that FlingTests does not depend on, read by a test as text (as the UIKit
// shell's run tests read Sources/BottomSheetableUIKit): the scratch package of Fling
// must still hold this folder. No line here has a mutant.
import Fling

public enum FlingShell {
    public static func releases(at velocity: Double, over threshold: Double) -> Bool {
        return isFling(velocity: velocity, threshold: threshold)
    }
}
