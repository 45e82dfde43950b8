import BottomSheetable
import Testing

/// The keyboard's part of settling (`restingPlace(for:)`, `changeKeyboard(to:)`) on the
/// iPhone 15 (available 759, bottom safe area 34): a keyboard of `k` overlaps the sheet by
/// `max(0, k − 34)`.
@Suite struct SheetInteractionKeyboardTests {
    let container = InteractionFixtures.iPhone15

    func sheet(_ keyboard: KeyboardPolicy, detents: [Detent], initial: DetentIdentifier? = nil) -> SheetInteraction {
        SheetInteraction(
            layout: SheetLayout(tiers: .three, detents: detents, initialDetent: initial, keyboard: keyboard),
            container: container)
    }

    func animation(from: Double, to: Double, velocity: Double = 0) -> SheetEffect {
        .animate(SheetAnimation(spring: SheetSpring(), fromHeight: from, toHeight: to, downwardVelocity: velocity))
    }

    /// `lift` at the edge of the bottom safe area: a keyboard of 34 covers nothing (no
    /// effect), 35 lifts by 1 pt, 33 covers nothing either.
    @Test(arguments: [(33.0, 300.0), (34.0, 300.0), (35.0, 301.0)])
    func liftStartsAboveTheBottomSafeArea(keyboard: Double, resting: Double) {
        var form = sheet(.lift, detents: [Detent(id: "form", height: .points(300))])
        let effects = form.handle(.keyboardChanged(height: keyboard))
        #expect(effects == (resting == 300 ? [] : [animation(from: 300, to: resting)]))
        #expect(form.keyboardHeight == keyboard)
        form.handle(.animationCompleted)
        #expect(form.height == resting && form.currentDetent?.id == "form" && form.phase == .resting)
    }

    /// `lift` never passes the available height: 300 + 302 = 602, but 500 + 302 = 802
    /// is held at 759.
    @Test func liftIsHeldAtTheAvailableHeight() {
        var form = sheet(.lift, detents: [Detent(id: "low", height: .points(300)), Detent(id: "high", height: .points(500))],
                         initial: "high")
        #expect(form.handle(.keyboardChanged(height: 336)) == [animation(from: 500, to: 759)])
        #expect(form.targetDetent?.id == "high")
        form.handle(.animationCompleted)
        #expect(form.height == 759 && form.currentDetent?.id == "high")
        #expect(form.uncoveredHeight == 759 - 302)
    }

    /// `none` ignores the keyboard; `shrink` keeps the height (the content is laid out in
    /// what stays uncovered).
    @Test(arguments: [KeyboardPolicy.none, .shrink])
    func policiesThatKeepTheHeight(policy: KeyboardPolicy) {
        var form = sheet(policy, detents: [Detent(id: "form", height: .points(300))])
        #expect(form.handle(.keyboardChanged(height: 336)) == [])
        #expect(form.height == 300 && form.phase == .resting && form.uncoveredHeight == 0)
        #expect(form.restingPlace(for: form.detents[0]).height == 300)
    }

    /// `expand` from below the largest detent rests on the largest, which becomes the
    /// current detent and stays so after the keyboard hides; on the largest, the
    /// keyboard lifts it as `lift` does (500 + 302 = 802 → 759), and the detent stays.
    @Test func expandMovesToTheLargestDetentAndStaysThere() {
        let detents = [Detent(id: "low", height: .points(200)), Detent(id: "mid", height: .points(300)),
                       Detent(id: "top", height: .points(500))]
        var form = sheet(.expand, detents: detents, initial: "low")
        #expect(form.handle(.keyboardChanged(height: 336)) == [animation(from: 200, to: 500)])
        #expect(form.targetDetent?.id == "top")
        form.handle(.animationCompleted)
        #expect(form.height == 500 && form.currentDetent?.id == "top")

        // Hidden again: the sheet stays on the largest detent, so nothing moves.
        #expect(form.handle(.keyboardChanged(height: 0)) == [])
        #expect(form.height == 500 && form.currentDetent?.id == "top")

        // Shown on the largest: lifted to the available height, still on "top".
        #expect(form.handle(.keyboardChanged(height: 336)) == [animation(from: 500, to: 759)])
        form.handle(.animationCompleted)
        #expect(form.height == 759 && form.currentDetent?.id == "top")
    }

    /// `restingPlace` for each detent of a three-stop `expand` sheet with the keyboard up:
    /// the two lower detents rest on the largest (and name it), the largest is lifted.
    @Test func restingPlacesOfEveryDetentWithTheKeyboardUp() {
        let detents = [Detent(id: "low", height: .points(200)), Detent(id: "mid", height: .points(300)),
                       Detent(id: "top", height: .points(400))]
        var form = sheet(.expand, detents: detents, initial: "top")
        form.handle(.keyboardChanged(height: 100))  // overlap 66
        form.handle(.animationCompleted)
        let places = form.detents.map { form.restingPlace(for: $0) }
        #expect(places.map(\.detent.id) == ["top", "top", "top"])
        #expect(places.map(\.height) == [400, 400, 466])
        // With a keyboard that covers nothing (34), every detent rests where it is.
        form.handle(.keyboardChanged(height: 34))
        #expect(form.detents.map { form.restingPlace(for: $0).height } == [200, 300, 400])
        #expect(form.detents.map { form.restingPlace(for: $0).detent.id } == ["low", "mid", "top"])
    }

    /// `expand` where the largest detent is the available height: on it, the lift gives
    /// that same height, and the detent is still the largest.
    @Test func expandOnTheLargestAtTheAvailableHeight() {
        var form = sheet(.expand, detents: [Detent(id: "half", height: .fraction(0.5)), .large], initial: "large")
        #expect(form.handle(.keyboardChanged(height: 336)) == [])
        #expect(form.height == 759 && form.currentDetent?.id == "large")
        #expect(form.restingPlace(for: form.detents[0]).detent.id == "large")
        #expect(form.restingPlace(for: form.detents[0]).height == 759)
    }

    /// A hidden stop rests below the bottom safe area (−34) whatever the keyboard and
    /// the policy.
    @Test(arguments: [KeyboardPolicy.lift, .expand])
    func aHiddenStopIgnoresTheKeyboard(policy: KeyboardPolicy) {
        var form = sheet(policy, detents: [Detent(id: "gone", height: .hidden), Detent(id: "form", height: .points(300))],
                         initial: "gone")
        #expect(form.position == -34)
        #expect(form.handle(.keyboardChanged(height: 336)) == [])
        #expect(form.position == -34 && form.height == 0)
        let hidden = form.detents.first { $0.isHidden }!
        #expect(form.restingPlace(for: hidden).height == -34)
        #expect(form.restingPlace(for: hidden).detent.id == "gone")
    }

    /// A keyboard change while settling retargets the animation from where it is, with the
    /// velocity it has; while a finger drags, nothing moves until the release, which
    /// settles with the keyboard as it is.
    @Test func keyboardWhileSettlingAndWhileDragging() {
        var form = sheet(.lift, detents: [Detent(id: "low", height: .points(200)), Detent(id: "high", height: .points(400))],
                         initial: "low")
        form.handle(.moveToDetent("high"))
        form.handle(.timeStep(0.1))
        let position = form.position
        let velocity = -form.animation!.velocity(at: 0.1)
        #expect(position > 200 && position < 400 && velocity < 0)
        // Overlap 302: 400 + 302 = 702.
        #expect(form.handle(.keyboardChanged(height: 336)) == [animation(from: position, to: 702, velocity: velocity)])
        #expect(form.targetDetent?.id == "high")
        form.handle(.animationCompleted)
        #expect(form.height == 702)

        form.handle(.panBegan(overScrollView: false))
        form.handle(.panChanged(downwardTranslation: 50))
        #expect(form.handle(.keyboardChanged(height: 0)) == [])
        #expect(form.phase == .dragging && form.keyboardHeight == 0)
        form.handle(.panEnded(downwardTranslation: 50, downwardVelocity: 0))
        form.handle(.animationCompleted)
        // Released at 652 without the keyboard: nearest of 200 and 400 is 400.
        #expect(form.height == 400 && form.currentDetent?.id == "high")
    }

    /// A keyboard event on a dismissed sheet, or one sliding out, changes nothing.
    @Test func keyboardAfterDismissal() {
        var form = sheet(.lift, detents: [Detent(id: "form", height: .points(300))])
        form.handle(.dismissRequested(.programmatic))
        #expect(form.phase == .dismissing)
        #expect(form.handle(.keyboardChanged(height: 336)) == [])
        #expect(form.animation?.toHeight == -34)
        form.handle(.animationCompleted)
        #expect(form.handle(.keyboardChanged(height: 0)) == [])
        #expect(form.phase == .dismissed)
    }

    /// A popover shown as a popover (regular width) is not lifted: its frame comes from
    /// its placement, and its height stays the detent's; adapted to a sheet in compact
    /// width it is lifted like one.
    @Test func aPopoverIsLiftedOnlyWhenAdaptedToASheet() {
        let layout = SheetLayout(
            presentation: .popover, tiers: .oneTierAutomatic, detents: [Detent(id: "form", height: .points(300))],
            keyboard: .lift, popover: PopoverLayout(portraitHeight: 620, landscapeHeight: 420))
        var regular = SheetInteraction(layout: layout, container: ExampleContainers.iPadPortrait)
        #expect(regular.handle(.keyboardChanged(height: 313)) == [])
        #expect(regular.height == 300 && regular.restingPlace(for: regular.detents[0]).height == 300)

        // On the iPhone 15 in regular width (a popover there too), then in compact width.
        var iPhone = SheetInteraction(layout: layout, container: container)
        #expect(iPhone.handle(.keyboardChanged(height: 336)) == [])
        var narrow = container
        narrow.isCompactWidth = true
        var compact = SheetInteraction(layout: layout, container: narrow)
        #expect(compact.handle(.keyboardChanged(height: 336)) == [animation(from: 300, to: 602)])
    }
}

/// `restingPlace` without a bottom safe area, and `nearestDetent(to:)` at its tie.
@Suite struct SheetInteractionRestingPlaceTests {
    /// iPhone SE size (bottom safe area 0): a keyboard of 1 pt overlaps by 1 pt and lifts
    /// the sheet from 300 to 301; half a point lifts it by half a point.
    @Test(arguments: [(0.5, 300.5), (1.0, 301.0), (2.0, 302.0)])
    func withoutABottomSafeAreaEveryPointOfKeyboardLifts(keyboard: Double, resting: Double) {
        var form = SheetInteraction(
            layout: SheetLayout(detents: [Detent(id: "form", height: .points(300))], keyboard: .lift),
            container: ExampleContainers.iPhoneSE)
        #expect(
            form.handle(.keyboardChanged(height: keyboard)) == [
                .animate(SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: resting, downwardVelocity: 0))
            ])
        #expect(form.restingPlace(for: form.detents[0]).height == resting)
    }

    /// Between 200 and 400 the midpoint 300 is a tie, which goes to the larger detent;
    /// a ten-thousandth below it is nearer the smaller one. Near the bottom, the nearest
    /// is still the smallest detent (a still release is never a dismissal here).
    @Test func nearestDetentAtTheTieAndNearTheBottom() {
        let sheet = SheetInteraction(
            layout: SheetLayout(
                tiers: .two, detents: [Detent(id: "low", height: .points(200)), Detent(id: "high", height: .points(400))]),
            container: InteractionFixtures.iPhone15)
        #expect(sheet.nearestDetent(to: 300)?.id == "high")
        #expect(sheet.nearestDetent(to: 299.9999)?.id == "low")
        #expect(sheet.nearestDetent(to: 300.0001)?.id == "high")
        #expect(sheet.nearestDetent(to: 10)?.id == "low")
        #expect(sheet.nearestDetent(to: 0)?.id == "low")
    }
}
