import BottomSheetable
import Testing

@testable import SheetCodegen

/// A runtime value with a field list is spelt as its initializer with every
/// field of the list, in order, under its label.
@Suite struct LayoutExpressionsTests {
    @Test func initializerWritesEveryFieldUnderItsLabel() {
        #expect(
            LayoutExpressions.initializer(DismissalRules(swipe: false, tapOutside: true, closeButton: true, confirm: false))
                == "DismissalRules(swipe: false, tapOutside: true, closeButton: true, confirm: false)")
        #expect(
            LayoutExpressions.initializer(RubberBand(coefficient: 0.3, bandsAboveLargest: false, bandsBelowSmallest: true))
                == "RubberBand(coefficient: 0.3, bandsAboveLargest: false, bandsBelowSmallest: true)")
        #expect(
            LayoutExpressions.initializer(SheetSpring(response: 0.25, damping: 0.7, dampingWithoutVelocity: 1, dampingCurve: .ramp))
                == "SheetSpring(response: 0.25, damping: 0.7, dampingWithoutVelocity: 1, dampingCurve: .ramp)")
        #expect(LayoutExpressions.initializer(SheetFrame(bottom: .tabBar, top: .screen)) == "SheetFrame(bottom: .tabBar, top: .screen)")
        #expect(LayoutExpressions.initializer(ScrollBehavior(expandsAtEdge: false)) == "ScrollBehavior(expandsAtEdge: false)")
    }
}
