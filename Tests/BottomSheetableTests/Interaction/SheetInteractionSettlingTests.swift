import BottomSheetable
import Testing

/// Settling's bookkeeping (`SheetInteraction+Settling.swift`): the animation clock, what a
/// finished slide-out clears, detents found again after a change, and a sheet without
/// an active detent (`medium` only, in landscape, which is compact height). iPhone 15:
/// available 759 in portrait, 372 in landscape.
@Suite struct SheetInteractionSettlingTests {
    let container = InteractionFixtures.iPhone15
    let landscape = ExampleContainers.iPhone15Landscape

    /// A new settle starts its clock at 0, and a finished one leaves it at 0.
    @Test func everySettleStartsAndEndsWithTheClockAtZero() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.run([.moveToDetent("full"), .timeStep(0.1)])
        #expect(sheet.animationElapsed == 0.1)
        sheet.handle(.moveToDetent("tip"))
        #expect(sheet.animationElapsed == 0 && sheet.animation?.toHeight == 100)
        sheet.tickUntilStill()
        #expect(sheet.phase == .resting && sheet.height == 100)
        #expect(sheet.animation == nil && sheet.animationElapsed == 0)
    }

    /// A slide-out that ends through time steps leaves no animation and its clock at 0.
    @Test func aFinishedDismissalClearsTheAnimation() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: container)
        sheet.handle(.dismissRequested(.programmatic))
        sheet.handle(.timeStep(0.05))
        #expect(sheet.animationElapsed == 0.05)
        let effects = sheet.tickUntilStill()
        #expect(effects == [.dismissCompletion])
        #expect(sheet.phase == .dismissed && sheet.animation == nil && sheet.animationElapsed == 0)
        #expect(sheet.currentDetent == nil && sheet.targetDetent == nil && sheet.position == -34)
    }

    /// Settling from the fitted detent (content 300) to large, a new content height of
    /// 250 moves the fitted detent the sheet left: the current detent is found again at
    /// 250, while the sheet still heads for large.
    @Test func aContentChangeFindsTheCurrentDetentAgainWhileSettling() {
        let layout = SheetLayout(
            tiers: .two, detents: [Detent(id: "fit", height: .fittedToContent(min: nil, max: nil)), .large],
            initialDetent: "fit")
        var sheet = SheetInteraction(layout: layout, container: container, contentHeight: 300)
        sheet.run([.moveToDetent("large"), .timeStep(0.05)])
        #expect(sheet.currentDetent?.height == 300 && sheet.targetDetent?.id == "large")
        sheet.handle(.contentHeightChanged(250))
        #expect(sheet.currentDetent?.id == "fit" && sheet.currentDetent?.height == 250)
        #expect(sheet.targetDetent?.height == 759)
    }

    /// Rotating while an edge swipe is halfway: the height follows the screen below's
    /// detent on the new container. Below: half of the available height (379.5, then
    /// 186); top: 300. Halfway: 339.75 in portrait, 243 in landscape.
    @Test func rotatingDuringAnEdgeSwipeMovesTheSheetWithTheScreenBelow() {
        var root = SheetLayout(detents: [Detent(id: "half", height: .fraction(0.5))])
        root.navigation = SheetNavigation(interactivePop: true)
        var sheet = SheetInteraction(layout: root, container: container)
        sheet.handle(.push(SheetLayout(detents: [Detent(id: "top", height: .points(300))]), contentHeight: nil))
        sheet.tickUntilStill()
        sheet.run([.interactivePopBegan, .interactivePopChanged(progress: 0.5)])
        #expect(sheet.height == 339.75)
        #expect(sheet.handle(.containerChanged(landscape)) == [])
        #expect(sheet.phase == .popping && sheet.height == 243)
    }

    /// Rotating while the app is asked: the sheet is held at the new container's
    /// largest height (759 → 372), its position as well as its height.
    @Test func rotatingWhileAskingHoldsTheSheetInTheNewContainer() {
        var sheet = SheetInteraction(
            layout: SheetLayout(detents: [.large], dismissal: DismissalRules(closeButton: true, confirm: true)),
            container: container)
        sheet.handle(.dismissRequested(.closeButton))
        #expect(sheet.phase == .awaitingDismissalAnswer && sheet.position == 759)
        sheet.handle(.containerChanged(landscape))
        #expect(sheet.position == 372 && sheet.height == 372)
    }

    /// Without an active detent the sheet starts at 0, rotating into that state rests it
    /// at 0, and a drag is released back to 0.
    @Test func withoutAnActiveDetentTheSheetRestsAtZero() {
        let mediumOnly = SheetLayout(detents: [.medium])
        let started = SheetInteraction(layout: mediumOnly, container: landscape)
        #expect(started.detents.isEmpty && started.currentDetent == nil && started.position == 0)

        var rotated = SheetInteraction(layout: mediumOnly, container: container)
        #expect(rotated.height == 379.5)
        rotated.handle(.containerChanged(landscape))
        #expect(rotated.detents.isEmpty && rotated.phase == .resting)
        #expect(rotated.position == 0 && rotated.currentDetent == nil)

        // Over the scroll view, an upward drag has no detent to grow to: the content scrolls.
        var scrolled = started
        scrolled.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: -50)])
        #expect(scrolled.position == 0 && scrolled.scrollLock == .free)

        var dragged = started
        dragged.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: -100)])
        let held = dragged.position
        #expect(held > 0)
        #expect(
            dragged.handle(.panEnded(downwardTranslation: -100, downwardVelocity: 0)) == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: held, toHeight: 0, downwardVelocity: 0))
            ])
    }

    /// Two detents of the same height (a fixed 759 and large): with `expand` and the
    /// keyboard up, a sheet on the fixed one stays on it; it is already as high as any.
    @Test func expandKeepsADetentAsHighAsTheLargest() {
        let layout = SheetLayout(
            tiers: .two, detents: [Detent(id: "tall", height: .points(759)), .large], initialDetent: "tall",
            keyboard: .expand)
        var sheet = SheetInteraction(layout: layout, container: container)
        #expect(sheet.detents.map(\.height) == [759, 759] && sheet.currentDetent?.id == "tall")
        sheet.handle(.keyboardChanged(height: 336))
        #expect(sheet.currentDetent?.id == "tall" && sheet.targetDetent?.id == "tall")
        #expect(sheet.restingPlace(for: sheet.detents[0]).detent.id == "tall")
    }
}
