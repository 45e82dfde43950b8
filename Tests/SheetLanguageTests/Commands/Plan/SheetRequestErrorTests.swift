import BottomSheetable
@testable import SheetLanguage
import Testing

/// The one wording of what `render` and `simulate` cannot do: every case's
/// message, word for word, as the command line prints it after
/// `sheetspec: error: `.
struct SheetRequestErrorTests {
    @Test(arguments: [
        (SheetRequestError.noProfiles(.picture), "no device profile to draw on"),
        (.noProfiles(.simulation), "no device profile to simulate on"),
        (.noSheets, "the specs declare no sheet to draw"),
        (.severalSheets(["a", "b", "c"]), "the specs declare 3 sheets; choose one with --sheet: `a`, `b`, `c`"),
        (
            .unknownSheet(name: "chekout", suggestion: "checkout", known: ["checkout", "map"]),
            "no sheet is called `chekout`; did you mean `checkout`? (sheets: `checkout`, `map`)"
        ),
        (.unknownSheet(name: "x", suggestion: nil, known: ["map"]), "no sheet is called `x` (sheets: `map`)"),
        (
            .unknownProfile(UnknownProfile(name: "ipad", suggestion: nil, known: ["iphone-se-3"])),
            "no device profile is called `ipad` (profiles: `iphone-se-3`)"
        ),
        (
            .orientationMissing(profile: "iphone-se-3", orientation: .landscape),
            "the device profile `iphone-se-3` has no landscape screen"
        ),
        (
            .unknownDetent(name: "fitt", sheet: "checkout", suggestion: "fit", known: ["fit", "large"]),
            "the sheet `checkout` has no detent `fitt`; did you mean `fit`? (detents: `fit`, `large`)"
        ),
        (
            .unknownDetent(name: "zz", sheet: "checkout", suggestion: nil, known: ["fit"]),
            "the sheet `checkout` has no detent `zz` (detents: `fit`)"
        ),
        (
            .inactiveDetent(name: "medium", sheet: "map", screen: "iphone-se-3 landscape"),
            "the detent `medium` of `map` is not active on iphone-se-3 landscape"
        ),
        (.noDetents(sheet: "map", screen: "ipad portrait"), "the sheet `map` has no active detent on ipad portrait"),
        (
            .notDraggable(sheet: "tips", screen: "ipad portrait", presentedAs: .popover),
            "on ipad portrait the sheet `tips` is presented as a popover, which is not dragged; "
                + "choose another --profile or --orientation"
        ),
        (
            .notDraggable(sheet: "tips", screen: "iphone-se-3 landscape", presentedAs: .fullScreen),
            "on iphone-se-3 landscape the sheet `tips` is presented full screen, with no detents to drag between; "
                + "choose another --profile or --orientation"
        ),
        (
            .notPushable(name: "detal", sheet: "list", suggestion: "detail", pushable: ["detail", "edit"]),
            "the sheet `list` cannot push `detal`; did you mean `detail`? (it pushes `detail`, `edit`)"
        ),
        (
            .notPushable(name: "detail", sheet: "list", suggestion: nil, pushable: []),
            "the sheet `list` cannot push `detail` (its `navigation.push` is empty)"
        ),
    ])
    func eachCaseHasItsWords(error: SheetRequestError, message: String) {
        #expect(error.message == message)
    }

    /// A velocity may be negative (downwards); a length may not.
    @Test func aNumberSaysWhatItMustBe() {
        #expect(
            SheetRequestError.invalidNumber(option: "release-height", value: -2).message
                == "--release-height must be a finite, non-negative number of points; got negative (-2.0)")
        #expect(
            SheetRequestError.invalidNumber(option: "velocity", value: .nan).message
                == "--velocity must be a finite number of points per second; got not a number (nan)")
        #expect(
            SheetRequestError.invalidNumber(option: "content-height", value: .infinity).message
                == "--content-height must be a finite, non-negative number of points; got infinite (inf)")
    }
}
