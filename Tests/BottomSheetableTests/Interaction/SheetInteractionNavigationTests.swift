import BottomSheetable
import Testing

/// A one-tier sheet pushing a second screen and popping back (the original's
/// `BottomSheetNavigationController`): each screen keeps its own layout.
@Suite struct SheetInteractionNavigationTests {
    let container = InteractionFixtures.iPhone15
    /// The second screen: half (379.5) and full (759), opening at half, with a softer spring.
    let details = SheetLayout(
        tiers: .two, detents: [Detent(id: "half", height: .fraction(0.5)), .large], initialDetent: "half",
        dismissal: DismissalRules(swipe: false), physics: SheetPhysics(spring: SheetSpring(response: 0.5)))

    @Test func pushAnimatesToTheNewLayoutAndPopComesBack() {
        let root = InteractionFixtures.contentSized()
        var sheet = SheetInteraction(layout: root, container: container, contentHeight: 300)
        #expect(sheet.depth == 1)
        #expect(sheet.height == 300)

        let pushed = sheet.handle(.push(details, contentHeight: nil))
        // From the root's 300 to the pushed screen's half, 759 / 2 = 379.5, with its own spring.
        #expect(
            pushed == [
                .animate(
                    SheetAnimation(
                        spring: SheetSpring(response: 0.5), fromHeight: 300, toHeight: 379.5, downwardVelocity: 0))
            ])
        #expect(sheet.depth == 2)
        #expect(sheet.layout == details)
        #expect(sheet.stack == [SheetStackEntry(layout: root, contentHeight: 300, detent: "fit")])
        #expect(sheet.targetDetent?.id == "half")
        sheet.tickUntilStill()
        #expect(sheet.height == 379.5 && sheet.currentDetent?.id == "half")

        // The pushed screen's rules apply: its swipe is off, so a hard flick returns to half.
        sheet.fling(by: 200, velocity: 2_000)
        #expect(sheet.phase == .animating && sheet.targetDetent?.id == "half")
        sheet.handle(.animationCompleted)
        sheet.handle(.moveToDetent("large"))
        sheet.handle(.animationCompleted)
        #expect(sheet.height == 759)

        let popped = sheet.handle(.pop)
        #expect(
            popped == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 759, toHeight: 300, downwardVelocity: 0))
            ])
        #expect(sheet.depth == 1 && sheet.layout == root && sheet.stack.isEmpty)
        sheet.tickUntilStill()
        #expect(sheet.height == 300 && sheet.currentDetent?.id == "fit")
        // Nothing to pop on the root screen.
        #expect(sheet.handle(.pop) == [])
    }

    /// The stack is presented once, as its root says: a pushed screen's `presentation`
    /// changes neither the dimming nor whether touches pass through, at any depth,
    /// while its other settings (here its detents and dismissal) apply.
    @Test func aPushedScreenKeepsTheRootsPresentation() {
        let root = InteractionFixtures.contentSized()
        var overlayScreen = details
        overlayScreen.presentation = .overlay
        var modal = SheetInteraction(layout: root, container: container, contentHeight: 300)
        modal.tickUntilStill()
        let rootDimming = modal.dimmingAlpha
        #expect(rootDimming > 0 && !modal.passesTouchesThrough, "a modal root dims and takes touches")
        modal.handle(.push(details, contentHeight: nil))
        modal.tickUntilStill()
        modal.handle(.push(overlayScreen, contentHeight: nil))
        modal.tickUntilStill()
        #expect(modal.depth == 3 && modal.height == 379.5 && modal.currentDetent?.id == "half")
        #expect(modal.layout.presentation == .modal && modal.layout.detents == overlayScreen.detents)
        #expect(modal.dimmingAlpha > 0 && !modal.passesTouchesThrough, "three deep, still modal")
        modal.handle(.pop)
        modal.tickUntilStill()
        modal.handle(.pop)
        modal.tickUntilStill()
        #expect(modal.depth == 1 && modal.layout == root && modal.dimmingAlpha == rootDimming)

        // And the other way: an overlay root stays undimmed under a modal screen.
        var overlayRoot = root
        overlayRoot.presentation = .overlay
        var overlay = SheetInteraction(layout: overlayRoot, container: container, contentHeight: 300)
        overlay.handle(.push(details, contentHeight: nil))
        overlay.tickUntilStill()
        #expect(overlay.layout.presentation == .overlay && overlay.height == 379.5)
        #expect(overlay.dimmingAlpha == 0 && overlay.passesTouchesThrough)
    }

    @Test func popResolvesTheScreenBelowOnTodaysContainer() {
        var sheet = SheetInteraction(
            layout: SheetLayout(detents: [.medium, .large], initialDetent: "medium"), container: container)
        sheet.handle(.push(InteractionFixtures.contentSized(), contentHeight: 200))
        sheet.handle(.animationCompleted)
        #expect(sheet.height == 200)
        // Rotated to compact height while covered: medium is inactive, so the root comes back on
        // its initial detent's fallback, the smallest active one (large, 372).
        sheet.handle(.containerChanged(ExampleContainers.iPhone15Landscape))
        sheet.handle(.pop)
        sheet.handle(.animationCompleted)
        #expect(sheet.currentDetent?.id == "large" && sheet.height == 372)
    }

    @Test func noPushOrPopWhileAFingerHoldsTheSheet() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.contentSized(), container: container, contentHeight: 300)
        sheet.handle(.panBegan(overScrollView: false))
        #expect(sheet.handle(.push(details, contentHeight: nil)) == [])
        #expect(sheet.depth == 1)
    }
}

/// The edge swipe that pops interactively.
@Suite struct SheetInteractionInteractivePopTests {
    let container = InteractionFixtures.iPhone15
    let details = SheetLayout(detents: [Detent(id: "tall", height: .points(600))])

    private func pushedSheet(interactivePop: Bool = true) -> SheetInteraction {
        var root = InteractionFixtures.contentSized()
        root.navigation = SheetNavigation(interactivePop: interactivePop)
        var sheet = SheetInteraction(layout: root, container: container, contentHeight: 300)
        sheet.handle(.push(details, contentHeight: nil))
        sheet.handle(.animationCompleted)
        return sheet
    }

    @Test func theHeightFollowsTheProgressAndACompletedPopSettlesBelow() {
        var sheet = pushedSheet()
        #expect(sheet.height == 600)
        #expect(sheet.handle(.interactivePopBegan) == [])
        #expect(sheet.phase == .popping)
        // A quarter of the way from 600 to 300: 600 − 300 · 0.25 = 525.
        sheet.handle(.interactivePopChanged(progress: 0.25))
        #expect(sheet.height == 525)
        sheet.handle(.interactivePopChanged(progress: 2))
        #expect(sheet.height == 300 && sheet.popTransition?.progress == 1)
        sheet.handle(.interactivePopChanged(progress: 0.5))
        #expect(sheet.height == 450)
        // Pans are ignored meanwhile.
        #expect(sheet.handle(.panBegan(overScrollView: false)) == [])
        let effects = sheet.handle(.interactivePopEnded(completed: true))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 450, toHeight: 300, downwardVelocity: 0))
            ])
        #expect(sheet.depth == 1 && sheet.popTransition == nil)
        sheet.handle(.animationCompleted)
        #expect(sheet.height == 300 && sheet.currentDetent?.id == "fit")
    }

    @Test func anEdgeSwipeCatchesAPushStillAnimating() {
        // Pushed from the root's 300 toward its target, 0.05 s into the spring: the pop starts
        // where the sheet is, from its own clock, on the detent the push was heading for.
        var root = InteractionFixtures.contentSized()
        root.navigation = SheetNavigation(interactivePop: true)
        var sheet = SheetInteraction(layout: root, container: container, contentHeight: 300)
        sheet.run([.push(details, contentHeight: nil), .timeStep(0.05)])
        let held = sheet.height
        let heading = sheet.targetDetent?.id
        #expect(held > 300 && heading != nil && sheet.animationElapsed == 0.05)
        #expect(sheet.handle(.interactivePopBegan) == [.cancelAnimation])
        #expect(sheet.phase == .popping && sheet.currentDetent?.id == heading)
        #expect(sheet.animation == nil && sheet.animationElapsed == 0)
        #expect(sheet.popTransition == SheetPopTransition(fromHeight: held, progress: 0))
        #expect(sheet.height == held)
        // Halfway back to the root's 300: held + (300 − held) · 0.5.
        sheet.handle(.interactivePopChanged(progress: 0.5))
        expectClose(sheet.height, held + (300 - held) * 0.5)
    }

    @Test func aCancelledPopReturnsToTheTopScreen() {
        var sheet = pushedSheet()
        sheet.run([.interactivePopBegan, .interactivePopChanged(progress: 0.5)])
        let effects = sheet.handle(.interactivePopEnded(completed: false))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 450, toHeight: 600, downwardVelocity: 0))
            ])
        sheet.handle(.animationCompleted)
        #expect(sheet.depth == 2 && sheet.height == 600 && sheet.currentDetent?.id == "tall")
    }

    @Test func onlyWhereTheNavigationAllowsIt() {
        var sheet = pushedSheet(interactivePop: false)
        #expect(!sheet.allowsInteractivePop)
        #expect(pushedSheet(interactivePop: true).allowsInteractivePop)
        #expect(sheet.handle(.interactivePopBegan) == [])
        #expect(sheet.phase == .resting)
        sheet.handle(.interactivePopChanged(progress: 0.5))
        #expect(sheet.height == 600)
        var root = SheetInteraction(
            layout: InteractionFixtures.contentSized(), container: container, contentHeight: 300)
        root.handle(.interactivePopBegan)
        #expect(root.phase == .resting)
    }

    /// The platform completed an edge swipe the state machine did not follow: it
    /// pops anyway, so the stacks agree; a cancelled one changes nothing.
    @Test func aCompletedSwipeThatWasNotFollowedStillPops() {
        var sheet = pushedSheet(interactivePop: false)
        sheet.handle(.interactivePopBegan)
        #expect(sheet.handle(.interactivePopEnded(completed: false)) == [])
        #expect(sheet.depth == 2)
        sheet.handle(.interactivePopEnded(completed: true))
        #expect(sheet.depth == 1)
        #expect(!sheet.allowsInteractivePop)
    }

    /// Three screens deep, the rules come from the screen below the top one, not from
    /// the root: the root (200 pt) forbids the edge swipe, the middle screen (400 pt)
    /// allows it, the top screen shows 600 pt.
    @Test func threeDeepTheScreenBelowTheTopDecidesTheEdgeSwipe() {
        func screen(_ height: Double, interactivePop: Bool) -> SheetLayout {
            SheetLayout(
                detents: [Detent(id: "only", height: .points(height))],
                navigation: SheetNavigation(interactivePop: interactivePop))
        }
        var sheet = SheetInteraction(layout: screen(200, interactivePop: false), container: container)
        sheet.handle(.push(screen(400, interactivePop: true), contentHeight: nil))
        sheet.tickUntilStill()
        #expect(!sheet.allowsInteractivePop, "two deep: the root forbids it")
        sheet.handle(.push(screen(600, interactivePop: false), contentHeight: nil))
        sheet.tickUntilStill()
        #expect(sheet.depth == 3 && sheet.height == 600)
        #expect(sheet.allowsInteractivePop, "three deep: the middle screen allows it")
        sheet.handle(.interactivePopBegan)
        #expect(sheet.phase == .popping)
        // Half-way towards the middle screen's 400: 600 + (400 − 600) · 0.5 = 500.
        sheet.handle(.interactivePopChanged(progress: 0.5))
        #expect(sheet.height == 500)
        sheet.handle(.interactivePopEnded(completed: true))
        sheet.tickUntilStill()
        #expect(sheet.depth == 2 && sheet.height == 400)
        #expect(!sheet.allowsInteractivePop)
    }
}

