import Testing

@testable import SheetLanguage

@Suite struct NearestWordTests {
    let sheetKeys = ["type", "extends", "presentation", "tiers", "detents", "cornerRadius", "grabber", "initial"]

    @Test func typosFindTheirKey() {
        #expect(NearestWord.suggestion(for: "cornerRadus", among: sheetKeys) == "cornerRadius")
        #expect(NearestWord.suggestion(for: "detnets", among: sheetKeys) == "detents")
        #expect(NearestWord.suggestion(for: "tier", among: sheetKeys) == "tiers")
    }

    @Test func caseAndSeparatorsDoNotCount() {
        #expect(NearestWord.suggestion(for: "corner_radius", among: sheetKeys) == "cornerRadius")
        #expect(NearestWord.suggestion(for: "CornerRadius", among: sheetKeys) == "cornerRadius")
    }

    @Test func aKeyCutShortOrAbbreviatedFindsItsKey() {
        let keys = sheetKeys + ["undimmedThrough"]
        #expect(NearestWord.suggestion(for: "undimmed", among: keys) == "undimmedThrough")
        #expect(NearestWord.suggestion(for: "Undimmed", among: keys) == "undimmedThrough")
        #expect(NearestWord.suggestion(for: "present", among: keys) == "presentation")
        #expect(NearestWord.suggestion(for: "cornRad", among: keys) == "cornerRadius")
        #expect(NearestWord.suggestion(for: "grbr", among: keys) == "grabber")
    }

    @Test func aShortWordOrOneThatFitsSeveralKeysGetsNoGuess() {
        #expect(NearestWord.suggestion(for: "in", among: sheetKeys + ["inset"]) == nil)
        #expect(NearestWord.suggestion(for: "detent", among: ["detents", "detentStyle"]) == "detents")
        #expect(NearestWord.suggestion(for: "keyboard", among: ["keyboardPolicy", "keyboardHeight"]) == nil)
        #expect(NearestWord.suggestion(for: "dtnt", among: ["detents", "dismissTint"]) == nil)
    }

    @Test func farWordsGetNoSuggestion() {
        #expect(NearestWord.suggestion(for: "colour", among: sheetKeys) == nil)
        #expect(NearestWord.suggestion(for: "x", among: sheetKeys) == nil)
    }

    @Test func editDistanceCountsSwapsOnce() {
        #expect(NearestWord.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
        #expect(NearestWord.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
        #expect(NearestWord.editDistance([], Array("abc".utf8)) == 3)
    }
}
