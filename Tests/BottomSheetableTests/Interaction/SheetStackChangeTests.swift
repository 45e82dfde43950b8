import BottomSheetable
import Testing

/// Following the platform's navigation stack: the pops and pushes that turn the
/// screens the state machine was told of into the ones on the stack now.
@Suite struct SheetStackChangeTests {
    @Test func aPushAndAPopAreOneStep() {
        #expect(SheetStackChange(from: ["root"], to: ["root", "a"]) == SheetStackChange(pops: 0, pushes: ["a"]))
        #expect(SheetStackChange(from: ["root", "a"], to: ["root"]) == SheetStackChange(pops: 1, pushes: []))
        #expect(SheetStackChange(from: ["root", "a"], to: ["root", "a"]).isEmpty)
    }

    /// `popToViewController(b)` from root, a, b, c, d: two pops, nothing pushed;
    /// `popToRootViewController` from four screens: three pops.
    @Test func poppingToAScreenOrToTheRootPopsEveryScreenAboveIt() {
        #expect(
            SheetStackChange(from: ["root", "a", "b", "c", "d"], to: ["root", "a", "b"])
                == SheetStackChange(pops: 2, pushes: []))
        #expect(SheetStackChange(from: ["root", "a", "b", "c"], to: ["root"]) == SheetStackChange(pops: 3, pushes: []))
    }

    /// `setViewControllers([root, a, x, y])` over root, a, b, c: the two screens
    /// past the shared root, a go, then x and y are pushed in order.
    @Test func aReplacedStackPopsPastTheSharedStartAndPushesTheRestInOrder() {
        let change = SheetStackChange(from: ["root", "a", "b", "c"], to: ["root", "a", "x", "y"])
        #expect(change == SheetStackChange(pops: 2, pushes: ["x", "y"]))
        #expect(!change.isEmpty)
    }

    /// Screens pushed before the sheet was shown: the state machine knows only the
    /// root, so all three are pushed.
    @Test func screensPushedBeforePresentationArePushedInOrder() {
        #expect(
            SheetStackChange(from: ["root"], to: ["root", "a", "b", "c"])
                == SheetStackChange(pops: 0, pushes: ["a", "b", "c"]))
    }

    /// The root screen holds the sheet's layout and is never popped, even when the
    /// new stack starts elsewhere; an empty stack pops down to it.
    @Test func theRootIsNeverPopped() {
        #expect(SheetStackChange(from: ["root", "a"], to: ["x", "y"]) == SheetStackChange(pops: 1, pushes: ["y"]))
        #expect(SheetStackChange(from: ["root", "a", "b"], to: []) == SheetStackChange(pops: 2, pushes: []))
        #expect(SheetStackChange(from: [String](), to: ["root"]) == SheetStackChange(pops: 0, pushes: ["root"]))
    }
}

extension SheetStackChangeTests {
    /// Empty only with neither a pop nor a push: a push alone, a pop alone, or both, is a change.
    @Test func emptyNeedsNeitherPopsNorPushes() {
        #expect(SheetStackChange(pops: 0, pushes: [String]()).isEmpty)
        #expect(!SheetStackChange(pops: 0, pushes: ["a"]).isEmpty)
        #expect(!SheetStackChange<String>(pops: 1, pushes: []).isEmpty)
        #expect(!SheetStackChange(pops: 2, pushes: ["x"]).isEmpty)
        #expect(!SheetStackChange(from: ["root"], to: ["root", "a"]).isEmpty)
        #expect(!SheetStackChange(from: ["root", "a"], to: ["root"]).isEmpty)
    }
}
