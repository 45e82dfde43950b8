import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// The compiler and an app agree exactly: for every example sheet on every
/// profile screen, an app that builds its container from the device (view
/// bounds, safe-area insets, vertical size class) and hands the generated
/// `SheetLayout` to the runtime gets the plan's numbers, exactly in the
/// `LayoutPlan` value and to the printed precision in the JSON.
@Suite struct RuntimeAgreementTests {
    /// What an app computes, from nothing but the device and the layout.
    struct AppSide {
        var heights: [Double]
        var keyboard: [KeyboardOutcome]
        var popover: PopoverPlacement?
        var popoverWithKeyboard: PopoverPlacement?

        init(layout: SheetLayout, screen: ProfileScreen, presentsPopover: Bool) {
            let container = SheetContainer(
                size: Size(width: screen.size.width, height: screen.size.height),
                safeArea: Insets(
                    top: screen.safeArea.top, left: screen.safeArea.left, bottom: screen.safeArea.bottom,
                    right: screen.safeArea.right),
                // The app passes the gap its device keeps (docs/Runtime.md §2), as the profile does,
                // and its tab bar's height (`BottomSheetable.tabBarHeight(in:)`); the layout's frame
                // says which edges count (§2.1).
                topGap: screen.topGap, isCompactHeight: screen.isCompactHeight, frame: layout.frame,
                tabBarHeight: screen.tabBarHeight)
            let detents = DetentResolver.heights(for: layout.detents, in: container)
            heights = detents.map(\.height)
            keyboard = detents.map {
                KeyboardAdjustment.sheet(
                    policy: layout.keyboard, currentHeight: $0.height, detents: detents,
                    keyboardHeight: screen.keyboardHeight, in: container)
            }
            if presentsPopover, let popover = layout.popover {
                self.popover = PopoverPlacement.resolve(popover, in: container)
                popoverWithKeyboard = PopoverPlacement.resolve(
                    popover, in: container, keyboardPolicy: PopoverShrink(layout, observesKeyboard: true).popoverPolicy,
                    keyboardHeight: screen.keyboardHeight)
            }
        }
    }

    static let plan: LayoutPlan? = try? PlanFixtures.outcome(PlanFixtures.exampleNames).plan

    @Test func everyHeightInThePlanIsWhatTheAppComputes() throws {
        let plan = try #require(Self.plan)
        var compared = 0
        for sheetPlan in plan.sheets {
            for (profile, layout) in zip(plan.profiles, sheetPlan.profiles) {
                for (screen, planned) in zip(profile.screens, layout.screens) {
                    let app = AppSide(
                        layout: sheetPlan.sheet.layout, screen: screen, presentsPopover: planned.presentedAs == .popover)
                    let context = "\(sheetPlan.sheet.id) on \(profile.describe(screen))"
                    #expect(planned.detents.map(\.resolved.height) == app.heights, "\(context)")
                    #expect(planned.detents.map(\.keyboard) == app.keyboard, "\(context)")
                    #expect(planned.popover?.placement == app.popover, "\(context)")
                    #expect(planned.popover?.withKeyboard == app.popoverWithKeyboard, "\(context)")
                    compared += app.heights.count
                }
            }
        }
        #expect(compared >= 7 * 12, "every sheet on every screen")
    }

    @Test func thePrintedPlanRoundsTheAppsNumbersAndNothingElse() throws {
        let plan = try #require(Self.plan)
        let object = try JSONSerialization.jsonObject(with: Data(LayoutPlanWriter.json(plan).utf8))
        let sheets = try #require((object as? [String: Any])?["sheets"] as? [[String: Any]])
        #expect(sheets.count == plan.sheets.count)
        for (sheetPlan, sheetJSON) in zip(plan.sheets, sheets) {
            let layouts = try #require(sheetJSON["layouts"] as? [[String: Any]])
            for (profile, layoutJSON) in zip(plan.profiles, layouts) {
                let screens = try #require(layoutJSON["screens"] as? [[String: Any]])
                for (screen, screenJSON) in zip(profile.screens, screens) {
                    let app = AppSide(
                        layout: sheetPlan.sheet.layout, screen: screen,
                        presentsPopover: screenJSON["presentedAs"] as? String == "popover")
                    let detents = try #require(screenJSON["detents"] as? [[String: Any]])
                    let printed = detents.compactMap { ($0["height"] as? NSNumber)?.doubleValue }
                    #expect(printed == app.heights.map(LengthPrecision.rounded), "\(sheetPlan.sheet.id) on \(profile.describe(screen))")
                    let withKeyboard = detents.compactMap {
                        (($0["withKeyboard"] as? [String: Any])?["height"] as? NSNumber)?.doubleValue
                    }
                    #expect(withKeyboard == app.keyboard.map { LengthPrecision.rounded($0.height) })
                    if let popover = app.popover, let frame = (screenJSON["popover"] as? [String: Any])?["frame"] as? [String: Any] {
                        let printedFrame = ["x", "y", "width", "height"].compactMap { (frame[$0] as? NSNumber)?.doubleValue }
                        let appFrame = [popover.frame.minX, popover.frame.minY, popover.frame.width, popover.frame.height]
                        #expect(printedFrame == appFrame.map(LengthPrecision.rounded))
                    } else {
                        #expect(app.popover == nil)
                        #expect(screenJSON["popover"] is NSNull)
                    }
                }
            }
        }
    }
}
