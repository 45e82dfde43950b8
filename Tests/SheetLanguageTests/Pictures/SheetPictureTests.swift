import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a picture contains, checked on a worked example whose numbers are
/// easy to follow by hand, and that the same input always gives the same bytes.
@Suite struct SheetPictureTests {
    /// A phone 460 × 920 pt, so that a point is half a canvas unit
    /// (`PictureStyle.deviceLongestSide` 460 / 920), with 40 pt of safe area
    /// on top and 20 at the bottom: 860 pt available.
    static let halfScalePhone = DeviceProfile(
        name: "half-scale", displayName: "Half Scale", idiom: .phone,
        screens: [
            ProfileScreen(
                orientation: .portrait, size: Size(width: 460, height: 920),
                safeArea: Insets(top: 40, left: 0, bottom: 20, right: 0), isCompactHeight: false, keyboardHeight: 300)
        ],
        source: "test")

    static let spec = """
        version: 1
        sheets:
          filters:
            type: FiltersViewController
            tiers: two
            detents:
              - { id: peek, height: 200 }
              - { id: half, fraction: 0.5 }
            initial: peek
            undimmedThrough: peek
            grabber: visible
            keyboard: { policy: lift }

        """

    static func picture(_ text: String = spec) throws -> String {
        let loaded = SpecLoader.load(SourceFile(path: "filters.sheet.yaml", text: text), limits: .default)
        let outcome = SpecPlanner.plan([loaded], options: ValidationOptions(profiles: [halfScalePhone]), strict: false)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
        let plan = try #require(outcome.plan)
        return try SpecRenderer.picture(of: plan, request: PictureRequest()).get().svg
    }

    /// The screen's top-left corner: margin 24 + bezel 8 across; down, margin
    /// 24, three title lines (18 + 6, 12 + 6, 12 + 6), 16 of space, the
    /// panel caption 24 and the bezel 8: 132.
    static let screenX = 32.0
    static let screenY = 132.0

    /// A sheet `height` tall has its top edge at 920 − 20 − height points, half a unit each.
    static func canvasY(ofHeight height: Double) -> Double { screenY + (920 - 20 - height) / 2 }

    @Test func eachDetentIsALineAcrossTheScreenAtItsHeight() throws {
        let svg = try Self.picture()
        #expect(Self.canvasY(ofHeight: 200) == 482)
        #expect(Self.canvasY(ofHeight: 430) == 367, "half: 0.5 × 860 available")
        // The initial detent solid, the other dashed; x from 32 to 32 + 460 / 2.
        #expect(
            svg.contains(
                ##"<line x1="32" y1="482" x2="262" y2="482" stroke="#2f6db5" stroke-width="1.5" stroke-dasharray="none"/>"##
            ))
        #expect(
            svg.contains(
                ##"<line x1="32" y1="367" x2="262" y2="367" stroke="#2f6db5" stroke-width="1" stroke-dasharray="4 3"/>"##
            ))
    }

    @Test func eachDetentIsLabelledWithItsIdAndHeightBesideIt() throws {
        let svg = try Self.picture()
        // Text starts 26 right of the bezel (262 + 8 + 26); its middle is on the line, the baseline 0.35 em below.
        #expect(
            svg.contains(
                ##"<text x="296" y="485.85" font-size="11" fill="#1f2328">peek · 200 pt · initial · undimmed</text>"##))
        #expect(svg.contains(##"<text x="296" y="370.85" font-size="11" fill="#1f2328">half · 430 pt</text>"##))
    }

    @Test func theSheetRestsAtItsInitialDetentWithItsGrabber() throws {
        let svg = try Self.picture()
        // Top edge at 482, rounded by the system radius (10 pt: 5 units), down to the screen's bottom (132 + 460).
        #expect(
            svg.contains(
                ##"<path d="M 32 592 L 32 487 A 5 5 0 0 1 37 482 L 257 482 A 5 5 0 0 1 262 487 L 262 592 Z" fill="#ffffff""##
            ))
        // The 36 × 5 pt grabber 5 pt below the top edge, centred: (32 + 262 − 18) / 2.
        #expect(svg.contains(##"<rect x="138" y="484.5" width="18" height="2.5" rx="1.25" fill="#a3a9b1"/>"##))
    }

    @Test func theUndimmedRangeRunsFromTheBottomEdgeToTheUndimmedDetent() throws {
        let svg = try Self.picture()
        // The bar right of the bezel (262 + 8 + 3): green from 200 pt down to 0 pt (y 582), grey above up to 860 pt (y 152).
        #expect(svg.contains(##"<rect x="273" y="482" width="5" height="100" fill="#2e9d5b"/>"##))
        #expect(svg.contains(##"<rect x="273" y="152" width="5" height="330" fill="#6b7280"/>"##))
        let dimming = ##"width="230" height="460" fill="#000000""##
        #expect(!svg.contains(##"<rect x="32" y="132" "## + dimming), "peek is undimmed: no dimming at rest")
        #expect(svg.components(separatedBy: dimming).count == 2, "dimmed once the keyboard lifts the sheet above peek")
    }

    @Test func theKeyboardPanelShowsTheKeyboardAndTheLiftedSheet() throws {
        let svg = try Self.picture()
        // lift: 200 + (300 − 20 overlap) = 480 pt, 200 pt uncovered.
        #expect(svg.contains("with keyboard · 480 pt · 200 pt uncovered"))
        #expect(svg.contains("keyboard · 300 pt"))
        #expect(svg.contains("at rest · peek · 200 pt"))
        #expect(svg.contains(">portrait · keyboard shown · policy lift</text>"))
    }

    @Test func theTitleNamesTheSheetTheDeviceAndTheSettings() throws {
        let svg = try Self.picture()
        #expect(svg.contains(">filters · FiltersViewController · modal</text>"))
        #expect(svg.contains(">Half Scale (half-scale) · portrait 460 × 920 pt</text>"))
        #expect(svg.contains("initial peek · undimmed through peek · keyboard lift · grabber visible"))
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try Self.picture()
        #expect(try Self.picture() == first)
        for name in PlanFixtures.exampleNames {
            #expect(try PictureGoldenTests.picture(name).svg == (try PictureGoldenTests.picture(name).svg))
        }
    }

    @Test func numbersArePrintedAtThePlansPrecision() throws {
        for name in PlanFixtures.exampleNames {
            let svg = try PictureGoldenTests.picture(name).svg
            #expect(svg.firstMatch(of: /\d\.\d{4}/) == nil, "\(name): at most three decimals")
            #expect(!svg.contains("nan") && !svg.contains("inf"), "\(name)")
        }
    }

    @Test func everyPictureIsWellFormedXML() throws {
        for name in PlanFixtures.exampleNames + ["worked example"] {
            let svg = name == "worked example" ? try Self.picture() : try PictureGoldenTests.picture(name).svg
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(name): \(String(describing: parser.parserError))")
        }
    }

    @Test func labelsOfNearbyDetentsAreMovedApart() throws {
        let close = Self.spec.replacingOccurrences(of: "{ id: half, fraction: 0.5 }", with: "{ id: half, height: 204 }")
        let svg = try Self.picture(close)
        let ys = svg.matches(of: /<text x="296" y="([0-9.]+)"[^>]*>(peek|half) ·/).map { Double($0.1)! }
        #expect(ys.count == 2)
        #expect(abs(ys[0] - ys[1]) >= 14, "labels 4 pt (2 units) apart are spread to the label spacing: \(ys)")
    }

    @Test func textIsEscaped() {
        var svg = SVGWriter()
        svg.text("a < b & \"c\"", ["x": 1])
        #expect(svg.body == "  <text x=\"1\">a &lt; b &amp; &quot;c&quot;</text>\n")
    }
}
