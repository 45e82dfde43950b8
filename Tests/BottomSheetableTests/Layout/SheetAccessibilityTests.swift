import BottomSheetable
import Testing

/// The defaults a spec that says nothing gets, and the names VoiceOver reads.
@Suite struct SheetAccessibilityTests {
    @Test func theDefaults() {
        let standard = SheetAccessibility()
        #expect(standard.detentControl == .grabber)
        #expect(standard.announcesDetent)
        #expect(standard.escape == .dismiss)
        #expect(standard.reducedMotion == .fade(duration: 0.25))
        #expect(standard.detentNames.isEmpty)
        #expect(standard.grabberLabel == "Sheet grabber")
    }

    /// `reducedMotion` is `reduceMotion` with `fadeDuration`: each case sets
    /// the style, a fade its duration too, and other styles keep the duration.
    @Test func reducedMotionIsTheStyleWithTheDuration() {
        var value = SheetAccessibility(reducedMotion: .fade(duration: 0.4))
        #expect(value.reduceMotion == .fade && value.fadeDuration == 0.4)
        value.reducedMotion = .instant
        #expect(value.reduceMotion == .instant && value.fadeDuration == 0.4 && value.reducedMotion == .instant)
        value.reducedMotion = .keep
        #expect(value.reduceMotion == .keep && value.reducedMotion == .keep)
        #expect(value.reducedMotion.keepsSpring && !SheetAccessibility.ReducedMotion.instant.keepsSpring)
        #expect(!SheetAccessibility.ReducedMotion.fade(duration: 1).keepsSpring)
        value.reduceMotion = .fade
        #expect(value.reducedMotion == .fade(duration: 0.4))
        #expect(SheetAccessibility(reducedMotion: .instant).fadeDuration == SheetAccessibility.standardFadeDuration)
        #expect(SheetAccessibility().textGrowth == 1)
        #expect(SheetAccessibility(textGrowth: 0.3).textSizeScaling == TextSizeScaling(growingFraction: 0.3))
        #expect(SheetAccessibility(textGrowth: 7).textSizeScaling == TextSizeScaling(growingFraction: 1))
    }

    @Test func spokenNames() {
        let accessibility = SheetAccessibility(detentNames: ["full": "Expanded"])
        #expect(accessibility.spokenName(of: "half") == "Half")
        #expect(accessibility.spokenName(of: "halfExpanded") == "Half expanded")
        #expect(accessibility.spokenName(of: "mapPeekTab") == "Map peek tab")
        #expect(accessibility.spokenName(of: "full") == "Expanded")
        #expect(accessibility.spokenName(of: "x") == "X")
        #expect(accessibility.spokenName(of: "") == "")
    }

    @Test func descriptionTexts() {
        let description = SheetDetentDescription(detent: "half", name: "Half", position: 2, count: 3)
        #expect(description.positionText == "2 of 3")
        #expect(description.text == "Half, 2 of 3")
    }

    @Test func theGrabberElementSpansTheSheetsTopFortyFourPoints() {
        #expect(SheetAccessibility.grabberElementFrame(inSheetOfWidth: 393) == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(SheetAccessibility.grabberElementFrame(inSheetOfWidth: -5) == Rect(x: 0, y: 0, width: 0, height: 44))
        #expect(SheetAccessibility.grabberElementFrame(inSheetOfWidth: .nan) == Rect(x: 0, y: 0, width: 0, height: 44))
    }

    /// Setting a fade after another style sets both the style and the duration;
    /// setting `.instant` or `.keep` keeps the duration.
    @Test func settingTheReducedMotionSetsItsStyle() {
        var accessibility = SheetAccessibility()
        accessibility.reducedMotion = .instant
        #expect(accessibility.reduceMotion == .instant && accessibility.fadeDuration == 0.25)
        accessibility.reducedMotion = .fade(duration: 0.4)
        #expect(accessibility.reduceMotion == .fade && accessibility.fadeDuration == 0.4)
        #expect(accessibility.reducedMotion == .fade(duration: 0.4))
        accessibility.reducedMotion = .keep
        #expect(accessibility.reduceMotion == .keep && accessibility.fadeDuration == 0.4)
    }
}
