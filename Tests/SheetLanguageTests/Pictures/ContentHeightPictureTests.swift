import BottomSheetable
import SheetDiagnostics
import SheetLanguage
import Testing

/// `render --content-height`: a fitted detent drawn at the content's measured
/// height, clamped to its floor and cap, on `SheetPictureTests.halfScalePhone`
/// (860 pt available, a point half a canvas unit).
@Suite struct ContentHeightPictureTests {
    /// `fit` between a floor of 150 pt and a cap of 0.5 × 860 = 430 pt, and a
    /// fixed `tall` detent of 600 pt that no content height moves.
    static let spec = """
        version: 1
        sheets:
          note:
            type: NoteViewController
            detents:
              - { id: fit, fit: content, min: { height: 150 }, max: { fraction: 0.5 } }
              - { id: tall, height: 600 }
            initial: fit

        """

    static func plan() throws -> LayoutPlan {
        let loaded = SpecLoader.load(SourceFile(path: "note.sheet.yaml", text: spec), limits: .default)
        let outcome = SpecPlanner.plan(
            [loaded], options: ValidationOptions(profiles: [SheetPictureTests.halfScalePhone]), strict: false)
        #expect(!outcome.report.diagnostics.contains { $0.severity == .error })
        return try #require(outcome.plan)
    }

    static func picture(contentHeight: Double?) throws -> String {
        try SpecRenderer.picture(of: plan(), request: PictureRequest(contentHeight: contentHeight)).get().svg
    }

    static func label(_ text: String) -> String { ##"fill="#1f2328">\##(text)</text>"## }

    /// The initial detent's solid line across the screen at `height`.
    static func restsAt(_ svg: String, height: Double) -> Bool {
        let y = LengthPrecision.text(SheetPictureTests.canvasY(ofHeight: height))
        return svg.contains(
            ##"<line x1="32" y1="\##(y)" x2="262" y2="\##(y)" stroke="#2f6db5" stroke-width="1.5" stroke-dasharray="none"/>"##)
    }

    /// With `--text-size`, the measured height is the content at Large, scaled like
    /// Body text (17 pt at Large): 170 pt becomes 170 × 28 / 17 = 280 at AX1 and
    /// 170 × 53 / 17 = 530 at AX5, over the cap (430); Large leaves it at 170.
    @Test(arguments: [
        (ContentSizeCategory.large, 170.0, "fit · 170 pt · initial · fit to content"),
        (ContentSizeCategory.accessibility1, 280.0, "fit · 280 pt · initial · fit to content"),
        (ContentSizeCategory.accessibility5, 430.0, "fit · 430 pt · initial · fit, at its cap (content 530 pt)"),
    ])
    func aMeasuredHeightIsScaledToTheTextSize(category: ContentSizeCategory, height: Double, label: String) throws {
        var request = PictureRequest(contentHeight: 170)
        request.textSize = category
        let svg = try SpecRenderer.picture(of: Self.plan(), request: request).get().svg
        #expect(svg.contains(Self.label(label)), "\(category)")
        #expect(Self.restsAt(svg, height: height), "the initial line at \(height) pt")
    }

    @Test(arguments: [
        // Below the floor: the floor; at the floor: the content itself.
        (149.0, 150.0, "fit · 150 pt · initial · fit, at its floor (content 149 pt)"),
        (150.0, 150.0, "fit · 150 pt · initial · fit to content"),
        (151.0, 151.0, "fit · 151 pt · initial · fit to content"),
        (300.0, 300.0, "fit · 300 pt · initial · fit to content"),
        // At the cap: the content; above it: the cap.
        (429.0, 429.0, "fit · 429 pt · initial · fit to content"),
        (430.0, 430.0, "fit · 430 pt · initial · fit to content"),
        (431.0, 430.0, "fit · 430 pt · initial · fit, at its cap (content 431 pt)"),
        (0.0, 150.0, "fit · 150 pt · initial · fit, at its floor (content 0 pt)"),
    ])
    func fittedDetentIsDrawnAtTheClampedContentHeight(content: Double, height: Double, label: String) throws {
        let svg = try Self.picture(contentHeight: content)
        #expect(svg.contains(Self.label(label)), "\(content) pt of content")
        #expect(Self.restsAt(svg, height: height), "the initial line at \(height) pt")
        #expect(svg.contains(Self.label("tall · 600 pt")), "a fixed detent does not move")
        #expect(svg.contains(" · content \(LengthPrecision.text(content)) pt · "), "the title names the content height")
    }

    @Test func withoutAContentHeightTheFittedDetentIsAtItsCapAsInThePlan() throws {
        let svg = try Self.picture(contentHeight: nil)
        #expect(svg.contains(Self.label("fit · 430 pt · initial · fit, at its cap")))
        #expect(Self.restsAt(svg, height: 430))
        #expect(!svg.contains(" · content "))
        // The floor is dotted and labelled either way.
        #expect(svg.contains(">fit floor · 150 pt</text>"))
        #expect(try Self.picture(contentHeight: 300).contains(">fit floor · 150 pt</text>"))
    }

    @Test func aContentHeightDoesNotChangeThePlanItIsDrawnFrom() throws {
        let plan = try Self.plan()
        _ = try SpecRenderer.picture(of: plan, request: PictureRequest(contentHeight: 200)).get()
        let heights = plan.sheets[0].profiles[0].screens[0].detents.map(\.resolved.height)
        #expect(heights == [430, 600])
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func aContentHeightThatIsNoLengthIsRefused(value: Double) throws {
        let result = SpecRenderer.picture(of: try Self.plan(), request: PictureRequest(contentHeight: value))
        guard case .failure(let problem) = result else {
            Issue.record("drawn with a content height of \(value)")
            return
        }
        #expect(problem.message.hasPrefix("--content-height must be a finite, non-negative number of points"))
    }

    /// A measured fitted detent rests on the content, not on the profile's
    /// approximate available height; at its cap it still does.
    @Test func approximateOnlyWhereTheHeightComesFromTheProfile() throws {
        let approximatePhone = DeviceProfile(
            name: "rough", displayName: "Rough", idiom: .phone,
            screens: [
                ProfileScreen(
                    orientation: .portrait, size: Size(width: 460, height: 920),
                    safeArea: Insets(top: 40, left: 0, bottom: 20, right: 0), isCompactHeight: false,
                    keyboardHeight: 300, sources: [.safeArea: ValueSource("a guess", approximate: true)])
            ],
            source: "test")
        let sheet = try Self.plan().sheets[0].sheet
        let screen = approximatePhone.screens[0]
        let measured = LayoutPlanner.layout(of: sheet, on: screen, idiom: .phone, contentHeight: 300)
        let capped = LayoutPlanner.layout(of: sheet, on: screen, idiom: .phone, contentHeight: 500)
        let unmeasured = LayoutPlanner.layout(of: sheet, on: screen, idiom: .phone)
        #expect(measured.detents.map(\.approximate) == [false, false])
        #expect(capped.detents.map(\.approximate) == [true, false])
        #expect(unmeasured.detents.map(\.approximate) == [true, false])
    }
}
