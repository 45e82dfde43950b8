import Foundation
import Testing

/// `sheetspec render`: validate, choose the sheet and the device, write the
/// SVG atomically; exit 1 on invalid specs and 2 on a request that names
/// nothing drawable, writing nothing in both cases.
@Suite
struct RenderCommandTests {
    static let goldens = CommandRunner.repository.appendingPathComponent("Tests/SheetLanguageTests/Fixtures/pictures")

    static func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func drawsTheGoldenPictureAtomically() throws {
        let folder = try CommandRunner.scratchFolder()
        let spec = CommandRunner.repository.appendingPathComponent("specs/store-picker.sheet.yaml").path
        let result = try CommandRunner.run(["render", spec, "--output", "picker.svg"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "sheetspec: drew `storePicker` on ipad-mini-a17-pro, portrait and landscape, to picker.svg"))
        let written = try String(contentsOf: folder.appendingPathComponent("picker.svg"), encoding: .utf8)
        let golden = try String(contentsOf: Self.goldens.appendingPathComponent("store-picker.svg"), encoding: .utf8)
        #expect(written == golden)
        #expect(try Self.contents(folder) == ["picker.svg"], "no temporary file left")
    }

    @Test func aScriptedDragIsSimulatedAndDrawn() throws {
        let folder = try CommandRunner.scratchFolder()
        let spec = CommandRunner.repository.appendingPathComponent("specs/checkout.sheet.yaml").path
        let drag = [
            "render", spec, "--sheet", "checkout", "--profile", "iphone-16", "--content-height", "400",
            "--release-height", "300", "--velocity", "-500", "-o", "drag.svg",
        ]
        let result = try CommandRunner.run(drag, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: folder.appendingPathComponent("drag.svg"), encoding: .utf8)
        let golden = try String(
            contentsOf: Self.goldens.appendingPathComponent("gestures/checkout-dismissed.svg"), encoding: .utf8)
        #expect(written == golden, "the command draws what the picture API draws")
        // The numbers `simulate` prints for the same drag.
        let simulated = try CommandRunner.run(
            ["simulate"] + drag.dropFirst().filter { $0 != "-o" && $0 != "drag.svg" }, in: folder)
        #expect(simulated.stdout.contains(#""projectedHeight": 143.75,"#), "\(simulated.stdout)")
        #expect(written.contains(">projected stop · 143.75 pt</text>"))
    }

    /// checkout's `fit` detent: floor 220 pt, cap 0.9 × 637 = 573.3 pt available on an
    /// iPhone SE. Without a drag, `--content-height` draws the resting sheet at it.
    @Test func aContentHeightWithoutADragSizesTheFittedDetent() throws {
        let folder = try CommandRunner.scratchFolder()
        let spec = CommandRunner.repository.appendingPathComponent("specs/checkout.sheet.yaml").path
        let cases: [(content: String, label: String)] = [
            // At the cap the height is the plan's, on the SE's approximate top gap; at the
            // floor (220 pt, a number of points) or the content's height it rests on no
            // profile number.
            ("", "fit · 573.3 pt · initial · fit, at its cap · approximate"),
            ("219", "fit · 220 pt · initial · fit, at its floor (content 219 pt)"),
            ("220", "fit · 220 pt · initial · fit to content"),
            ("400", "fit · 400 pt · initial · fit to content"),
            ("573.3", "fit · 573.3 pt · initial · fit to content"),
            ("574", "fit · 573.3 pt · initial · fit, at its cap (content 574 pt) · approximate"),
        ]
        for (content, label) in cases {
            let option = content.isEmpty ? [] : ["--content-height", content]
            let result = try CommandRunner.run(
                ["render", spec, "--sheet", "checkout", "-o", "fit.svg"] + option, in: folder)
            #expect(result.status == 0, "\(content): \(result.stderr)")
            let svg = try String(contentsOf: folder.appendingPathComponent("fit.svg"), encoding: .utf8)
            #expect(svg.contains(">\(label)</text>"), "\(content)")
        }
        let negative = try CommandRunner.run(
            ["render", spec, "--sheet", "checkout", "-o", "bad.svg", "--content-height", "-1"], in: folder)
        #expect(negative.status == 2, "a bad option: \(negative.stderr)")
        #expect(negative.stderr.contains("--content-height must be a finite, non-negative number of points"))
        #expect(try Self.contents(folder) == ["fit.svg"], "nothing written for -1")
    }

    @Test func dragOptionsWithoutADragAreRefused() throws {
        let folder = try CommandRunner.scratchFolder()
        let spec = CommandRunner.repository.appendingPathComponent("specs/checkout.sheet.yaml").path
        for extra in [["--velocity", "-500"], ["--release-height", "300"], ["--keyboard"], ["--from", "fit"]] {
            let result = try CommandRunner.run(["render", spec, "--sheet", "checkout", "-o", "x.svg"] + extra, in: folder)
            #expect(result.status != 0 && result.status != 1, "\(extra): a usage error")
            #expect(result.stderr.contains("--release-height and --velocity"), "\(extra): \(result.stderr)")
        }
        #expect(try Self.contents(folder).isEmpty, "nothing written")
    }

    @Test func chosenSheetProfileAndOrientation() throws {
        let folder = try CommandRunner.scratchFolder()
        let spec = CommandRunner.repository.appendingPathComponent("specs/checkout.sheet.yaml").path
        let result = try CommandRunner.run(
            [
                "render", spec, "--sheet", "checkoutAddress", "--profile", "iphone-16", "--orientation", "landscape",
                "-o", "a.svg",
            ],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.contains(">checkoutAddress · AddressSheetViewController · modal</text>"))
        #expect(svg.contains(">iPhone 16 (iphone-16) · landscape 852 × 393 pt</text>"))
        #expect(
            !svg.contains("full screen"),
            "a content-sized sheet is a custom presentation and keeps its detent in compact height (issue 21)")
        let store = CommandRunner.repository.appendingPathComponent("specs/store-picker.sheet.yaml").path
        let popover = try CommandRunner.run(
            ["render", store, "--profile", "iphone-16", "--orientation", "landscape", "-o", "p.svg"], in: folder)
        #expect(popover.status == 0, "\(popover.stderr)")
        let adapted = try String(contentsOf: folder.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(
            adapted.contains(">landscape · full screen</text>"),
            "a popover adapts to the system sheet on iPhone, which covers the screen in compact height")
    }

    @Test func severalSheetsWithoutSheetExitTwoAndListThem() throws {
        let folder = try CommandRunner.scratchFolder()
        let result = try CommandRunner.run(["render", "specs", "--output", folder.appendingPathComponent("x.svg").path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "sheetspec: error: the specs declare 7 sheets; choose one with --sheet: `checkout`, `checkoutAddress`, "
                    + "`checkoutPayment`, `commentComposer`, `nowPlaying`, `placeDetails`, `storePicker`"))
        #expect(try Self.contents(folder).isEmpty)
    }

    @Test func anUnknownSheetExitsTwoWithDidYouMean() throws {
        let result = try CommandRunner.run(["render", "specs", "--sheet", "nowPlayin", "--output", "/tmp/unused.svg"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no sheet is called `nowPlayin`; did you mean `nowPlaying`?"))
    }

    @Test func anUnknownProfileExitsTwo() throws {
        let result = try CommandRunner.run([
            "render", "specs/map-drawer.sheet.yaml", "--profile", "iphone-se3", "-o", "/tmp/unused.svg",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr == "sheetspec: error: no device profile is called `iphone-se3`; did you mean `iphone-se-3`? "
                + "(profiles: `iphone-se-3`, `iphone-16`, `iphone-16-plus`, `iphone-16-pro-max`, `ipad-mini-a17-pro`, `ipad-pro-13-m4`)\n"
        )
    }

    @Test func validationErrorsExitOneAndLeaveTheOutputAlone() throws {
        let folder = try CommandRunner.scratchFolder()
        try "version: 1\nsheets:\n  s: { type: S, presentation: popover }\n".write(
            to: folder.appendingPathComponent("bad.sheet.yaml"), atomically: true, encoding: .utf8)
        try "old\n".write(to: folder.appendingPathComponent("s.svg"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["render", "bad.sheet.yaml", "--output", "s.svg"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: popover sheet `s` gives no `popover.height` [SS3005]"))
        #expect(try String(contentsOf: folder.appendingPathComponent("s.svg"), encoding: .utf8) == "old\n")
        #expect(try Self.contents(folder) == ["bad.sheet.yaml", "s.svg"])
    }

    @Test func anUnwritableOutputExitsTwo() throws {
        let result = try CommandRunner.run([
            "render", "specs/map-drawer.sheet.yaml", "--output", "/nonexistent-folder/p.svg",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write `/nonexistent-folder/p.svg`"))
    }

    @Test func theOutputIsRequired() throws {
        let result = try CommandRunner.run(["render", "specs/map-drawer.sheet.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '--output <output>'"))
    }
}
