import BottomSheetable
import SheetDiagnostics
import Synchronization
import Testing

@testable import SheetLanguage

/// The per-context memo of what the resolver and the plan make of each sheet:
/// a value made once per sheet and kind, never one sheet's value for another,
/// and made again when the context's profiles change.
@Suite struct SheetMemoTests {
    /// Three sheets of one file, each with its own peek and fitted detent, on
    /// iPhone 16 in portrait (759 pt available). SS2908 and SS2209 share each
    /// sheet's layouts; each must report its own sheet's numbers:
    /// - `first`: peek 20 pt; content 170 pt at Large is 170 · 47 / 17 = 470 pt
    ///   at AX4, over a cap of 469.99 pt;
    /// - `second`: peek 30 pt; 170 · 53 / 17 = 530 pt at AX5 over 529.99 pt
    ///   (470 pt at AX4 fits);
    /// - `third`: peek 40 pt; 100 · 28 / 17 = 164.706 pt at AX1 over 150 pt
    ///   (100 · 23 / 17 = 135.294 pt at xxxLarge fits).
    static let threeSheets = """
        version: 1
        sheets:
          first:
            type: FirstViewController
            presentation: overlay
            detents: [{ id: peek, height: 20 }, { id: fit, fit: content, min: { height: 170 }, max: { height: 469.99 } }]
          second:
            type: SecondViewController
            presentation: overlay
            detents: [{ id: peek, height: 30 }, { id: fit, fit: content, min: { height: 170 }, max: { height: 529.99 } }]
          third:
            type: ThirdViewController
            presentation: overlay
            detents: [{ id: peek, height: 40 }, { id: fit, fit: content, min: { height: 100 }, max: { height: 150 } }]
        """

    @Test func eachSheetOfAFileGetsItsOwnLayouts() {
        let touch = AccessibilityRuleRun.found(DragAreaUnderTouchTargetRule.descriptor.code, Self.threeSheets)
        #expect(
            touch.map(\.message) == [
                "detent `peek` of `first` rests 20 pt high on iPhone 16 portrait, under the 44 pt minimum touch target",
                "detent `peek` of `second` rests 30 pt high on iPhone 16 portrait, under the 44 pt minimum touch target",
                "detent `peek` of `third` rests 40 pt high on iPhone 16 portrait, under the 44 pt minimum touch target",
            ])
        let cap = AccessibilityRuleRun.found(ContentOutgrowsCapAtTextSizeRule.descriptor.code, Self.threeSheets)
        #expect(cap.map { $0.message.split(separator: "`")[3] } == ["first", "second", "third"])
        #expect(
            cap.map(\.label) == [
                "caps the sheet at 469.99 pt; the content is 470 pt at AX4",
                "caps the sheet at 529.99 pt; the content is 530 pt at AX5",
                "caps the sheet at 150 pt; the content is 164.706 pt at AX1",
            ])
    }

    /// A sheet of another context with the same id (the same file after an
    /// edit, as the editor checks it again) is not this context's sheet: its
    /// layouts are its own, not the memo's.
    @Test func anotherContextsSheetOfTheSameIDGetsItsOwnLayouts() throws {
        let drawer = { (peek: Int) in
            "version: 1\nsheets:\n  drawer:\n    type: DrawerViewController\n    presentation: overlay\n"
                + "    detents: [{ id: peek, height: \(peek) }, { id: full, system: large }]\n"
        }
        let contexts = try [30, 20].map { peek in
            var context = RuleContext(files: [try #require(SpecLoading.load(text: drawer(peek)).spec)])
            context.profiles = [Self.iPhone16Portrait]
            return context
        }
        let (before, after) = (try #require(contexts[0].sheet("drawer")), try #require(contexts[1].sheet("drawer")))
        let peek = { (screens: [SheetScreen]) in screens.map { $0.visibleDetents.first?.height } }
        #expect(peek(SheetScreen.all(of: before, in: contexts[0])) == [30])
        #expect(peek(SheetScreen.all(of: after, in: contexts[0])) == [20])
        #expect(contexts[0].resolved(after)?.detents.first?.detent.height == .points(20))
        #expect(peek(SheetScreen.all(of: before, in: contexts[0])) == [30], "the memo's own sheet is kept")
    }

    /// The layouts are made on the context's profiles: new profiles, new layouts.
    @Test func newProfilesMakeNewLayouts() throws {
        let spec = try #require(SpecLoading.load(text: Self.threeSheets).spec)
        var context = RuleContext(files: [spec])
        let sheet = try #require(context.sheet("second"))
        let everyScreen = SheetScreen.all(of: sheet, in: context)
        #expect(everyScreen.count > 1)
        context.profiles = [Self.iPhone16Portrait]
        #expect(SheetScreen.all(of: sheet, in: context).map(\.name) == ["iPhone 16 portrait"])
        context.profiles = []
        #expect(SheetScreen.all(of: sheet, in: context).isEmpty)
    }

    /// Resolution and every rule share one resolved sheet: asked twice, the
    /// memo makes a value once; another sheet or another kind of value is
    /// made apart.
    @Test func aValueIsMadeOncePerSheetAndKind() {
        let memo = SheetMemo()
        #expect(memo.isEmpty && memo.made(at: 0, Int.self) == nil)
        let made = Atomic<Int>(0)
        let count = { @Sendable (value: Int) -> Int in
            made.wrappingAdd(1, ordering: .relaxed)
            return value
        }
        #expect(memo.value(at: 0) { count(10) } == 10)
        #expect(memo.value(at: 0) { count(11) } == 10, "the first value stays")
        #expect(memo.value(at: 1) { count(12) } == 12, "another sheet")
        #expect(memo.value(at: 0) { String(count(13)) } == "13", "another kind")
        #expect(memo.value(at: 2) { count(14) } == 14, "a third sheet")
        #expect(memo.value(at: 1) { count(15) } == 12)
        #expect(made.load(ordering: .relaxed) == 4)
        #expect(!memo.isEmpty)
        #expect(memo.made(at: 0, Int.self) == 10 && memo.made(at: 2, Int.self) == 14 && memo.made(at: 0, String.self) == "13")
        #expect(memo.made(at: 3, Int.self) == nil && memo.made(at: 1, String.self) == nil, "asking does not make")
        #expect(made.load(ordering: .relaxed) == 4)
    }

    static var iPhone16Portrait: DeviceProfile {
        var profile = BuiltInProfiles.iPhone16
        profile.screens = profile.screens.filter { $0.orientation == .portrait }
        return profile
    }
}
