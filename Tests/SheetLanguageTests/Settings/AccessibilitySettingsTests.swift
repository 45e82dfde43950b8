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
    /// above 0 and exactly 1 are kept.
    @Test(arguments: [("0", false), ("0.001", true), ("1", true), ("1.001", false), ("-0.25", false)])
    func fadeDurationRange(_ written: String, _ accepted: Bool) throws {
        let diagnostics = Self.diagnostics("{ fadeDuration: \(written) }")
        if accepted {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let sheet = try #require(Self.sheet("{ fadeDuration: \(written) }"))
            #expect(sheet.layout.accessibility.reducedMotion == .fade(duration: Double(written)!))
        } else {
            let diagnostic = try #require(diagnostics.first)
            #expect(diagnostics.count == 1)
            #expect(diagnostic.code == DecodingDiagnostics.valueOutOfRange.code)
            #expect(diagnostic.message == "`accessibility.fadeDuration` is \(written), outside (0, 1]")
            #expect(diagnostic.help == "write a value greater than 0 and at most 1")
        }
    }

    /// `textGrowth` is in [0, 1]: both ends are kept, a hair outside either is SS1017.
    @Test(arguments: [("-0.001", false), ("0", true), ("1", true), ("1.001", false)])
    func textGrowthRange(_ written: String, _ accepted: Bool) throws {
        let diagnostics = Self.diagnostics("{ textGrowth: \(written) }")
        if accepted {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let sheet = try #require(Self.sheet("{ textGrowth: \(written) }"))
            #expect(sheet.layout.accessibility.textGrowth == Double(written)!)
        } else {
            let diagnostic = try #require(diagnostics.first)
            #expect(diagnostics.count == 1)
            #expect(diagnostic.code == DecodingDiagnostics.valueOutOfRange.code)
            #expect(diagnostic.message == "`accessibility.textGrowth` is \(written), outside [0, 1]")
            #expect(diagnostic.help == "write a value from 0 to 1")
        }
    }

    @Test func aMisspeltWordGetsTheNearestOne() throws {
        let diagnostic = try #require(Self.diagnostics("{ escape: colapse }").first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownValue.code)
        #expect(diagnostic.help?.contains("`collapse`") == true, "\(diagnostic.help ?? "no help")")
        let motion = try #require(Self.diagnostics("{ reduceMotion: instnt }").first)
        #expect(motion.help?.contains("`instant`") == true, "\(motion.help ?? "no help")")
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
