import BottomSheetable
import Testing

/// The end of a pan and the scroll view (`endPan`): a pan over the scroll view that left
/// the sheet on a resting height with the content owning the movement ends there; every
/// other release goes to the snap policy (half 379.5, full 759 on the iPhone 15).
@Suite struct SheetInteractionScrollReleaseTests {
    let container = InteractionFixtures.iPhone15

    /// Outside the scroll view, a release exactly on the resting height still asks the
    /// policy: a flick of 3,000 pt/s down from full without any movement leaves full for
    /// half (the swipe does not dismiss this sheet), and the content is not pinned.
    @Test func aStillFlickOutsideTheScrollViewAsksThePolicy() {
        var sheet = SheetInteraction(
            layout: InteractionFixtures.halfAndFull(dismissal: DismissalRules(swipe: false)), container: container)
        let effects = sheet.run([
            .panBegan(overScrollView: false), .panEnded(downwardTranslation: 0, downwardVelocity: 3_000),
        ])
        #expect(sheet.lastRelease == DragRelease(height: 759, downwardVelocity: 3_000, startHeight: 759, extentBelowOrigin: 34))
        #expect(
            effects == [.animate(SheetAnimation(spring: SheetSpring(), fromHeight: 759, toHeight: 379.5, downwardVelocity: 3_000))])
        #expect(sheet.phase == .animating && sheet.targetDetent?.id == "half")
        #expect(sheet.scrollLock == .free)
    }

    /// A pan that begins outside the scroll view unpins the content; one that begins on
    /// it keeps the pin of the settle it catches.
    @Test(arguments: [(false, ScrollLock.free), (true, ScrollLock.pinned)])
    func aNewPanUnpinsOnlyOutsideTheScrollView(overScrollView: Bool, lock: ScrollLock) {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([
            .panBegan(overScrollView: true), .panChanged(downwardTranslation: 20),
            .panEnded(downwardTranslation: 20, downwardVelocity: 0),
        ])
        #expect(sheet.phase == .animating && sheet.scrollLock == .pinned)
        #expect(sheet.handle(.panBegan(overScrollView: overScrollView)) == [.cancelAnimation])
        #expect(sheet.scrollLock == lock)
    }

    /// Pinned 30 pt below full, a rise of exactly 30 pt brings the sheet to full and
    /// keeps the content pinned; 30.5 pt hands the last half point to the content.
    @Test(arguments: [(-30.0, ScrollLock.pinned), (-30.5, ScrollLock.free)])
    func aRiseOfExactlyTheRoomLeftStaysPinned(back: Double, lock: ScrollLock) {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.panBegan(overScrollView: true), .panChanged(downwardTranslation: 30)])
        #expect(sheet.height == 729 && sheet.scrollLock == .pinned)
        sheet.handle(.panChanged(downwardTranslation: 30 + back))
        #expect(sheet.height == 759 && sheet.scrollLock == lock)
        // At full there is no room left: 10 pt more go to the content, which is unpinned.
        sheet.handle(.panChanged(downwardTranslation: 20 + back))
        #expect(sheet.height == 759 && sheet.scrollLock == .free)
    }

    /// Dragged below the bottom safe-area edge on a sheet a swipe may dismiss, the sheet
    /// follows the finger down to 0 and no further: position 0, not a negative one.
    @Test func aDragFarDownStopsAtZero() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(initial: "half"), container: container)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 500)])
        #expect(sheet.position == 0 && sheet.height == 0)
        sheet.handle(.panChanged(downwardTranslation: 379))
        #expect(sheet.position == 0.5)
    }

    /// Over the scroll view with the content scrolled, a downward drag scrolls it and the
    /// sheet stays on its lifted resting height (300 + 302 with the keyboard, `lift`): the
    /// release ends there without the policy, on the same detent, however fast.
    @Test func aReleaseOnALiftedRestingHeightEndsThere() {
        var form = SheetInteraction(
            layout: SheetLayout(detents: [Detent(id: "form", height: .points(300))], keyboard: .lift),
            container: container)
        form.run([.keyboardChanged(height: 336), .animationCompleted])
        #expect(form.height == 602)
        form.run([.scrollOffsetChanged(50), .panBegan(overScrollView: true), .panChanged(downwardTranslation: 30)])
        #expect(form.height == 602 && form.scrollLock == .free)
        #expect(form.handle(.panEnded(downwardTranslation: 30, downwardVelocity: 400)) == [])
        #expect(form.phase == .resting && form.currentDetent?.id == "form" && form.targetDetent?.id == "form")
        #expect(form.lastRelease == nil && form.height == 602)
    }

    /// Caught over the scroll view while settling between the detents, with the content
    /// scrolled: the drag scrolls the content and leaves the sheet where it was caught,
    /// which is no resting height, so the policy decides; the content is not pinned
    /// after the release.
    @Test func caughtBetweenDetentsOverScrolledContentSettlesUnpinned() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.moveToDetent("half"), .timeStep(0.05)])
        let caught = sheet.position
        #expect(caught < 759 && caught > 379.5)
        #expect(sheet.run([.scrollOffsetChanged(80), .panBegan(overScrollView: true)]) == [.cancelAnimation])
        sheet.handle(.panChanged(downwardTranslation: 10))
        #expect(sheet.height == caught && sheet.scrollLock == .free)
        let effects = sheet.handle(.panEnded(downwardTranslation: 10, downwardVelocity: 0))
        #expect(sheet.lastRelease?.height == caught)
        #expect(effects.count == 1 && sheet.phase == .animating)
        #expect(sheet.scrollLock == .free)
    }

    /// Pinned on a resting height (down 100, back up 100 at the top of the content) is not
    /// the content's movement: the policy is asked, the sheet animates with the release's
    /// velocity and the content stays pinned while it does.
    @Test func pinnedBackOnTheRestingHeightAsksThePolicy() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([
            .panBegan(overScrollView: true), .panChanged(downwardTranslation: 100), .panChanged(downwardTranslation: 0),
        ])
        #expect(sheet.height == 759 && sheet.scrollLock == .pinned)
        let effects = sheet.handle(.panEnded(downwardTranslation: 0, downwardVelocity: -300))
        #expect(
            effects == [.animate(SheetAnimation(spring: SheetSpring(), fromHeight: 759, toHeight: 759, downwardVelocity: -300))])
        #expect(sheet.lastRelease?.height == 759 && sheet.scrollLock == .pinned)
    }

    /// The release's own translation counts, not only the last `panChanged`: moved to 50,
    /// released at 120, the sheet is released at 759 − 120 = 639.
    @Test func theReleaseTranslationMovesTheSheetOnceMore() {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        sheet.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 50)])
        #expect(sheet.height == 709)
        sheet.handle(.panEnded(downwardTranslation: 120, downwardVelocity: 0))
        #expect(sheet.lastRelease?.height == 639)
    }

    /// A pan that ends without moving the sheet (over the scroll view, nothing moved) or
    /// that the system cancels leaves the sheet exactly as it was: no pan is kept.
    @Test(arguments: [true, false])
    func aFinishedPanLeavesNothingBehind(cancelled: Bool) {
        let untouched = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        var sheet = untouched
        if cancelled {
            sheet.run([.panBegan(overScrollView: false), .panCancelled])
        } else {
            #expect(sheet.run([.panBegan(overScrollView: true), .panEnded(downwardTranslation: 0, downwardVelocity: 0)]) == [])
        }
        #expect(sheet.phase == .resting)
        #expect(sheet == untouched)
    }
}
