import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// `accessibility:`: every word decodes to its runtime value, a sheet that
/// says nothing gets `SheetAccessibility()`, the two numbers are checked at
/// both ends of their ranges (SS1017), misspellings get the nearest word, and
/// the block reaches `SheetLayout.accessibility`.
@Suite struct AccessibilitySettingsTests {
    static func sheet(_ block: String) -> ResolvedSheet? {
        PlanFixtures.sheet(
            "drawer",
            in: """
                version: 1
                sheets:
                  drawer:
                    type: DrawerViewController
                    accessibility: \(block)
                """)
    }

    static func diagnostics(_ block: String) -> [Diagnostic] {
        SpecLoading.load(
            text: """
                version: 1
                sheets:
                  drawer:
                    type: DrawerViewController
                    accessibility: \(block)
                """
        ).diagnostics
    }

    @Test func aSheetThatSaysNothingGetsTheRuntimeDefaults() throws {
        let sheet = try #require(PlanFixtures.sheet("plain", in: "version: 1\nsheets:\n  plain: { type: PlainViewController }\n"))
        #expect(sheet.accessibility == SheetAccessibility())
        #expect(sheet.layout.accessibility == SheetAccessibility())
        // Worked out: each default, one by one.
        let defaults = BuiltInDefaults.accessibility
        #expect(defaults.detentControl == .grabber)
        #expect(defaults.announcesDetent == true)
        #expect(defaults.escape == .dismiss)
        #expect(defaults.reducedMotion == .fade(duration: 0.25))
        #expect(defaults.textGrowth == 1)
    }

    /// Each word maps to its own runtime case.
    @Test(arguments: [("grabber", SheetAccessibility.DetentControl.grabber), ("app", .appControl)])
    func detentControlWords(_ word: String, _ expected: SheetAccessibility.DetentControl) throws {
        let sheet = try #require(Self.sheet("{ detentControl: \(word) }"))
        #expect(sheet.layout.accessibility.detentControl == expected)
    }

    @Test(arguments: [
        ("dismiss", SheetAccessibility.Escape.dismiss), ("collapse", .collapse), ("ignore", .ignore),
    ])
    func escapeWords(_ word: String, _ expected: SheetAccessibility.Escape) throws {
        let sheet = try #require(Self.sheet("{ escape: \(word) }"))
        #expect(sheet.layout.accessibility.escape == expected)
    }

    @Test(arguments: [
        ("fade", SheetAccessibility.ReducedMotion.fade(duration: 0.25)), ("instant", .instant), ("keep", .keep),
    ])
    func reduceMotionWords(_ word: String, _ expected: SheetAccessibility.ReducedMotion) throws {
        let sheet = try #require(Self.sheet("{ reduceMotion: \(word) }"))
        #expect(sheet.layout.accessibility.reducedMotion == expected)
    }

    @Test func everyKeyWrittenAtOnce() throws {
        let sheet = try #require(
            Self.sheet(
                "{ detentControl: app, announcesDetent: false, escape: collapse, reduceMotion: fade, fadeDuration: 0.4, textGrowth: 0.6 }"
            ))
        #expect(
            sheet.layout.accessibility
                == SheetAccessibility(
                    detentControl: .appControl, announcesDetent: false, escape: .collapse,
                    reducedMotion: .fade(duration: 0.4), textGrowth: 0.6))
        #expect(sheet.layout.accessibility.textSizeScaling.growingFraction == 0.6)
    }

    /// A duration written with `instant` is kept for the fade, not used.
    @Test func aFadeDurationBesideInstantIsKeptButUnused() throws {
        let sheet = try #require(Self.sheet("{ reduceMotion: instant, fadeDuration: 0.5 }"))
        #expect(sheet.layout.accessibility.reducedMotion == .instant)
        #expect(sheet.layout.accessibility.fadeDuration == 0.5)
        let announced = try #require(Self.sheet("{ announcesDetent: true }"))
        #expect(announced.layout.accessibility.announcesDetent)
        let silent = try #require(Self.sheet("{ announcesDetent: false }"))
        #expect(!silent.layout.accessibility.announcesDetent)
    }

    /// `fadeDuration` is in (0, 1]: 0 and a hair above 1 are SS1017, a hair
    /// above 0 and exactly 1 are kept. `textGrowth` is in [0, 1]: both ends
    /// are kept, a hair outside either is SS1017.
    @Test(arguments: [
        ("fadeDuration", "0", false), ("fadeDuration", "0.001", true), ("fadeDuration", "1", true),
        ("fadeDuration", "1.001", false), ("fadeDuration", "-0.25", false),
        ("textGrowth", "-0.001", false), ("textGrowth", "0", true), ("textGrowth", "1", true),
        ("textGrowth", "1.001", false),
    ])
    func numberRanges(_ key: String, _ written: String, _ accepted: Bool) throws {
        let block = "{ \(key): \(written) }"
        let diagnostics = Self.diagnostics(block)
        guard !accepted else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let value = try #require(Self.sheet(block)).layout.accessibility
            #expect((key == "fadeDuration" ? value.fadeDuration : value.textGrowth) == Double(written)!)
            return
        }
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == DecodingDiagnostics.valueOutOfRange.code)
        let range = key == "fadeDuration" ? "(0, 1]" : "[0, 1]"
        #expect(diagnostic.message == "`accessibility.\(key)` is \(written), outside \(range)")
        let help = key == "fadeDuration" ? "greater than 0 and at most 1" : "from 0 to 1"
        #expect(diagnostic.help == "write a value \(help)")
    }

    @Test func aMisspeltWordGetsTheNearestOne() throws {
        let diagnostic = try #require(Self.diagnostics("{ escape: colapse }").first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownValue.code)
        #expect(diagnostic.help?.contains("`collapse`") == true, "\(diagnostic.help ?? "no help")")
        let motion = try #require(Self.diagnostics("{ reduceMotion: instnt }").first)
        #expect(motion.help?.contains("`instant`") == true, "\(motion.help ?? "no help")")
    }

    /// The words are the runtime enums' own, spelled by `planWord`: the spec
    /// writes `app`, never the Swift case name `appControl`, and the label,
    /// the schema and the plan list the spec's words in the runtime's order.
    @Test func theSpecWordsAreTheRuntimesPlanWords() throws {
        let swiftName = try #require(Self.diagnostics("{ detentControl: appControl }").first)
        #expect(swiftName.code == DecodingDiagnostics.unknownValue.code)
        #expect(swiftName.label == "expected one of `grabber` or `app`")
        #expect(SheetAccessibility.DetentControl.spellingList == "`grabber` or `app`")
        #expect(SheetAccessibility.Escape.spellingList == "`dismiss`, `collapse` or `ignore`")
        #expect(SheetAccessibility.ReduceMotionStyle.spellingList == "`fade`, `instant` or `keep`")
        #expect(SheetAccessibility.DetentControl.appControl.spelling == "app")
        #expect(SheetAccessibility.ReduceMotionStyle.keep.spelling == "keep")
    }

    @Test func aMisspeltKeyGetsTheNearestOne() throws {
        let diagnostic = try #require(Self.diagnostics("{ textGrowht: 0.5 }").first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownKey.code)
        #expect(diagnostic.help?.contains("`textGrowth`") == true, "\(diagnostic.help ?? "no help")")
        let renamed = try #require(Self.diagnostics("{ reducedMotion: fade }").first)
        #expect(renamed.help?.contains("`reduceMotion`") == true, "\(renamed.help ?? "no help")")
    }

    @Test func aKeyOutsideTheBlockBelongsUnderAccessibility() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  drawer: { type: DrawerViewController, escape: collapse }
                """)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownKey.code)
        #expect(diagnostic.help?.contains("accessibility") == true, "\(diagnostic.help ?? "no help")")
    }

    @Test func aScalarForTheBlockIsATypeMismatch() throws {
        let diagnostic = try #require(Self.diagnostics("true").first)
        #expect(diagnostic.code == DecodingDiagnostics.typeMismatch.code)
    }

    /// Three layers: the file's defaults, a parent, the sheet; each key comes
    /// from the nearest layer that writes it.
    @Test func layersMergeKeyByKey() throws {
        let text = """
            version: 1
            defaults:
              accessibility: { textGrowth: 0.3, escape: ignore, fadeDuration: 0.5 }
            sheets:
              base:
                type: BaseViewController
                accessibility: { escape: collapse, reduceMotion: instant }
              middle:
                type: MiddleViewController
                extends: base
                accessibility: { announcesDetent: false }
              leaf:
                type: LeafViewController
                extends: middle
                accessibility: { detentControl: app, reduceMotion: fade }
            """
        let leaf = try #require(PlanFixtures.sheet("leaf", in: text))
        #expect(
            leaf.accessibility
                == SheetAccessibility(
                    detentControl: .appControl, announcesDetent: false, escape: .collapse,
                    reducedMotion: .fade(duration: 0.5), textGrowth: 0.3))
        let middle = try #require(PlanFixtures.sheet("middle", in: text))
        #expect(middle.accessibility.reducedMotion == .instant)
        #expect(middle.accessibility.detentControl == .grabber)
    }
}
