import BottomSheetable
import Testing

/// `transition: sheet` worked through on two phones: a content-sized root with
/// 300 pt of content pushes a content-sized screen with 600 pt of content, both
/// capped at 85 % of the available height (the store picker's `max`).
/// iPhone 15: available 759, cap 645.15, so the pushed screen is 600 tall.
/// iPhone SE: available 647, cap 549.95, so the pushed screen is clamped to 549.95.
@Suite struct NavigationTransitionFramesTests {
    let capped = SheetLayout(
        tiers: .oneTierAutomatic,
        detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: .fraction(0.85)))],
        navigation: SheetNavigation(pushableSheets: ["details"], transition: .sheet))

    private func frames(_ operation: NavigationTransitionFrames.Operation, on container: SheetContainer)
        -> NavigationTransitionFrames
    {
        let root = capped.initialResolvedDetent(among: capped.resolvedDetents(in: container, contentHeight: 300))!
        let pushed = capped.initialResolvedDetent(among: capped.resolvedDetents(in: container, contentHeight: 600))!
        return operation == .push
            ? NavigationTransitionFrames(operation: .push, from: root, to: pushed)
            : NavigationTransitionFrames(operation: .pop, from: pushed, to: root)
    }

    @Test func pushOnIPhone15RisesFromTheBottomEdgeWhileTheSheetGrows() {
        let push = frames(.push, on: ExampleContainers.iPhone15)
        #expect(push.fromHeight == 300 && push.toHeight == 600)
        // p = 0: the sheet is the root's 300; the pushed screen hangs 300 below its top, hidden.
        #expect(push.sheetHeight(at: 0) == 300)
        #expect(push.movingScreenOffset(at: 0) == 300 && push.movingScreenTop(at: 0) == 0)
        // p = 0.5: 300 + 300 · 0.5 = 450 tall; offset (1 − 0.5) · 300 = 150; top 450 − 150 = 300 = 0.5 · 600.
        #expect(push.sheetHeight(at: 0.5) == 450)
        #expect(push.movingScreenOffset(at: 0.5) == 150 && push.movingScreenTop(at: 0.5) == 300)
        // p = 1: 600 tall, the pushed screen flush with the top.
        #expect(push.sheetHeight(at: 1) == 600 && push.movingScreenOffset(at: 1) == 0)
    }

    @Test func pushOnIPhoneSEStopsAtTheCap() {
        let push = frames(.push, on: ExampleContainers.iPhoneSE)
        expectClose(push.toHeight, 549.95)
        // p = 0.5: 300 + 249.95 · 0.5 = 424.975; offset 150; top 274.975 = 0.5 · 549.95.
        expectClose(push.sheetHeight(at: 0.5), 424.975)
        expectClose(push.movingScreenOffset(at: 0.5), 150)
        expectClose(push.movingScreenTop(at: 0.5), 274.975)
        expectClose(push.sheetHeight(at: 1), 549.95)
    }

    @Test func popSinksBelowTheBottomEdgeWhileTheSheetShrinks() {
        let pop = frames(.pop, on: ExampleContainers.iPhone15)
        // p = 0.25: 600 − 300 · 0.25 = 525; offset 0.25 · 300 = 75; top 450 = 0.75 · 600.
        #expect(pop.sheetHeight(at: 0.25) == 525)
        #expect(pop.movingScreenOffset(at: 0.25) == 75 && pop.movingScreenTop(at: 0.25) == 450)
        // p = 1: back to 300, the popped screen's top on the bottom edge, hidden.
        #expect(pop.sheetHeight(at: 1) == 300 && pop.movingScreenTop(at: 1) == 0)

        let se = frames(.pop, on: ExampleContainers.iPhoneSE)
        // p = 0.25: 549.95 − 249.95 · 0.25 = 487.4625; top 0.75 · 549.95 = 412.4625.
        expectClose(se.sheetHeight(at: 0.25), 487.4625)
        expectClose(se.movingScreenTop(at: 0.25), 412.4625)
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() {
        let push = frames(.push, on: ExampleContainers.iPhone15)
        #expect(push.sheetHeight(at: -1) == 300 && push.sheetHeight(at: 2) == 600)
        #expect(push.movingScreenOffset(at: .nan) == 300 && push.movingScreenOffset(at: .infinity) == 0)
    }

    @Test func theEdgeSwipeAndNonBottomSheetableScreensKeepTheSystemTransition() {
        #expect(NavigationTransition.forStep(below: capped, interactive: false) == .sheet)
        #expect(NavigationTransition.forStep(below: capped, interactive: true) == .system)
        #expect(NavigationTransition.forStep(below: nil, interactive: false) == .system)
        #expect(NavigationTransition.forStep(below: SheetLayout(), interactive: false) == .system)
    }
}
