import BottomSheetable
import Testing

/// A fade's end and velocity at their edges, beside the spring's (`SheetAnimation`).
@Suite struct SheetAnimationFadeEdgeTests {
    /// A fade ends when `t + fadeEndTolerance` reaches its duration: exactly there it has
    /// ended, a millionth of a second earlier it has not.
    @Test func aFadeEndsExactlyAtItsDurationLessTheTolerance() {
        let duration = 0.25 + SheetAnimation.fadeEndTolerance
        let fade = SheetAnimation(
            spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 0, curve: .fade(duration: duration))
        #expect(fade.isSettled(at: 0.25))
        #expect(!fade.isSettled(at: 0.249999))
        #expect(fade.isSettled(at: 0.3))
    }

    /// A fade does not move (velocity 0 at every time, even with a release velocity); a
    /// spring starts at the release's velocity along the height axis (−v).
    @Test func onlyASpringHasAVelocity() {
        let fade = SheetAnimation(
            spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 400, curve: .fade(duration: 0.2))
        #expect([0, 0.1, 0.5].map { fade.velocity(at: $0) } == [0, 0, 0])
        let spring = SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 400)
        #expect(spring.velocity(at: 0) == -400)
        #expect(spring.velocity(at: 0.1) == spring.motion.velocity(at: 0.1) && spring.velocity(at: 0.1) != 0)
    }

    /// A fade's progress is `t / duration` clamped to [0, 1] (before the start 0, past
    /// the end 1); a spring's is 1 throughout.
    @Test(arguments: [(-0.1, 0.0), (0.0, 0.0), (0.05, 0.25), (0.2, 1.0), (0.3, 1.0)])
    func fadeProgressIsClampedToZeroAndOne(t: Double, progress: Double) {
        let fade = SheetAnimation(
            spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 0, curve: .fade(duration: 0.2))
        #expect(fade.fadeProgress(at: t) == progress)
        let spring = SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 0)
        #expect(spring.fadeProgress(at: t) == 1)
    }

    /// Any positive rate is kept, below one frame a second too: at 0.5 and 1 frame per
    /// second a 0.3 s spring is sampled at its start and then settled (2 s, 1 s later).
    @Test(arguments: [(0.5, 2.0), (1.0, 1.0)])
    func slowRatesAreKept(rate: Double, second: Double) {
        let spring = SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 0)
        let frames = spring.frames(rate: rate)
        #expect(frames.map(\.time) == [0, second])
        #expect(frames.map(\.height) == [300, 500])
    }

    /// A rate of 0 or less, or not finite, samples at 60 frames per second: frame 1 is at 1/60 s.
    @Test(arguments: [0.0, -0.5, -30, .infinity, .nan])
    func anInvalidRateIsSixty(rate: Double) {
        let spring = SheetAnimation(spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 0)
        #expect(spring.frames(rate: rate)[1].time == 1.0 / 60.0)
        #expect(spring.frames(rate: rate) == spring.frames())
    }

    /// The tolerance is a billionth of a second: half a billionth before the end a fade
    /// of 0.25 s has ended, two billionths before it has not.
    @Test func theToleranceIsABillionthOfASecond() {
        let fade = SheetAnimation(
            spring: SheetSpring(), fromHeight: 300, toHeight: 500, downwardVelocity: 0, curve: .fade(duration: 0.25))
        #expect(fade.isSettled(at: 0.25 - 5e-10))
        #expect(!fade.isSettled(at: 0.25 - 2e-9))
    }
}
