import BottomSheetable
import Testing

/// A sheet the keyboard moves follows the keyboard's own animation
/// (`SheetEvent.keyboardAnimated`): tip 100, half 400, full 700 with `lift` on an
/// iPhone 15 (bottom safe area 34). A 334-pt keyboard covers 300 above the
/// safe area, so the sheet resting at half is lifted to 700.
@Suite struct SheetInteractionKeyboardTimingTests {
    static func lifting() -> SheetInteraction {
        var layout = InteractionFixtures.threeStops()
        layout.keyboard = .lift
        return SheetInteraction(layout: layout, container: InteractionFixtures.iPhone15)
    }

    /// 0.25 s, ease-out: one timed animation 400 → 700. Half-way through (0.125 s)
    /// the state machine's clock puts the sheet at 400 + 300 × 0.684643 = 605.39
    /// (ease-out's progress at half its duration), at 0.25 s it rests at 700.
    @Test func theSheetMovesAlongTheKeyboardsCurveForItsDuration() throws {
        var sheet = Self.lifting()
        let effects = sheet.handle(.keyboardAnimated(height: 334, duration: 0.25, curve: .easeOut))
        let expected = SheetAnimation(
            spring: sheet.layout.physics.spring, fromHeight: 400, toHeight: 700, downwardVelocity: 0,
            curve: .timed(duration: 0.25, curve: .easeOut))
        #expect(effects == [.animate(expected)])
        sheet.handle(.timeStep(0.125))
        #expect(abs(sheet.height - 605.3929564) < 1e-6, "\(sheet.height)")
        #expect(sheet.phase == .animating)
        sheet.handle(.timeStep(0.125))
        #expect(sheet.phase == .resting && sheet.height == 700 && sheet.keyboardHeight == 334)
    }

    /// A keyboard that does not animate (duration 0) puts the sheet there at once;
    /// a duration that is negative or not a number leaves the layout's spring.
    @Test(arguments: [0.0, -1, .nan, .infinity])
    func aDurationThatCannotBeFollowed(duration: Double) {
        var sheet = Self.lifting()
        let effects = sheet.handle(.keyboardAnimated(height: 334, duration: duration, curve: .linear))
        if duration == 0 {
            #expect(effects == [] && sheet.phase == .resting && sheet.height == 700)
        } else {
            #expect(sheet.animation?.curve == .spring && sheet.animation?.toHeight == 700)
            #expect(effects == [.animate(sheet.animation!)])
        }
    }

    /// Just above 0 is followed: 1 ms, linear, to 700.
    @Test func theShortestDurationIsFollowed() {
        var sheet = Self.lifting()
        sheet.handle(.keyboardAnimated(height: 334, duration: 0.001, curve: .linear))
        #expect(sheet.animation?.curve == .timed(duration: 0.001, curve: .linear))
    }

    /// A keyboard that hides while a timed lift runs: the sheet goes back to 400
    /// along the hide's curve, from where the lift had taken it (linear, 0.1 of
    /// 0.2 s: 550).
    @Test func aHideDuringTheLiftStartsFromWhereTheSheetIs() {
        var sheet = Self.lifting()
        sheet.handle(.keyboardAnimated(height: 334, duration: 0.2, curve: .linear))
        sheet.handle(.timeStep(0.1))
        #expect(abs(sheet.height - 550) < 1e-9)
        sheet.handle(.keyboardAnimated(height: 0, duration: 0.3, curve: .easeIn))
        #expect(sheet.animation?.fromHeight == sheet.height && sheet.animation?.toHeight == 400)
        #expect(sheet.animation?.curve == .timed(duration: 0.3, curve: .easeIn))
    }

    /// Reduce Motion wins over the keyboard's curve: the standard 0.25-s fade, not
    /// the keyboard's 0.4 s.
    @Test func reduceMotionStillFades() {
        var layout = InteractionFixtures.threeStops()
        layout.keyboard = .lift
        var sheet = SheetInteraction(
            layout: layout, container: InteractionFixtures.iPhone15, accessibility: SheetAccessibility(),
            reducesMotion: true)
        sheet.handle(.keyboardAnimated(height: 334, duration: 0.4, curve: .easeOut))
        #expect(sheet.animation?.curve == .fade(duration: 0.25) && sheet.height == 700)
    }

    /// A keyboard that does not move the sheet (`none`) starts nothing, whatever its curve.
    @Test func aKeyboardThatMovesNothingStartsNothing() {
        var sheet = SheetInteraction(layout: InteractionFixtures.threeStops(), container: InteractionFixtures.iPhone15)
        #expect(sheet.handle(.keyboardAnimated(height: 334, duration: 0.25, curve: .easeOut)) == [])
        #expect(sheet.height == 400 && sheet.phase == .resting)
    }
}

/// UIKit's built-in curves, as the keyboard's notifications name them.
@Suite struct TimingCurveTests {
    /// `UIView.AnimationCurve`'s raw values, both ways; 7 (what keyboards
    /// announce) is kept as it is.
    @Test func rawValues() {
        let curves = (0...3).map(TimingCurve.init(animationCurveRawValue:))
        #expect(curves == [.easeInOut, .easeIn, .easeOut, .linear])
        #expect(curves.map(\.animationCurveRawValue) == [0, 1, 2, 3])
        #expect(TimingCurve(animationCurveRawValue: 7) == .unnamed(rawValue: 7))
        #expect(TimingCurve(animationCurveRawValue: 7).animationCurveRawValue == 7)
        #expect(TimingCurve(animationCurveRawValue: -1) == .unnamed(rawValue: -1))
        #expect(TimingCurve(animationCurveRawValue: 4) == .unnamed(rawValue: 4))
    }

    /// Progress at half and a quarter of the duration, from Core Animation's
    /// control points: ease-in-out (0.42, 0, 0.58, 1) 0.5 and 0.129162; ease-in
    /// (0.42, 0, 1, 1) 0.315357 and 0.093465; ease-out (0, 0, 0.58, 1) 0.684643
    /// and 0.378138; linear as the time. An unnamed curve is ease-in-out.
    @Test(arguments: [
        (TimingCurve.easeInOut, 0.5, 0.12916193), (.easeIn, 0.31535681, 0.09346465),
        (.easeOut, 0.68464319, 0.37813813), (.linear, 0.5, 0.25), (.unnamed(rawValue: 7), 0.5, 0.12916193),
    ])
    func progressAlongTheCurve(curve: TimingCurve, half: Double, quarter: Double) {
        #expect(abs(curve.progress(at: 0.5) - half) < 1e-7, "\(curve.progress(at: 0.5))")
        #expect(abs(curve.progress(at: 0.25) - quarter) < 1e-7, "\(curve.progress(at: 0.25))")
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -0.5) == 0 && curve.progress(at: 1.5) == 1 && curve.progress(at: .nan) == 0)
    }

    /// A timed animation's frames follow the curve and end at the target, still.
    @Test func framesOfATimedMove() {
        let move = SheetAnimation(
            spring: SheetSpring(), fromHeight: 400, toHeight: 700, downwardVelocity: 0,
            curve: .timed(duration: 0.05, curve: .linear))
        let frames = move.frames()
        let times: [Double] = [0, 1.0 / 60, 2.0 / 60, 3.0 / 60]
        #expect(frames.map(\.time) == times)
        #expect(abs(frames[1].height - 500) < 1e-9 && abs(frames[2].height - 600) < 1e-9)
        #expect(frames[3].height == 700 && frames[3].velocity == 0)
        #expect(abs(frames[1].velocity - 6000) < 1e-6, "\(frames[1].velocity)")
        #expect(move.isSettled(at: 0.05) && !move.isSettled(at: 0.049))
        #expect(move.duration == 3.0 / 60)
    }
}
