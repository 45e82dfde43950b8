import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// The keyword keys that decode the runtime's own enums (`SpecKeyword`):
/// for each, the words in the runtime's order, every word decoded to its
/// own case, and a refused word with the label that lists the words and,
/// where one is near, the did-you-mean.
@Suite struct RuntimeKeywordTests {
    /// One sheet, `drawer`, with `line` written under it.
    static func load(_ line: String) -> SpecLoading.Outcome {
        SpecLoading.load(
            text: """
                version: 1
                sheets:
                  drawer:
                    type: DrawerViewController
                    \(line)
                """)
    }

    static func settings(_ line: String) throws -> SheetSettings {
        let outcome = load(line)
        let decoding = outcome.diagnostics.filter { $0.code.number / 1000 == 1 }
        #expect(decoding.isEmpty, "\(decoding.map(\.message))")
        return try #require(outcome.spec?.sheets.first).settings
    }

    /// Every word of `Word`, in order, decodes to its case through `line`
    /// and `read`; `refused` is not a word, and its diagnostic says which are.
    static func check<Word: SpecKeyword>(
        _: Word.Type, words expected: [(String, Word)], list: String,
        line: (String) -> String, read: (SheetSettings) -> Word?,
        refused: String, suggestion: String?, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(Word.allCases.map(\.spelling) == expected.map(\.0), sourceLocation: sourceLocation)
        #expect(Word.spellingList == list, sourceLocation: sourceLocation)
        for (word, value) in expected {
            #expect(read(try settings(line(word))) == value, "\(word)", sourceLocation: sourceLocation)
        }
        let diagnostics = load(line(refused)).diagnostics.filter { $0.code == DecodingDiagnostics.unknownValue.code }
        let diagnostic = try #require(diagnostics.first, sourceLocation: sourceLocation)
        #expect(diagnostics.count == 1, sourceLocation: sourceLocation)
        #expect(diagnostic.message.hasPrefix("`\(refused)` is not a valid value for `"), sourceLocation: sourceLocation)
        #expect(diagnostic.label == "expected one of \(list)", sourceLocation: sourceLocation)
        #expect(diagnostic.help == suggestion.map { "did you mean `\($0)`?" }, sourceLocation: sourceLocation)
    }

    @Test func presentation() throws {
        try Self.check(
            Presentation.self,
            words: [("modal", .modal), ("overlay", .overlay), ("popover", .popover), ("embedded", .embedded)],
            list: "`modal`, `overlay`, `popover` or `embedded`",
            line: { "presentation: \($0)" }, read: { $0.presentation?.value },
            refused: "overlya", suggestion: "overlay")
    }

    /// `automatic` is the runtime's `oneTierAutomatic`, whose Swift name the spec refuses.
    @Test func tiers() throws {
        try Self.check(
            Tiers.self,
            words: [("automatic", .oneTierAutomatic), ("one", .one), ("two", .two), ("three", .three)],
            list: "`automatic`, `one`, `two` or `three`",
            line: { "tiers: \($0)" }, read: { $0.tiers?.value },
            refused: "oneTierAutomatic", suggestion: nil)
        #expect(Tiers.oneTierAutomatic.spelling == "automatic")
        #expect(Tiers.oneTierAutomatic.rawValue == "oneTierAutomatic")
    }

    @Test func grabber() throws {
        try Self.check(
            GrabberVisibility.self,
            words: [("automatic", .automatic), ("visible", .visible), ("hidden", .hidden)],
            list: "`automatic`, `visible` or `hidden`",
            line: { "grabber: \($0)" }, read: { $0.grabber?.value },
            refused: "visble", suggestion: "visible")
    }

    @Test func sizing() throws {
        try Self.check(
            SheetSizing.self,
            words: [("automatic", .automatic), ("form", .form), ("page", .page), ("fitted", .fitted)],
            list: "`automatic`, `form`, `page` or `fitted`",
            line: { "sizing: \($0)" }, read: { $0.sizing?.value },
            refused: "fited", suggestion: "fitted")
    }

    @Test func keyboardPolicy() throws {
        try Self.check(
            KeyboardPolicy.self,
            words: [("none", .none), ("expand", .expand), ("lift", .lift), ("shrink", .shrink)],
            list: "`none`, `expand`, `lift` or `shrink`",
            line: { "keyboard: { policy: \($0) }" }, read: { $0.keyboard?.value.policy?.value },
            refused: "lfit", suggestion: "lift")
    }

    @Test func popoverAlignment() throws {
        try Self.check(
            PopoverAlignment.self,
            words: [("center", .center), ("bottomCenter", .bottomCenter), ("anchored", .anchored)],
            list: "`center`, `bottomCenter` or `anchored`",
            line: { "popover: { alignment: \($0) }" }, read: { $0.popover?.value.alignment?.value },
            refused: "bottomcenter", suggestion: "bottomCenter")
    }

    @Test func navigationTransition() throws {
        try Self.check(
            NavigationTransition.self,
            words: [("system", .system), ("sheet", .sheet)],
            list: "`system` or `sheet`",
            line: { "navigation: { transition: \($0) }" }, read: { $0.navigation?.value.transition?.value },
            refused: "sheets", suggestion: "sheet")
    }

    @Test func springDampingCurve() throws {
        try Self.check(
            SpringDampingCurve.self,
            words: [("step", .step), ("ramp", .ramp)],
            list: "`step` or `ramp`",
            line: { "physics: { spring: { dampingCurve: \($0) } }" },
            read: { $0.physics?.value.spring?.value.dampingCurve?.value },
            refused: "rmap", suggestion: "ramp")
    }

    /// `tabBar` is a word of `bottom` only: `top` refuses it.
    @Test func frameEdges() throws {
        try Self.check(
            SheetFrame.Bottom.self,
            words: [("safeArea", .safeArea), ("screen", .screen), ("tabBar", .tabBar)],
            list: "`safeArea`, `screen` or `tabBar`",
            line: { "frame: { bottom: \($0) }" }, read: { $0.frame?.value.bottom?.value },
            refused: "tabbar", suggestion: "tabBar")
        try Self.check(
            SheetFrame.Top.self,
            words: [("safeArea", .safeArea), ("screen", .screen)],
            list: "`safeArea` or `screen`",
            line: { "frame: { top: \($0) }" }, read: { $0.frame?.value.top?.value },
            refused: "tabBar", suggestion: nil)
    }

    @Test func systemDetent() throws {
        try Self.check(
            SystemDetent.self,
            words: [("medium", .medium), ("large", .large)],
            list: "`medium` or `large`",
            line: { "detents: [{ id: only, system: \($0) }]" },
            read: { settings in
                guard case .system(let system) = settings.detents?.value.first?.height.value else { return nil }
                return system
            },
            refused: "larg", suggestion: "large")
    }

    /// The words reach the resolved layout unchanged: one sheet that writes a
    /// word other than the default in each block.
    @Test func theWordsReachTheLayout() throws {
        let sheet = try #require(
            PlanFixtures.sheet(
                "drawer",
                in: """
                    version: 1
                    sheets:
                      drawer:
                        type: DrawerViewController
                        presentation: overlay
                        grabber: visible
                        detents: [{ id: low, height: 200 }, { id: high, system: large }]
                        tiers: two
                        keyboard: { policy: lift }
                        navigation: { transition: sheet }
                        physics: { spring: { dampingCurve: ramp } }
                        frame: { bottom: tabBar, top: screen }
                    """))
        let layout = sheet.layout
        #expect(layout.presentation == .overlay)
        #expect(layout.grabber == .visible)
        #expect(layout.tiers == .two)
        #expect(layout.keyboard == .lift)
        #expect(layout.navigation.transition == .sheet)
        #expect(layout.physics.spring.dampingCurve == .ramp)
        #expect(layout.frame == SheetFrame(bottom: .tabBar, top: .screen))
        #expect(layout.detents.map(\.height) == [.points(200), .system(.large)])
    }
}
