import SheetDiagnostics
import SheetLanguage
import Testing

@testable import SheetReport

/// The site's files for specs/: the numbers on the page are the plan's, the
/// frames are `SpecSimulator`'s, every picture has a text alternative and
/// every control a label, and the same report gives the same bytes.
@Suite struct SiteBuilderTests {
    static let report = ReportCollector.collect(paths: [SnapshotDiffTests.specs.path], options: ReportSettings())
    static let files = SiteBuilder.files(of: report, descriptors: [:])

    static func file(_ path: String) -> String? { files.first { $0.path == path }?.contents }

    @Test func theSameReportGivesTheSameBytes() {
        let again = ReportCollector.collect(paths: [SnapshotDiffTests.specs.path], options: ReportSettings())
        #expect(SiteBuilder.files(of: again, descriptors: [:]) == Self.files)
    }

    @Test func theHeightsTableHoldsThePlansNumbers() throws {
        let page = try #require(Self.file("specs/now-playing.html"))
        // 852 × 1/4, 1/2, 3/4 on iPhone 16 (frame: screen to screen), both releases.
        for os in ["ios-26", "ios-18"] {
            let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("<tr data-key=\"\(os)/iphone-16/portrait\">") })
            #expect(row.contains("<td data-detent=\"mini\"><span class=\"height\">213</span>"))
            #expect(row.contains("<td data-detent=\"half\"><span class=\"height\">426</span>"))
            #expect(row.contains("<td data-detent=\"queue\"><span class=\"height\">639</span>"))
        }
        // Every cell of every table against the plan.
        let plan = try #require(Self.report.specs.first { $0.path.hasSuffix("now-playing.sheet.yaml") }?.sheets.first)
        var cells = 0
        for release in plan.releases {
            for layout in release.plan.profiles {
                for screen in layout.screens {
                    let key = "\(release.os.rawValue)/\(layout.profile)/\(screen.orientation.rawValue)"
                    let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("<tr data-key=\"\(key)\">") })
                    for detent in screen.detents {
                        let number = HTML.number(detent.resolved.height)
                        #expect(row.contains("data-detent=\"\(detent.resolved.id.rawValue)\"><span class=\"height\">\(number)</span>"))
                        cells += 1
                    }
                }
            }
        }
        #expect(cells == 2 * 12 * 3)
    }

    @Test func thePagesFramesAreTheSimulationsFrames() throws {
        let data = try #require(Self.file("specs/now-playing.data.js"))
        #expect(data.hasPrefix("SheetspecReport.register({"))
        let release = try #require(Self.report.specs.first { $0.path.hasSuffix("now-playing.sheet.yaml") }?.sheets[0].releases[0])
        let run = try #require(release.gestures.first {
            $0.profile == "iphone-16" && $0.orientation == .portrait && $0.gesture == .flickUp
        })
        let heights = run.simulation.frames.map { HTML.number($0.height) }.joined(separator: ",")
        #expect(data.contains("\"heights\":[\(heights)]"))
        #expect(data.contains(
            "sheetspec simulate \(Self.report.specs[3].path) --sheet nowPlaying --profile iphone-16 --os ios-26 "
                + "--orientation portrait --from mini --release-height 253 --velocity 1500"))
    }

    @Test func everyPictureHasATextAlternativeAndEveryControlALabel() throws {
        var images = 0
        for file in Self.files where file.path.hasSuffix(".html") {
            let html = file.contents
            #expect(html.contains("<main id=\"main\""), "\(file.path) has a main landmark")
            #expect(html.contains("<h1>"), "\(file.path) has a heading")
            for image in html.split(separator: "<img ").dropFirst() {
                images += 1
                let alt = image.split(separator: "alt=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
                #expect(alt.count > 20, "\(file.path): \(image.prefix(80))")
            }
            for select in html.split(separator: "<select id=\"").dropFirst() {
                let id = select.prefix { $0 != "\"" }
                #expect(html.contains("<label for=\"\(id)\">"), "\(file.path): \(id) is labelled")
            }
        }
        // 7 sheets × 6 devices × 2 releases.
        #expect(images == 84)
        let checkout = try #require(Self.file("specs/checkout.html"))
        #expect(checkout.contains(
            "alt=\"checkout on iPhone 16, iOS 26. portrait: sheet at fit 683.1 points; landscape: sheet at fit 334.8 points.\""))
    }

    @Test func theIndexListsEverySheetWithItsPath() throws {
        let index = try #require(Self.file("index.html"))
        #expect(index.contains("<p>7 sheets in 5 spec files, planned on the built-in device profiles of iOS 26 and iOS 17–18.</p>"))
        #expect(index.split(separator: "\n").filter { $0.hasPrefix("<tr><td><a href=\"specs/") }.count == 7)
        #expect(index.contains(
            "<td><code>PlaceDetailsViewController</code></td><td>iPhone: sheet; iPad: sheet</td><td>conformance, uikit, swiftui, floatingpanel</td><td>none</td>"))
        // The store picker: a popover that adapts to a sheet on iPhone, not edge
        // attached, so full screen in compact height.
        #expect(index.contains(
            "<td><code>StorePickerViewController</code></td><td>iPhone portrait: sheet; iPhone landscape: full screen; iPad: popover</td>"))
    }

    @Test func eachPictureIsAViewOfItsSpecsSpriteAtItsOwnSize() throws {
        let sprite = try #require(Self.file("specs/now-playing.svg"))
        let page = try #require(Self.file("specs/now-playing.html"))
        let views = sprite.split(separator: "\n").filter { $0.hasPrefix("<view id=\"") }
        #expect(views.count == 12)
        var top = 0.0
        for view in views {
            let id = view.dropFirst("<view id=\"".count).prefix { $0 != "\"" }
            let box = view.split(separator: "viewBox=\"")[1].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
            #expect(box[1] == top, "\(id) starts below the last, after the gap")
            top += box[3] + PictureSprite.gap
            let size = "width=\"\(LengthPrecision.text(box[2]))\" height=\"\(LengthPrecision.text(box[3]))\""
            #expect(page.contains("<img src=\"now-playing.svg#\(id)\" \(size) loading=\"lazy\""), "\(id)")
        }
        #expect(sprite.contains("viewBox=\"0 0 ") && sprite.contains(" \(LengthPrecision.text(top))\">\n<view"))
    }

    @Test func slugsAreRelativeToTheSpecsFolderAndDistinctWithoutCase() {
        #expect(SiteBuilder.commonFolder(of: ["a/b/x.yaml", "a/b/c/y.yaml"]) == "a/b/")
        #expect(SiteBuilder.commonFolder(of: ["a/x.yaml", "b/y.yaml"]) == "")
        #expect(SiteBuilder.commonFolder(of: ["x.yaml"]) == "")
        #expect(HTML.slug("Deep/Check Out.sheet") == "deep-check-out-sheet")
        #expect(HTML.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
        #expect(HTML.number(431.50000001) == "431.5" && HTML.number(213) == "213" && HTML.number(-0.0004) == "0")
    }
}
