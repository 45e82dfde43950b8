import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// The five source systems written as specs (issue 21): each spec is planned
/// through the real plan API on at least two device profiles, and every
/// planned number is compared with the article's own arithmetic, written out
/// here from the profile's published numbers (docs/SpecReference.md, "Device
/// profiles"), never with a copied plan. The snap and spring numbers the
/// articles give are checked through the planned `SheetPhysics`, which is
/// what the app runs; the math itself has its worked examples in
/// Tests/BottomSheetableTests/Math.
@Suite struct SourceSystemArithmeticTests {
    /// iPhone SE (3rd generation), portrait: 375 × 667, safe area 20 / 0, top gap 10 (iOS 26), keyboard 260.
    /// Available heights below are written height − safe top − top gap − safe bottom.
    static let se = "iphone-se-3"
    /// iPhone 16, portrait: 393 × 852, safe area 59 / 34, top gap 0 (iOS 26), keyboard 336.
    static let iPhone16 = "iphone-16"

    /// The sheet `id` of `names`, planned on every built-in profile after a
    /// validation that must pass without a single warning.
    static func planned(
        _ id: String, in names: [String], folder: URL = RepositoryPaths.exampleSpecs, prefix: String = "specs/"
    ) throws -> SheetPlan {
        let loaded = try PlanFixtures.loaded(names, in: folder, prefix: prefix)
        let outcome = SpecPlanner.plan(loaded, options: ValidationOptions(profiles: BuiltInProfiles.all), strict: true)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map { "\($0.code) \($0.message)" })")
        let plan = try #require(outcome.plan)
        return try #require(plan.sheets.first { $0.sheet.id == id })
    }

    static func screen(_ plan: SheetPlan, _ profile: String, _ orientation: Orientation = .portrait) throws -> ScreenLayout {
        let layout = try #require(plan.profiles.first { $0.profile == profile })
        return try #require(layout.screens.first { $0.orientation == orientation })
    }

    // MARK: - seed 000: joomcode's content-sized BottomSheet (specs/checkout.sheet.yaml)

    /// "Let's assume the deceleration to be a constant of 800 ... the distance
    /// formula is x0 − 0.5 ∗ v0²/a": the article's flick (a 400 pt sheet
    /// dragged to 300 pt, released moving down at 500 pt/s) stops at 143.75 pt,
    /// closer to the end than to the start, so the sheet is dismissed; the
    /// same release at 300 pt/s stops nearer the start and the sheet returns.
    @Test(arguments: [se, iPhone16])
    func joomProjectsWithDeceleration800(profile: String) throws {
        let plan = try Self.planned("checkout", in: ["checkout.sheet.yaml"])
        let layout = plan.sheet.layout
        let a = 800.0
        #expect(layout.physics.snapPolicy == .projectedStop(ProjectedSnapPolicy(deceleration: a, dismissalProgress: 0.5)))
        let screen = try Self.screen(plan, profile)
        let detents = layout.resolvedDetents(in: screen.container, contentHeight: 400)
        #expect(detents.map(\.height) == [400])
        let bottomInset = screen.container.safeArea.bottom
        for (v0, dismissed) in [(500.0, true), (300, false)] {
            let x0 = 300.0
            let stop = x0 - 0.5 * v0 * v0 / a
            let release = DragRelease(height: x0, downwardVelocity: v0, startHeight: 400, extentBelowOrigin: bottomInset)
            #expect(layout.physics.snapPolicy.projectedHeight(for: release) == stop)
            // The progress is over the presented view: the content and the bottom safe area.
            let closerToTheEnd = (400 - stop) / (400 + bottomInset) >= 0.5
            #expect(closerToTheEnd == dismissed)
            let target = layout.physics.snapPolicy.target(for: release, among: detents, allowsDismissal: layout.dismissal.swipe)
            #expect(SnapOutcome(target) == (dismissed ? .dismiss : .rest(400)))
        }
    }

    /// The article's `ResizeViewController` changes its content "by +100 and
    /// -100, by 2 and 0.5 times"; the sheet follows `preferredContentSize`
    /// between this app's floor (220) and cap (0.9 of the available height).
    @Test func joomFollowsTheContentSize() throws {
        let plan = try Self.planned("checkout", in: ["checkout.sheet.yaml"])
        let cases: [(profile: String, available: Double)] = [(Self.se, 667 - 20 - 10 - 0), (Self.iPhone16, 852 - 59 - 0 - 34)]
        for (profile, available) in cases {
            let container = try Self.screen(plan, profile).container
            #expect(container.availableHeight == available)
            let cap = 0.9 * available
            let changes: [Double] = [400, 400 + 100, 400 - 100, 400 * 2, 400 * 0.5]
            for content in changes {
                let heights = plan.sheet.layout.resolvedDetents(in: container, contentHeight: content).map(\.height)
                let expected: Double = min(max(content, 220), cap)
                #expect(heights == [expected], "content \(content) on \(profile)")
            }
        }
        #expect(plan.sheet.layout.dismissal.tapOutside, "a shadow which'll close the bottom sheet on tap")
        #expect(plan.sheet.layout.navigation.interactivePop, "We've kept a unique interactive pop")
    }

    /// "We redefine the push and pop transitions": `transition: sheet`. Pushing a
    /// screen of 800 pt of content from the root's 400 heads for the cap, 0.9 of
    /// the available height (SE 0.9 · 637 = 573.3, iPhone 16 0.9 · 759 = 683.1);
    /// halfway the sheet is 400 + (cap − 400) / 2 tall and the pushed screen has
    /// risen to half the cap (`NavigationTransitionFrames`).
    @Test func joomRedefinesPushAndPop() throws {
        let plan = try Self.planned("checkout", in: ["checkout.sheet.yaml"])
        #expect(plan.sheet.layout.navigation.transition == .sheet, "we redefine the push and pop transitions")
        let cases: [(profile: String, cap: Double)] = [(Self.se, 573.3), (Self.iPhone16, 683.1)]
        for (profile, cap) in cases {
            let container = try Self.screen(plan, profile).container
            let layout = plan.sheet.layout
            let root = try #require(layout.resolvedDetents(in: container, contentHeight: 400).first)
            let pushed = try #require(layout.resolvedDetents(in: container, contentHeight: 800).first)
            let push = NavigationTransitionFrames(operation: .push, from: root, to: pushed)
            #expect(abs(push.sheetHeight(at: 0.5) - (400 + (cap - 400) / 2)) < 1e-9, "\(profile)")
            #expect(abs(push.movingScreenTop(at: 0.5) - cap / 2) < 1e-9, "\(profile)")
        }
    }

    // MARK: - seed 001: Surf, UISheetPresentationController (specs/comment-composer.sheet.yaml)

    /// `[.medium(), .large()]`: medium "takes up half the screen" (half the
    /// available height), large the whole; the sheet opens at "the smallest
    /// possible size value"; with a keyboard it "changes to large".
    @Test func surfMediumAndLargeWithTheKeyboard() throws {
        let plan = try Self.planned("commentComposer", in: ["comment-composer.sheet.yaml"])
        let cases: [(profile: String, available: Double, keyboard: Double)] = [
            (Self.se, 667 - 20 - 10 - 0, 260), (Self.iPhone16, 852 - 59 - 0 - 34, 336),
        ]
        for (profile, available, keyboard) in cases {
            let screen = try Self.screen(plan, profile)
            #expect(screen.detents.map(\.resolved.height) == [available / 2, available])
            #expect(screen.initial == "medium")
            #expect(screen.keyboardHeight == keyboard)
            #expect(screen.detents.map(\.keyboard.height) == [available, available], "changes to large on \(profile)")
            #expect(screen.detents.allSatisfy { !$0.undimmed }, "the background is dimmed")
        }
        #expect(plan.sheet.layout.scroll.expandsAtEdge == false)
    }

    /// "its height will increase by keyboard's height value" when `large` is
    /// not in the list; "The default value is [.large()]"; and
    /// `largestUndimmedDetentIdentifier = .medium` leaves the background
    /// interactive at medium only.
    @Test func surfVariants() throws {
        let names = ["surf-sheet-variants.sheet.yaml"]
        let folder = RepositoryPaths.sourceSystemFixtures
        let prefix = "Tests/SheetLanguageTests/Fixtures/sources/"
        let mediumOnly = try Self.planned("mediumOnly", in: names, folder: folder, prefix: prefix)
        let defaultSheet = try Self.planned("defaultSheet", in: names, folder: folder, prefix: prefix)
        let undimmed = try Self.planned("backgroundInteraction", in: names, folder: folder, prefix: prefix)
        // Heights are measured above the bottom safe-area edge, which the
        // keyboard covers too: the part of "keyboard's height" the sheet
        // rises by there is the keyboard minus the bottom safe area (the
        // whole keyboard on the SE, which has none).
        let cases: [(profile: String, available: Double, keyboard: Double, bottomInset: Double)] = [
            (Self.se, 667 - 20 - 10 - 0, 260, 0), (Self.iPhone16, 852 - 59 - 0 - 34, 336, 34),
        ]
        for (profile, available, keyboard, bottomInset) in cases {
            let medium = try Self.screen(mediumOnly, profile).detents
            #expect(medium.map(\.resolved.height) == [available / 2])
            let grown = available / 2 + (keyboard - bottomInset)
            #expect(medium.map(\.keyboard.height) == [grown], "grows by the keyboard on \(profile)")
            let large = try Self.screen(defaultSheet, profile).detents
            #expect(large.map(\.resolved.height) == [available])
            let undimmedScreen = try Self.screen(undimmed, profile)
            #expect(undimmedScreen.detents.map(\.undimmed) == [true, false])
        }
    }

    /// "replace the grabber with a simple UIView ... change its color or
    /// thickness, or add some space between the grabber and the upper edge":
    /// the bar keeps the default width (36) and is centred across the
    /// screen's width, `(width − 36) / 2` from the left, 12 pt below the top
    /// edge, 8 pt thick with ends rounded by half of that.
    @Test func surfCustomGrabber() throws {
        let plan = try Self.planned(
            "customGrabber", in: ["surf-sheet-variants.sheet.yaml"], folder: RepositoryPaths.sourceSystemFixtures,
            prefix: "Tests/SheetLanguageTests/Fixtures/sources/")
        let grabber = try #require(plan.sheet.layout.customGrabber)
        #expect(grabber.color == SheetColor(red8: 0x3A, green8: 0x3A, blue8: 0x3C))
        #expect(grabber.cornerRadius == 4)
        for (profile, width) in [(Self.se, 375.0), (Self.iPhone16, 393.0)] {
            let screen = try Self.screen(plan, profile)
            #expect(screen.presentedAs == .sheet, "a custom presentation on \(profile)")
            #expect(grabber.frame(inSheetOfWidth: width) == Rect(x: (width - 36) / 2, y: 12, width: 36, height: 8))
        }
    }

    // MARK: - seed 002: the bottom drawer over a map (Fixtures/sources/bottom-drawer.sheet.yaml)

    /// "two modes; fully covering and half-way covering the map", the top
    /// position "all the way up to the status bar"; the map keeps its touches
    /// at both; the table's `decelerationRate` is `.fast` (0.99 per ms), so a
    /// release projects `v / 1000 · 0.99 / (1 − 0.99)`, 0.099 s of travel.
    @Test func bottomDrawerHalfAndFull() throws {
        let plan = try Self.planned(
            "countries", in: ["bottom-drawer.sheet.yaml"], folder: RepositoryPaths.sourceSystemFixtures,
            prefix: "Tests/SheetLanguageTests/Fixtures/sources/")
        let cases: [(profile: String, orientation: Orientation, available: Double)] = [
            (Self.se, .portrait, 667 - 20 - 10 - 0), (Self.iPhone16, .portrait, 852 - 59 - 0 - 34),
            (Self.iPhone16, .landscape, 393 - 0 - 0 - 21),
        ]
        for (profile, orientation, available) in cases {
            let screen = try Self.screen(plan, profile, orientation)
            #expect(screen.detents.map(\.resolved.height) == [available / 2, available - 0], "\(profile) \(orientation)")
            #expect(screen.detents.map(\.undimmed) == screen.detents.map { _ in true }, "the map takes touches")
            #expect(screen.initial == "halfway")
        }
        guard case .velocityDirection(let policy) = plan.sheet.layout.physics.snapPolicy else {
            Issue.record("expected the velocity-direction policy, got \(plan.sheet.layout.physics.snapPolicy)")
            return
        }
        let fast = 0.99
        let release = DragRelease(height: 300, downwardVelocity: -1000, startHeight: 300)
        #expect(abs(policy.projectedHeight(for: release) - (300 + 1000.0 / 1000 * fast / (1 - fast))) < 1e-9)
        // Embedded: nothing dismisses the drawer, and the plan's rules say so.
        #expect(plan.sheet.layout.presentation == .embedded && !plan.sheet.layout.usesSystemSheet)
        #expect(DismissalTrigger.allCases.allSatisfy { !plan.sheet.layout.allowsDismissal(by: $0) })
        #expect(!plan.sheet.layout.dismissal.swipe && !plan.sheet.layout.dismissal.tapOutside)
        // "a border to the layer", with no number: black (CALayer's default), 1 pt.
        #expect(plan.sheet.layout.customBorder == SheetBorder(color: .black, width: 1))
        // `scrollViewWillEndDragging`: a target between the two positions goes down when
        // `velocity.y < 0` (the finger moving down) and up otherwise, so a release at rest
        // three quarters of the way up goes to the top, however near the middle it is.
        for (profile, available) in [(Self.se, 667.0 - 20 - 10 - 0), (Self.iPhone16, 852.0 - 59 - 0 - 34)] {
            let detents = try Self.screen(plan, profile).detents.map(\.resolved)
            let between = available * 3 / 4
            let atRest = DragRelease(height: between, downwardVelocity: 0, startHeight: available / 2)
            #expect(policy.target(for: atRest, among: detents, allowsDismissal: false) == .detent(detents[1]), "\(profile)")
            // Down at 10 pt/s: 0.99 pt of travel, still between → half-way.
            let down = DragRelease(height: between, downwardVelocity: 10, startHeight: available)
            #expect(policy.target(for: down, among: detents, allowsDismissal: false) == .detent(detents[0]), "\(profile)")
            // A release at rest on the half-way position itself goes up too: the article's closed range.
            let onHalf = DragRelease(height: available / 2, downwardVelocity: 0, startHeight: available / 2)
            #expect(policy.target(for: onHalf, among: detents, allowsDismissal: false) == .detent(detents[1]), "\(profile)")
        }
    }

    // MARK: - seed 003: OverlayContainer (specs/now-playing.sheet.yaml)

    /// Notches at `availableSpace * 1 / 4`, `/ 2` and `* 3 / 4`, where
    /// OverlayContainer's `availableSpace` is its view's whole height and a
    /// notch is measured from that view's bottom edge (`frame: { bottom:
    /// screen, top: screen }`): the screen's height on every profile, so the
    /// safe areas and the top gap play no part. In the plan's terms the sheet
    /// then rests that many points above the screen's bottom edge, and its top
    /// edge is at `height − notch`. The spring is
    /// `usingSpringWithDamping: velocity.y == 0 ? 1 : 0.6`.
    @Test func overlayContainerNotchesAndSpring() throws {
        let plan = try Self.planned("nowPlaying", in: ["now-playing.sheet.yaml"])
        let cases: [(profile: String, orientation: Orientation, availableSpace: Double)] = [
            (Self.se, .portrait, 667), (Self.iPhone16, .portrait, 852), (Self.iPhone16, .landscape, 393),
            ("ipad-mini-a17-pro", .portrait, 1133),
        ]
        for (profile, orientation, availableSpace) in cases {
            let screen = try Self.screen(plan, profile, orientation)
            let notches = [availableSpace * 1 / 4, availableSpace / 2, availableSpace * 3 / 4]
            #expect(screen.container.availableHeight == availableSpace, "\(profile) \(orientation)")
            #expect(screen.detents.map(\.resolved.height) == notches, "\(profile) \(orientation)")
            #expect(
                screen.detents.map { screen.container.sheetTopY(forHeight: $0.resolved.height) }
                    == notches.map { availableSpace - $0 }, "\(profile) \(orientation): measured from the bottom edge")
            #expect(screen.detents.map(\.undimmed) == screen.detents.map { _ in true }, "PassThroughView: the background takes touches")
        }
        // The seed's own example: 213 pt on an iPhone 16, where a share of the
        // height between the safe areas would have given 759 / 4 = 189.75.
        #expect(try Self.screen(plan, Self.iPhone16).detents.first?.resolved.height == 213)
        let spring = plan.sheet.layout.physics.spring
        #expect(spring.dampingRatio(releaseVelocity: 0) == 1)
        #expect(spring.dampingRatio(releaseVelocity: 1200) == 0.6)
        #expect(spring.dampingRatio(releaseVelocity: -1200) == 0.6)
    }

    // MARK: - seed 004: Walmart's BottomSheetable popover (specs/store-picker.sheet.yaml)

    /// `popOverFixedWidth == 504`; `bottomCenter` anchors at `width / 2`; with
    /// the keyboard a one-tier automatic observer's height is
    /// `orientationMaxHeight - currentKeyboardHeight`.
    @Test func walmartPopoverAndKeyboardShrink() throws {
        let plan = try Self.planned("storePicker", in: ["store-picker.sheet.yaml"])
        let cases: [(profile: String, orientation: Orientation, width: Double, maxHeight: Double, keyboard: Double)] = [
            ("ipad-pro-13-m4", .portrait, 1032, 620, 378), ("ipad-pro-13-m4", .landscape, 1376, 600, 471),
            ("ipad-mini-a17-pro", .portrait, 744, 620, 313), ("ipad-mini-a17-pro", .landscape, 1133, 600, 398),
        ]
        for (profile, orientation, width, maxHeight, keyboard) in cases {
            let frames = try #require(try Self.screen(plan, profile, orientation).popover, "\(profile) \(orientation)")
            #expect(frames.placement.frame.size == Size(width: 504, height: maxHeight))
            #expect(frames.placement.frame.origin.x == (width - 504) / 2)
            #expect(frames.placement.anchor.origin.x == width / 2)
            #expect(frames.withKeyboard.frame.size == Size(width: 504, height: maxHeight - keyboard))
        }
        #expect(plan.sheet.layout.tiers == .oneTierAutomatic)
        #expect(plan.sheet.layout.dismissal.closeButton, "close button")
    }
}
