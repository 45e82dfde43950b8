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
}
