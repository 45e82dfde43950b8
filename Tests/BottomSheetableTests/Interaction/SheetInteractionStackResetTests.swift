import BottomSheetable
import Testing

/// What a push and a pop reset and carry over, three screens deep: the scroll view
/// starts at its top and unpinned, the current detent is the new top screen's at once,
/// the stack entry keeps the detent the sheet was heading to, and the sheet keeps the
/// velocity it had (iPhone 15, available 759).
@Suite struct SheetInteractionStackResetTests {
    let container = InteractionFixtures.iPhone15

    func screen(_ id: DetentIdentifier, _ height: Double) -> SheetLayout {
        SheetLayout(detents: [Detent(id: id, height: .points(height))])
    }

    /// Leaves `sheet` settling with its content pinned (a drag down at the content's top
    /// that snaps back up) and the content then scrolled by 45 pt.
    func pinAndScroll(_ sheet: inout SheetInteraction) {
        sheet.run([
            .panBegan(overScrollView: true), .panChanged(downwardTranslation: 20),
            .panEnded(downwardTranslation: 20, downwardVelocity: 0), .scrollOffsetChanged(45),
        ])
    }

    @Test func pushAndPopStartTheScrollViewAtItsTopUnpinned() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        pinAndScroll(&sheet)
        #expect(sheet.phase == .animating && sheet.scrollLock == .pinned && sheet.scrollOffset == 45)
        sheet.handle(.push(screen("second", 500), contentHeight: nil))
        #expect(sheet.scrollOffset == 0 && sheet.scrollLock == .free)
        sheet.tickUntilStill()
        sheet.handle(.push(InteractionFixtures.halfAndFull(), contentHeight: nil))
        sheet.tickUntilStill()
        pinAndScroll(&sheet)
        #expect(sheet.depth == 3 && sheet.scrollLock == .pinned && sheet.scrollOffset == 45)
        sheet.handle(.pop)
        #expect(sheet.depth == 2 && sheet.scrollOffset == 0 && sheet.scrollLock == .free)
    }

    /// The current detent is the new top screen's as soon as the push or pop begins (the
    /// animation only moves the height), at every depth.
    @Test func theCurrentDetentChangesWithTheScreenAtEveryDepth() {
        var sheet = SheetInteraction(layout: screen("first", 200), container: container)
        sheet.handle(.push(screen("second", 400), contentHeight: nil))
        #expect(sheet.currentDetent?.id == "second" && sheet.targetDetent?.id == "second" && sheet.height == 200)
        sheet.handle(.push(screen("third", 600), contentHeight: nil))
        #expect(sheet.currentDetent?.id == "third" && sheet.targetDetent?.id == "third")
        #expect(sheet.stack.map(\.detent) == ["first", "second"])
        sheet.tickUntilStill()
        #expect(sheet.height == 600)
        sheet.handle(.pop)
        #expect(sheet.currentDetent?.id == "second" && sheet.targetDetent?.id == "second" && sheet.height == 600)
        sheet.handle(.pop)
        #expect(sheet.currentDetent?.id == "first" && sheet.depth == 1)
        sheet.tickUntilStill()
        #expect(sheet.height == 200 && sheet.currentDetent?.id == "first")
    }

    /// Pushed while settling toward half (from full), the stack entry keeps half, the
    /// detent the sheet was going to, and the pop returns there; the push starts at the
    /// velocity the settle had.
    @Test func aPushWhileSettlingKeepsWhereTheSheetWasGoing() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.moveToDetent("half"), .timeStep(0.05)])
        let position = sheet.position
        let velocity = -sheet.animation!.velocity(at: 0.05)
        #expect(velocity > 0 && position < 759)
        let effects = sheet.handle(.push(screen("second", 500), contentHeight: nil))
        #expect(
            effects == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: position, toHeight: 500, downwardVelocity: velocity))
            ])
        #expect(sheet.stack.last?.detent == "half")
        sheet.tickUntilStill()
        sheet.handle(.pop)
        #expect(sheet.targetDetent?.id == "half")
        sheet.tickUntilStill()
        #expect(sheet.height == 379.5 && sheet.currentDetent?.id == "half")
    }

    /// The screen below comes back with its own content height: the root measured 300,
    /// the pushed screen 500; popping resolves the root's fitted detent at 300 again.
    @Test func aPopRestoresTheContentHeightBelow() {
        var sheet = SheetInteraction(layout: InteractionFixtures.contentSized(), container: container, contentHeight: 300)
        sheet.handle(.push(InteractionFixtures.contentSized(), contentHeight: 500))
        #expect(sheet.contentHeight == 500 && sheet.targetDetent?.height == 500)
        sheet.tickUntilStill()
        sheet.handle(.push(InteractionFixtures.contentSized(), contentHeight: 650))
        sheet.tickUntilStill()
        #expect(sheet.height == 650)
        sheet.handle(.pop)
        #expect(sheet.contentHeight == 500)
        sheet.tickUntilStill()
        #expect(sheet.height == 500)
        sheet.handle(.pop)
        #expect(sheet.contentHeight == 300)
        sheet.tickUntilStill()
        #expect(sheet.height == 300)
    }

    /// An interactive pop's progress is clamped below at 0: −0.5 leaves the sheet where
    /// the pop began (600), as 0 does; 0.5 is halfway to the screen below (400).
    @Test(arguments: [(-0.5, 600.0), (0.0, 600.0), (0.5, 400.0)])
    func aNegativePopProgressIsZero(progress: Double, height: Double) {
        var root = SheetLayout(detents: [Detent(id: "root", height: .points(200))])
        root.navigation = SheetNavigation(interactivePop: true)
        var sheet = SheetInteraction(layout: root, container: container)
        sheet.handle(.push(screen("top", 600), contentHeight: nil))
        sheet.tickUntilStill()
        sheet.run([.interactivePopBegan, .interactivePopChanged(progress: progress)])
        #expect(sheet.height == height)
        #expect(sheet.popTransition?.progress == max(progress, 0))
    }

    /// Three deep, no pop while a finger holds the sheet, while an answer is pending or
    /// while an edge swipe runs (the `pop` event, not the swipe's end); at rest it pops.
    @Test func noPopUnderAFingerOrWhileAskingAtAnyDepth() {
        var root = screen("first", 200)
        root.dismissal = DismissalRules(closeButton: true, confirm: true)
        var sheet = SheetInteraction(layout: root, container: container)
        var middle = screen("second", 400)
        middle.navigation = SheetNavigation(interactivePop: true)
        var top = screen("third", 600)
        top.dismissal = DismissalRules(closeButton: true, confirm: true)
        sheet.run([.push(middle, contentHeight: nil), .animationCompleted, .push(top, contentHeight: nil), .animationCompleted])
        #expect(sheet.depth == 3)
        sheet.handle(.panBegan(overScrollView: false))
        #expect(sheet.handle(.pop) == [] && sheet.depth == 3)
        sheet.handle(.panCancelled)
        sheet.handle(.animationCompleted)
        sheet.handle(.interactivePopBegan)
        #expect(sheet.phase == .popping)
        #expect(sheet.handle(.pop) == [] && sheet.depth == 3)
        sheet.handle(.interactivePopEnded(completed: false))
        sheet.handle(.animationCompleted)
        sheet.handle(.dismissRequested(.closeButton))
        #expect(sheet.phase == .awaitingDismissalAnswer)
        #expect(sheet.handle(.pop) == [] && sheet.depth == 3)
        sheet.handle(.shouldDismissAnswered(false))
        sheet.handle(.animationCompleted)
        #expect(sheet.phase == .resting && sheet.handle(.pop).count == 1 && sheet.depth == 2)
    }

    /// An edge swipe that catches a settle within the top screen (full → half) is
    /// cancelled back to where that settle was going, half, not to full.
    @Test func aCancelledSwipeReturnsToTheDetentTheSettleWasGoingTo() {
        var root = screen("first", 200)
        root.navigation = SheetNavigation(interactivePop: true)
        var sheet = SheetInteraction(layout: root, container: container)
        sheet.run([.push(InteractionFixtures.halfAndFull(), contentHeight: nil), .animationCompleted])
        #expect(sheet.currentDetent?.id == "full" && sheet.height == 759)
        sheet.run([.moveToDetent("half"), .timeStep(0.05), .interactivePopBegan])
        #expect(sheet.phase == .popping && sheet.currentDetent?.id == "half")
        sheet.handle(.interactivePopEnded(completed: false))
        #expect(sheet.targetDetent?.id == "half")
        sheet.tickUntilStill()
        #expect(sheet.height == 379.5 && sheet.currentDetent?.id == "half")
    }

    /// An edge swipe that catches the top screen's spring swinging below the bottom edge
    /// (damping ratio 0.2, from 700 to a 20 pt detent) starts the pop at 0, on screen.
    @Test func anEdgeSwipeCatchingASwingBelowTheEdgeStartsAtZero() {
        var root = screen("first", 200)
        root.navigation = SheetNavigation(interactivePop: true)
        var bouncy = SheetLayout(
            tiers: .two, detents: [Detent(id: "sliver", height: .points(20)), Detent(id: "full", height: .points(700))],
            initialDetent: "full")
        bouncy.physics.spring = SheetSpring(damping: 0.2, dampingWithoutVelocity: 0.2)
        var sheet = SheetInteraction(layout: root, container: container)
        sheet.run([.push(bouncy, contentHeight: nil)])
        sheet.tickUntilStill()
        sheet.handle(.moveToDetent("sliver"))
        while sheet.position >= 0 && sheet.phase == .animating { sheet.handle(.timeStep(1.0 / 120.0)) }
        #expect(sheet.position < 0)
        #expect(sheet.handle(.interactivePopBegan) == [.cancelAnimation])
        #expect(sheet.position == 0 && sheet.popTransition == SheetPopTransition(fromHeight: 0, progress: 0))
        // Halfway back to the root's 200: 100.
        sheet.handle(.interactivePopChanged(progress: 0.5))
        #expect(sheet.height == 100)
    }

    /// A pushed screen is measured in its own frame and the screen below in its own
    /// again: on the iPhone 15 a screen measured from the screen's bottom (no bottom safe
    /// area) has a large detent of 852 − 59 = 793 pt, the root's is 759.
    @Test func eachScreenIsMeasuredInItsOwnFrame() {
        var sheet = SheetInteraction(layout: SheetLayout(detents: [.large]), container: container)
        var edgeToEdge = SheetLayout(detents: [.large])
        edgeToEdge.frame = SheetFrame(bottom: .screen)
        sheet.handle(.push(edgeToEdge, contentHeight: nil))
        #expect(sheet.container.frame == SheetFrame(bottom: .screen))
        #expect(sheet.detents.map(\.height) == [793] && sheet.targetDetent?.height == 793)
        sheet.tickUntilStill()
        sheet.handle(.pop)
        #expect(sheet.container.frame == .safeArea && sheet.detents.map(\.height) == [759])
    }

    /// A screen below without an active detent (`medium` only, in landscape, which is
    /// compact height) is returned to at height 0: halfway from 300 is 150.
    @Test func aPopToAScreenWithoutActiveDetentsHeadsForZero() {
        var root = SheetLayout(detents: [.medium])
        root.navigation = SheetNavigation(interactivePop: true)
        var sheet = SheetInteraction(layout: root, container: ExampleContainers.iPhone15Landscape)
        #expect(sheet.detents.isEmpty)
        sheet.handle(.push(screen("top", 300), contentHeight: nil))
        sheet.tickUntilStill()
        #expect(sheet.height == 300)
        sheet.run([.interactivePopBegan, .interactivePopChanged(progress: 0.5)])
        #expect(sheet.height == 150)
        sheet.handle(.interactivePopChanged(progress: 1))
        #expect(sheet.position == 0)
    }
}
