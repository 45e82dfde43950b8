import BottomSheetable
import Testing

/// What starting a dismissal resets (`startDismissal`, `awaitAnswer`, `dismiss`) and
/// where a caught sheet starts (`beginPan`): no drag, pop or pinned scroll view
/// outlives them, and a sheet caught past an edge is held on screen (iPhone 15).
@Suite struct SheetInteractionDismissalResetTests {
    let container = InteractionFixtures.iPhone15

    /// A bouncy spring (damping ratio 0.2 from rest) from 700 down to a 20 pt detent
    /// swings below the bottom safe-area edge: the first time step at which the raw
    /// position is below 0.
    func bouncingBelowZero(dismissal: DismissalRules) -> SheetInteraction {
        var layout = SheetLayout(
            tiers: .two, detents: [Detent(id: "sliver", height: .points(20)), Detent(id: "full", height: .points(700))],
            initialDetent: "full", dismissal: dismissal)
        layout.physics.spring = SheetSpring(damping: 0.2, dampingWithoutVelocity: 0.2)
        var sheet = SheetInteraction(layout: layout, container: container)
        sheet.handle(.moveToDetent("sliver"))
        while sheet.position >= 0 && sheet.phase == .animating { sheet.handle(.timeStep(1.0 / 120.0)) }
        return sheet
    }

    /// Settling with the content pinned: a drag down at the content's top that snaps back.
    func pinnedSettle(dismissal: DismissalRules) -> SheetInteraction {
        var sheet = SheetInteraction(layout: InteractionFixtures.halfAndFull(dismissal: dismissal), container: container)
        sheet.run([
            .panBegan(overScrollView: true), .panChanged(downwardTranslation: 20),
            .panEnded(downwardTranslation: 20, downwardVelocity: 0),
        ])
        return sheet
    }

    /// App code dismissing during a drag, or during an edge-swipe pop that has not moved,
    /// leaves exactly the state a dismissal at rest leaves: nothing of the drag or the pop
    /// is kept.
    @Test func aDismissalDuringADragOrAPopKeepsNeitherBehind() {
        var atRest = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        atRest.handle(.dismissRequested(.programmatic))
        var dragged = SheetInteraction(layout: InteractionFixtures.halfAndFull(), container: container)
        dragged.run([.panBegan(overScrollView: false), .panChanged(downwardTranslation: 0), .dismissRequested(.programmatic)])
        #expect(dragged.phase == .dismissing)
        #expect(dragged == atRest)

        var root = InteractionFixtures.halfAndFull()
        root.navigation = SheetNavigation(interactivePop: true)
        var pushed = SheetInteraction(layout: root, container: container)
        pushed.run([.push(InteractionFixtures.halfAndFull(), contentHeight: nil), .animationCompleted])
        var popping = pushed
        popping.run([.interactivePopBegan, .dismissRequested(.programmatic)])
        pushed.handle(.dismissRequested(.programmatic))
        #expect(popping.phase == .dismissing && popping.popTransition == nil)
        #expect(popping == pushed)
    }

    /// Asking `shouldDismiss` while the content is pinned unpins it, and so does sliding
    /// out without asking.
    @Test(arguments: [true, false])
    func aDismissalUnpinsTheScrollView(confirm: Bool) {
        var sheet = pinnedSettle(dismissal: DismissalRules(closeButton: true, confirm: confirm))
        #expect(sheet.phase == .animating && sheet.scrollLock == .pinned)
        sheet.handle(.dismissRequested(.closeButton))
        #expect(sheet.phase == (confirm ? .awaitingDismissalAnswer : .dismissing))
        #expect(sheet.scrollLock == .free)
    }

    /// A spring swinging below the bottom edge is held at 0 while the app is asked, not
    /// at the swing's negative position.
    @Test func awaitingAnAnswerHoldsTheSheetOnScreen() {
        var sheet = bouncingBelowZero(dismissal: DismissalRules(closeButton: true, confirm: true))
        #expect(sheet.position < 0 && sheet.phase == .animating)
        #expect(sheet.handle(.dismissRequested(.closeButton)) == [.cancelAnimation, .askShouldDismiss])
        #expect(sheet.position == 0 && sheet.height == 0)
    }

    /// A finger catching that swing holds the sheet at 0 and moves it from there: 30 pt
    /// up shows 30 pt.
    @Test func aPanCatchingASwingBelowTheEdgeStartsAtZero() {
        var sheet = bouncingBelowZero(dismissal: DismissalRules())
        #expect(sheet.position < 0)
        #expect(sheet.handle(.panBegan(overScrollView: false)) == [.cancelAnimation])
        #expect(sheet.position == 0)
        sheet.handle(.panChanged(downwardTranslation: -30))
        #expect(sheet.position == 30)
    }
}
