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

    /// The other kinds of field: a list of names, an option set, a colour in
    /// hex channels, a nested value and one that may be `nil`.
    @Test func initializerSpellsEveryKindOfField() {
        #expect(
            LayoutExpressions.initializer(SheetNavigation(pushableSheets: ["a", "b\"c"], interactivePop: false, transition: .sheet))
                == #"SheetNavigation(pushableSheets: ["a", "b\"c"], interactivePop: false, transition: .sheet)"#)
        #expect(
            LayoutExpressions.initializer(
                PopoverLayout(width: 400, portraitHeight: 600, landscapeHeight: 380.5, alignment: .anchored, bottomMargin: 12, arrows: [.right, .up]))
                == "PopoverLayout(width: 400, portraitHeight: 600, landscapeHeight: 380.5, alignment: .anchored, bottomMargin: 12, arrows: [.up, .right])")
        #expect(
            LayoutExpressions.initializer(PopoverLayout(portraitHeight: 1, landscapeHeight: 2)).hasSuffix("arrows: [])"))
        let red = SheetColor(red8: 0xFF, green8: 0x00, blue8: 0x1C, alpha8: 0x80)
        #expect(
            LayoutExpressions.initializer(
                SheetStyle(dimmingColor: red, dimmingAlpha: 0.5, border: SheetBorder(color: .black, width: 2),
                    grabber: GrabberStyle(color: red, width: 40, height: 6, topGap: 7)))
                == "SheetStyle(dimmingColor: SheetColor(red8: 0xFF, green8: 0x00, blue8: 0x1C, alpha8: 0x80), dimmingAlpha: 0.5, "
                + "border: SheetBorder(color: SheetColor(red8: 0x00, green8: 0x00, blue8: 0x00, alpha8: 0xFF), width: 2), "
                + "grabber: GrabberStyle(color: SheetColor(red8: 0xFF, green8: 0x00, blue8: 0x1C, alpha8: 0x80), width: 40, height: 6, topGap: 7))")
        #expect(LayoutExpressions.initializer(SheetStyle(border: nil)).contains("border: nil, grabber: GrabberStyle("))
        #expect(LayoutExpressions.border(nil) == "nil")
        #expect(
            LayoutExpressions.border(SheetBorder(color: red, width: 0.5))
                == "SheetBorder(color: SheetColor(red8: 0xFF, green8: 0x00, blue8: 0x1C, alpha8: 0x80), width: 0.5)")
    }
}
