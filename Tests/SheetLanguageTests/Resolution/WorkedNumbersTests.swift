import BottomSheetable
import SheetLanguage
import Testing

/// The worked examples of docs/Runtime.md, reached through resolved example
/// specs: what the spec says, resolved, is what the math was checked with.
@Suite struct WorkedNumbersTests {
    static func plannedSheet(_ id: String, in spec: String) throws -> SheetPlan {
        let plan = try #require(try PlanFixtures.outcome([spec]).plan)
        return try #require(plan.sheets.first { $0.sheet.id == id })
    }

    /// The content-sized sheet (`checkout`: fit to content, `deceleration: 800`),
    /// its content measured at 400 pt on an iPhone 16: projected stop
    /// `h − v·|v| / 1600`, dismissal when it falls to half of 400 or below.
    @Test(arguments: [
        (300.0, 500.0, SnapOutcome.dismiss),  // 300 − 156.25 = 143.75
        (300, 300, .rest(400)),  // 243.75
        (300, 400, .dismiss),  // exactly 200: half dismisses
        (300, -300, .rest(400)),  // 356.25
        (190, 0, .dismiss),
        (210, 0, .rest(400)),
    ])
    func contentSizedSheetWithDeceleration800(height: Double, downwardVelocity: Double, expected: SnapOutcome) throws {
        let layout = try Self.plannedSheet("checkout", in: "checkout.sheet.yaml").sheet.layout
        #expect(layout.physics.snapPolicy == .projectedStop(ProjectedSnapPolicy(deceleration: 800, dismissalProgress: 0.5)))
        let container = BuiltInProfiles.iPhone16.screens[0].container
        let detents = layout.resolvedDetents(in: container, contentHeight: 400)
        #expect(detents.map(\.height) == [400])
        #expect(detents.first?.contentRange == ContentHeightRange(floor: 220, cap: 0.9 * 759))
        let release = DragRelease(height: height, downwardVelocity: downwardVelocity, startHeight: 400)
        let target = layout.physics.snapPolicy.target(for: release, among: detents, allowsDismissal: layout.dismissal.swipe)
        #expect(SnapOutcome(target) == expected)
    }

    /// `nowPlaying`: notches at 1/4, 1/2 and 3/4 of the iPhone 16's whole
    /// height, measured from its bottom edge (`frame: { bottom: screen, top:
    /// screen }`, OverlayContainer's `availableSpace`): 852 pt.
    @Test func overlayNotchesAtQuarterHalfAndThreeQuarters() throws {
        let plan = try Self.plannedSheet("nowPlaying", in: "now-playing.sheet.yaml")
        let iPhone16 = try #require(plan.profiles.first { $0.profile == "iphone-16" })
        let portrait = try #require(iPhone16.screens.first { $0.orientation == .portrait })
        #expect(portrait.container.availableHeight == 852)
        #expect(portrait.detents.map(\.resolved.id) == ["mini", "half", "queue"])
        #expect(portrait.detents.map(\.resolved.height) == [213, 426, 639])
        // An overlay passes touches through at every height (docs/Runtime.md §9), so its
        // `undimmedThrough: half` changes nothing: the plan shows what the runtime does.
        #expect(portrait.detents.allSatisfy { $0.undimmed })
        #expect(portrait.initial == "mini")
    }

    /// `placeDetails` on the smallest phone (iOS 26: 667 − 20 − 10 = 637): half of 637, and 24 pt below the top.
    @Test func mapDrawerOnTheSmallestPhone() throws {
        let plan = try Self.plannedSheet("placeDetails", in: "map-drawer.sheet.yaml")
        let se = try #require(plan.profiles.first { $0.profile == "iphone-se-3" }?.screens.first)
        #expect(se.detents.map(\.resolved.height) == [318.5, 613])
        // No keyboard policy: the 260 pt keyboard covers the bottom of the sheet (318.5 − 260, 613 − 260).
        #expect(se.detents.map(\.keyboard) == [
            KeyboardOutcome(height: 318.5, uncoveredHeight: 58.5), KeyboardOutcome(height: 613, uncoveredHeight: 353),
        ])
    }

    /// `storePicker` on the 13-inch iPad in portrait: 504 × 620 resting on the
    /// bottom safe-area edge (iPadOS 26: 1376 − 25 = 1351, so y = 1351 − 620 = 731);
    /// the keyboard (378 pt, top at 1376 − 378 = 998) shrinks it to 998 − 756 = 242 pt.
    @Test func popoverFramesOnTheLargestIPad() throws {
        let plan = try Self.plannedSheet("storePicker", in: "store-picker.sheet.yaml")
        let portrait = try #require(plan.profiles.first { $0.profile == "ipad-pro-13-m4" }?.screens.first)
        #expect(portrait.presentedAs == .popover)
        let frames = try #require(portrait.popover)
        #expect(frames.placement.frame == Rect(x: 264, y: 731, width: 504, height: 620))
        #expect(frames.placement.anchor.origin == Point(x: 516, y: 1351))
        #expect(frames.withKeyboard.frame == Rect(x: 264, y: 756, width: 504, height: 242))
    }

    /// Issue 21: covering the screen in compact height is a rule of the system
    /// sheet; the content-sized `checkout` is a custom presentation and keeps
    /// its detent in iPhone landscape, while a modal system sheet covers it.
    @Test func aContentSizedSheetIsNotFullScreenInPhoneLandscape() throws {
        let plan = try Self.plannedSheet("checkout", in: "checkout.sheet.yaml")
        #expect(!plan.sheet.usesSystemSheet)
        let landscape = try #require(plan.profiles.first { $0.profile == "iphone-16" }?.screens.last)
        #expect(landscape.presentedAs == .sheet)
        let system = try #require(PlanFixtures.sheet("s", in: "version: 1\nsheets:\n  s: { type: S }\n"))
        #expect(system.usesSystemSheet)
        let screen = BuiltInProfiles.iPhone16.screens[1]
        #expect(ScreenPresentation(of: system, on: screen, idiom: .phone) == .fullScreen)
    }

    @Test func compactHeightLeavesMediumOutAndOpensAtLarge() throws {
        let plan = try Self.plannedSheet("commentComposer", in: "comment-composer.sheet.yaml")
        let landscape = try #require(plan.profiles.first { $0.profile == "iphone-16" }?.screens.last)
        #expect(landscape.presentedAs == .sheet, "edge attached in compact height")
        #expect(landscape.inactive == ["medium"])
        #expect(landscape.detents.map(\.resolved.height) == [372])
        #expect(landscape.initial == "large")
    }
}

/// A snap target reduced to what the worked examples state.
enum SnapOutcome: Equatable, CustomTestStringConvertible {
    case dismiss
    case rest(Double)

    init?(_ target: SnapTarget?) {
        switch target {
        case .dismiss?: self = .dismiss
        case .detent(let detent)?: self = .rest(detent.height)
        case nil: return nil
        }
    }

    var testDescription: String {
        switch self {
        case .dismiss: "dismiss"
        case .rest(let height): "rest at \(height)"
        }
    }
}
