import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// A block with one runtime value resolves key by key: a written key wins,
/// an unwritten one takes its built-in default, and no key touches another's field.
@Suite struct ResolvingKeyTests {
    static func located<Value>(_ value: Value) -> Located<Value> {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return Located(value, path: "resolving.yaml", range: SourceRange(start: start, end: start))
    }

    @Test func dismissKeysSetTheirOwnFields() {
        #expect(DismissalSettings.resolved(nil).rules == DismissalRules(swipe: true, tapOutside: true, closeButton: false, confirm: false))
        #expect(DismissalSettings.resolved(nil).programmatic == false)
        var block = DismissalSettings()
        block.tapOutside = Self.located(false)
        block.confirm = Self.located(true)
        let resolved = DismissalSettings.resolved(block)
        #expect(resolved.rules == DismissalRules(swipe: true, tapOutside: false, closeButton: false, confirm: true))
        #expect(resolved.programmatic == false)
        block.programmatic = Self.located(true)
        block.swipe = Self.located(false)
        block.closeButton = Self.located(true)
        let every = DismissalSettings.resolved(block)
        #expect(every.rules == DismissalRules(swipe: false, tapOutside: false, closeButton: true, confirm: true))
        #expect(every.programmatic)
    }

    @Test func physicsBlocksTakeWrittenValuesAndDefaults() {
        #expect(SpringSettings.resolved(nil) == SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 1, dampingCurve: .step))
        var spring = SpringSettings()
        spring.dampingWithoutVelocity = Self.located(0.8)
        spring.dampingCurve = Self.located(.ramp)
        #expect(SpringSettings.resolved(spring) == SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 0.8, dampingCurve: .ramp))
        #expect(RubberBandSettings.resolved(nil) == RubberBand(coefficient: 0.55, bandsAboveLargest: true, bandsBelowSmallest: true))
        var band = RubberBandSettings()
        band.aboveLargest = Self.located(false)
        #expect(RubberBandSettings.resolved(band) == RubberBand(coefficient: 0.55, bandsAboveLargest: false, bandsBelowSmallest: true))
    }

    @Test func navigationFrameAndScroll() {
        #expect(NavigationSettings.resolved(nil) == SheetNavigation(pushableSheets: [], interactivePop: true, transition: .system))
        var navigation = NavigationSettings()
        navigation.push = Self.located([Self.located("address"), Self.located("payment")])
        navigation.transition = Self.located(.sheet)
        #expect(NavigationSettings.resolved(navigation)
            == SheetNavigation(pushableSheets: ["address", "payment"], interactivePop: true, transition: .sheet))
        var frame = FrameSettings()
        frame.top = Self.located(.screen)
        #expect(FrameSettings.resolved(frame) == SheetFrame(bottom: .safeArea, top: .screen))
        #expect(FrameSettings.resolved(nil) == .safeArea)
        var scroll = ScrollSettings()
        scroll.expandsAtEdge = Self.located(false)
        #expect(ScrollSettings.resolved(scroll) == ScrollBehavior(expandsAtEdge: false))
        #expect(ScrollSettings.resolved(nil) == ScrollBehavior(expandsAtEdge: true))
    }

    /// Each key of `accessibility:` sets its own field: written one at a time,
    /// every other field keeps its default.
    @Test func accessibilityKeysSetTheirOwnFields() {
        let defaults = SheetAccessibility(
            detentControl: .grabber, announcesDetent: true, escape: .dismiss, reduceMotion: .fade, fadeDuration: 0.25,
            textGrowth: 1)
        #expect(AccessibilitySettings.resolved(nil) == defaults)
        #expect(AccessibilitySettings.resolved(AccessibilitySettings()) == defaults)
        func resolved(_ change: (inout AccessibilitySettings) -> Void) -> SheetAccessibility {
            var block = AccessibilitySettings()
            change(&block)
            return AccessibilitySettings.resolved(block)
        }
        var expected = defaults
        expected.detentControl = .appControl
        #expect(resolved { $0.detentControl = Self.located(.appControl) } == expected)
        expected = defaults
        expected.announcesDetent = false
        #expect(resolved { $0.announcesDetent = Self.located(false) } == expected)
        expected = defaults
        expected.escape = .ignore
        #expect(resolved { $0.escape = Self.located(.ignore) } == expected)
        expected = defaults
        expected.reduceMotion = .keep
        #expect(resolved { $0.reduceMotion = Self.located(.keep) } == expected)
        expected = defaults
        expected.fadeDuration = 0.8
        #expect(resolved { $0.fadeDuration = Self.located(0.8) } == expected)
        expected = defaults
        expected.textGrowth = 0.4
        #expect(resolved { $0.textGrowth = Self.located(0.4) } == expected)
    }
}
