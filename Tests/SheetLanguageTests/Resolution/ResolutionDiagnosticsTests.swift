import SheetDiagnostics
import SheetLanguage
import Testing

/// Every SS3xxx code, from a spec that triggers it, naming the profile.
@Suite struct ResolutionDiagnosticsTests {
    static func diagnostics(_ sheets: String, profiles: [DeviceProfile] = BuiltInProfiles.all) -> [Diagnostic] {
        PlanFixtures.resolve([("r.sheet.yaml", "version: 1\nsheets:\n" + sheets)], profiles: profiles).diagnostics
    }

    @Test func aDetentTallerThanTheSmallestPhoneIsClamped() throws {
        let found = Self.diagnostics("""
              tall:
                type: T
                detents: [{ id: half, fraction: 0.5 }, { id: tall, height: 700 }]
            """)
        let diagnostic = try #require(found.first)
        #expect(found.map(\.code) == [ResolutionDiagnostics.detentClamped.code])
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message
            == "detent `tall` asks for 700 pt, but iPhone SE (3rd generation) portrait has 637 pt available; it is clamped to 637 pt")
        #expect(diagnostic.span?.range.start.line == 5)
        // 667 − 20 − 10 = 637 on iOS 26, whose 10 pt top gap nobody has pinned: the note says so.
        // The iPad mini in landscape has 744 − 32 − 10 − 25 = 677 on iPadOS 26.
        #expect(diagnostic.notes == [
            "in sheet `tall`", "also on iPad mini (A17 Pro) landscape",
            "computed on an approximate profile, iPhone SE (3rd generation) on iOS 26 portrait: its `topGap` has no primary "
                + "source or measurement (`sheetspec plan` cites each value under `sources`)",
        ], "700 fits every other portrait screen")
    }

    /// A `fraction` outside (0, 1] is SS2203's error on every screen; SS3001 does not
    /// report one screen's clamp of it first. 1 is the boundary: valid and unclamped.
    @Test func aFractionOutsideZeroToOneIsTheValueErrorAloneNotAClamp() throws {
        let found = Self.diagnostics("""
              over:
                type: T
                detents: [{ id: under, fraction: -0.5 }, { id: whole, fraction: 1 }, { id: big, fraction: 1.5 }, { id: tall, height: 700 }]
            """)
        let clamps = found.filter { $0.code == ResolutionDiagnostics.detentClamped.code }
        #expect(clamps.map(\.message) == [
            "detent `tall` asks for 700 pt, but iPhone SE (3rd generation) portrait has 637 pt available; it is clamped to 637 pt"
        ])
        let text = "version: 1\nsheets:\n  over:\n    type: T\n    detents: [{ id: big, fraction: 1.5 }]\n"
        let loaded = SpecLoader.load(SourceFile(path: "r.sheet.yaml", text: text), limits: .default)
        let validated = SpecPlanner.plan([loaded], options: ValidationOptions(), strict: false).report
        #expect(validated.diagnostics.map(\.code.description) == ["SS2203"], "the value error, and no clamp warning")
    }

    @Test func anInsetLargerThanTheScreenClampsToZero() throws {
        let found = Self.diagnostics("  s: { type: S, presentation: overlay, detents: [{ id: top, inset: 400 }] }\n")
        let diagnostic = try #require(found.first { $0.code == ResolutionDiagnostics.detentClamped.code })
        // An overlay keeps its detents in landscape, where the iPhone 16 has the least height (372 pt).
        #expect(diagnostic.message
            == "detent `top` leaves no height with `inset: 400`: iPhone 16 landscape has 372 pt available; it is clamped to 0 pt")
        #expect(diagnostic.notes.prefix(2) == ["in sheet `s`", "also on iPhone SE (3rd generation) landscape"])
        #expect(diagnostic.notes.last?.hasPrefix("computed on an approximate profile, iPhone 16 on iOS 26 landscape") == true)
        // Issue 21: the advice fits the form; an inset is not told to use `inset`.
        #expect(diagnostic.help
            == "write an `inset` smaller than 372 pt, or a `fraction`, which always leaves a share of the screen")
    }

    @Test func aClampedHeightIsToldToScale() throws {
        let found = Self.diagnostics("  s: { type: S, detents: [{ id: half, fraction: 0.5 }, { id: tall, height: 700 }] }\n")
        let diagnostic = try #require(found.first { $0.code == ResolutionDiagnostics.detentClamped.code })
        #expect(diagnostic.help == "use `fraction` or `inset`, which scale with the screen, or a smaller height")
    }

    @Test func twoDetentsAtTheSameHeightCollapse() throws {
        let found = Self.diagnostics("""
              s:
                type: S
                detents: [{ id: medium, system: medium }, { id: half, fraction: 0.5 }]
            """)
        let diagnostic = try #require(found.first)
        #expect(found.map(\.code) == [ResolutionDiagnostics.detentsCollapse.code])
        #expect(diagnostic.message == "detents `medium` and `half` are both 318.5 pt on iPhone SE (3rd generation) portrait")
        #expect(diagnostic.secondary.map(\.message) == ["`medium` is declared here"])
        let note = try #require(diagnostic.notes.last)
        #expect(note.contains("iPhone SE (3rd generation) on iOS 26 portrait") && note.contains("`topGap`"))
        #expect(note.contains("`medium` is Apple's \"approximately half\" of the available height"))
    }

    @Test func aPointsDetentAboveAFractionOnASmallPhoneIsOutOfOrder() throws {
        let found = Self.diagnostics("""
              s:
                type: S
                detents: [{ id: peek, height: 400 }, { id: most, fraction: 0.6 }]
            """)
        let diagnostic = try #require(found.first)
        #expect(found.map(\.code) == [ResolutionDiagnostics.detentsOutOfOrder.code])
        #expect(diagnostic.message
            == "detent `most` is declared after `peek` but is shorter on iPhone SE (3rd generation) portrait: 382.2 pt against 400 pt")
        // 0.6 × 759 = 455.4 > 400 on the iPhone 16; the SE's 637 rests on its approximate top gap, so the note says so.
        #expect(diagnostic.notes.count == 2 && diagnostic.notes[0] == "in sheet `s`")
        #expect(diagnostic.notes[1].hasPrefix("computed on an approximate profile, iPhone SE (3rd generation) on iOS 26 portrait"))
    }

    @Test func aCapBelowItsFloorOnSomeProfile() throws {
        let found = Self.diagnostics("""
              s:
                type: S
                detents: [{ id: fit, fit: content, min: { height: 600 }, max: { fraction: 0.5 } }]
            """)
        let diagnostic = try #require(found.first)
        #expect(found.map(\.code) == [ResolutionDiagnostics.contentCapBelowFloor.code])
        #expect(diagnostic.message
            == "detent `fit` has its floor (600 pt) above its cap (186 pt) on iPhone 16 landscape; the cap wins",
            "a content-sized sheet is a custom presentation: it keeps its detent in iPhone landscape (issue 21)")
        #expect(diagnostic.secondary.map(\.message) == ["the cap"])
        // Nobody has measured a sheet's top gap in iPhone landscape: the cap of 186 pt rests on that.
        #expect(diagnostic.notes.last?.hasPrefix("computed on an approximate profile, iPhone 16 on iOS 26 landscape") == true)
    }

    @Test func aPopoverWithoutHeightCannotBeResolved() throws {
        let resolution = PlanFixtures.resolve([("p.sheet.yaml", """
            version: 1
            sheets:
              picker: { type: P, presentation: popover, popover: { alignment: center } }
            """)])
        #expect(resolution.diagnostics.map(\.code) == [ResolutionDiagnostics.popoverHeightMissing.code])
        #expect(resolution.diagnostics.first?.severity == .error)
        #expect(resolution.sheets.isEmpty)
    }

    /// Four or more detents infer `three` (three stops or more, docs/SpecReference.md
    /// "Decided: more than three stops"); a hidden stop is not counted.
    @Test func fourOrMoreDetentsInferThreeTiers() throws {
        let resolution = PlanFixtures.resolve([("r.sheet.yaml", """
            version: 1
            sheets:
              s:
                type: S
                presentation: overlay
                detents: [{ id: a, fraction: 0.2 }, { id: b, fraction: 0.4 }, { id: c, fraction: 0.6 }, { id: d, fraction: 0.8 }]
              t:
                type: T
                detents: [{ id: a, height: 100 }, { id: b, height: 200 }, { id: c, height: 300 }, { id: d, height: 400 }, { id: e, height: 500 }]
              u:
                type: U
                presentation: overlay
                detents: [{ id: parked, hidden: true }, { id: tip, height: 96 }, { id: full, system: large }]
            """)])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics.map(\.message))")
        let sheets = resolution.sheets.sorted { $0.id < $1.id }
        #expect(sheets.map(\.id) == ["s", "t", "u"])
        #expect(sheets.map(\.tiers) == [.three, .three, .two])
        #expect(sheets.map(\.tiersInferred) == [true, true, true])
        #expect(sheets.map(\.detents.count) == [4, 5, 3])
    }

    @Test func tiersCannotBeInferredWhenEveryDetentIsHidden() throws {
        let found = Self.diagnostics("""
              s:
                type: S
                presentation: overlay
                detents: [{ id: parked, hidden: true }]
            """)
        #expect(found.map(\.code) == [ResolutionDiagnostics.tiersNotInferable.code])
        #expect(found.first?.message == "every detent of sheet `s` is hidden, so `tiers` cannot be inferred")
        #expect(found.first?.span?.range.start.line == 6)
    }

    /// Comparisons that come out the same on every device are the rules'
    /// (checked where written), so resolution stays quiet about them.
    @Test func deviceIndependentComparisonsAreLeftToTheRules() {
        let found = Self.diagnostics("""
              s:
                type: S
                tiers: two
                detents: [{ id: b, fraction: 0.5 }, { id: a, fraction: 0.25 }]
              t:
                type: T
                detents: [{ id: fit, fit: content, min: { height: 500 }, max: { height: 300 } }]
              u:
                type: U
                tiers: two
                detents: [{ id: full, system: large }, { id: tall, height: 500 }]
            """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func screensWhereTheSheetDoesNotRestAtItsDetentsAreNotChecked() {
        // 400 pt clamps on every landscape iPhone, where a modal sheet covers the screen.
        #expect(Self.diagnostics("  s: { type: S, detents: [{ id: tall, height: 400 }] }\n").isEmpty)
        let edgeAttached = Self.diagnostics(
            "  s: { type: S, edgeAttachedInCompactHeight: true, detents: [{ id: tall, height: 400 }] }\n")
        #expect(edgeAttached.first?.message.contains("iPhone 16 landscape has 372 pt available") == true)
    }

    @Test func aProblemInheritedByManySheetsIsReportedOnceNamingThemAll() throws {
        let found = Self.diagnostics("""
              parent: { type: P, detents: [{ id: tall, height: 700 }] }
              child: { type: C, extends: parent }
            """)
        #expect(found.count == 1)
        #expect(found.first?.notes.first == "in sheets `child`, `parent`")
    }

    @Test func eachSheetGetsEveryCheckInOrderNamingTheSmallestScreenFirst() {
        // Several problems on several screens at once: checks run clamp,
        // collapse, order, content range; sheets come in id order; each
        // finding names the screen with the least height and lists the rest.
        // `same` and `half` meet on the iPhone SE (iOS 26): 637 − 318.5 = 0.5 × 637.
        let found = Self.diagnostics("""
              s:
                type: S
                presentation: overlay
                detents: [{ id: peek, height: 400 }, { id: most, fraction: 0.6 }, { id: tall, height: 700 }]
              f:
                type: F
                presentation: overlay
                detents:
                  - { id: fit, fit: content, min: { height: 600 }, max: { fraction: 0.5 } }
                  - { id: same, inset: 318.5 }
                  - { id: half, fraction: 0.5 }
            """)
        #expect(found.map(\.code.description) == ["SS3002", "SS3003", "SS3004", "SS3001", "SS3001", "SS3003", "SS3003"])
        let landscapes = "iPhone SE (3rd generation) landscape, iPhone 16 Plus landscape, iPhone 16 Pro Max landscape"
        // Every finding computed on a screen whose numbers nobody has pinned says so, naming the first such
        // screen it fails on: the top gap of the iPhone SE and of every landscape iPhone, the iPads' safe
        // area and top gap.
        func approximate(_ screen: String, _ values: String = "`topGap` has") -> String {
            "computed on an approximate profile, \(screen): its \(values) no primary source or measurement "
                + "(`sheetspec plan` cites each value under `sources`)"
        }
        let padValues = "`safeArea` and `topGap` have"
        #expect(found.map(\.notes) == [
            ["in sheet `f`", approximate("iPhone SE (3rd generation) on iOS 26 portrait")],
            [
                "in sheet `f`", "also on iPhone 16 portrait, iPhone 16 Plus portrait, iPhone 16 Pro Max portrait, "
                    + "iPad Pro 13-inch (M4) landscape, iPad mini (A17 Pro) portrait, iPad Pro 13-inch (M4) portrait",
                approximate("iPad mini (A17 Pro) on iOS 26 landscape", padValues),
            ],
            [
                "in sheet `f`", "also on \(landscapes), iPhone SE (3rd generation) portrait, iPad mini (A17 Pro) landscape, "
                    + "iPhone 16 portrait, iPhone 16 Plus portrait, iPhone 16 Pro Max portrait, iPad Pro 13-inch (M4) landscape, "
                    + "iPad mini (A17 Pro) portrait",
                approximate("iPhone 16 on iOS 26 landscape"),
            ],
            ["in sheet `s`", "also on iPhone SE (3rd generation) landscape", approximate("iPhone 16 on iOS 26 landscape")],
            [
                "in sheet `s`", "also on \(landscapes), iPhone SE (3rd generation) portrait, iPad mini (A17 Pro) landscape",
                approximate("iPhone 16 on iOS 26 landscape"),
            ],
            [
                "in sheet `s`", "also on \(landscapes), iPhone SE (3rd generation) portrait",
                approximate("iPhone 16 on iOS 26 landscape"),
            ],
            ["in sheet `s`", approximate("iPad Pro 13-inch (M4) on iOS 26 portrait", padValues)],
        ])
        #expect(found[2].message == "detent `fit` has its floor (600 pt) above its cap (186 pt) on iPhone 16 landscape; the cap wins")
        // 0.6 × (1376 − 32 − 10 − 25) = 0.6 × 1309 = 785.4 on iPadOS 26.
        #expect(found[6].message
            == "detent `tall` is declared after `most` but is shorter on iPad Pro 13-inch (M4) portrait: 700 pt against 785.4 pt")
    }

    /// A profile whose numbers are all pinned (a team's own measurement) adds no
    /// note; the same finding on the approximate iPhone SE does, naming its OS.
    @Test func onlyAnApproximateProfileAddsTheNote() throws {
        let sheets = "  tall: { type: T, detents: [{ id: tall, height: 700 }] }\n"
        var measured = BuiltInProfiles.iPhoneSE3
        measured.screens = measured.screens.map { screen in
            var pinned = screen
            pinned.sources = pinned.sources.mapValues { ValueSource($0.citation, approximate: false) }
            return pinned
        }
        let pinned = try #require(Self.diagnostics(sheets, profiles: [measured]).first)
        #expect(pinned.notes == ["in sheet `tall`"])
        let approximate = try #require(Self.diagnostics(sheets, profiles: [BuiltInProfiles.iPhoneSE3]).first)
        #expect(approximate.notes.count == 2 && approximate.notes[1].contains("on iOS 26 portrait"))
        let older = try #require(Self.diagnostics(sheets, profiles: [BuiltInProfiles.iPhoneSE3(on: .iOS18)]).first)
        #expect(older.message.contains("627 pt available"), "667 − 20 − 20 on iOS 17–18")
        #expect(older.notes.count == 2 && older.notes[1].contains("on iOS 17–18 portrait"))
    }

    @Test func checksRunOnlyOnTheProfilesGiven() {
        let sheets = "  tall: { type: T, detents: [{ id: tall, height: 700 }] }\n"
        #expect(Self.diagnostics(sheets, profiles: [BuiltInProfiles.iPhone16]).isEmpty)
        #expect(Self.diagnostics(sheets, profiles: [BuiltInProfiles.iPhoneSE3]).count == 1)
    }

    @Test func validationReportsThemAfterTheRulesAndConfigurationAppliesToThem() {
        let spec = SpecLoader.load(
            SourceFile(path: "v.sheet.yaml", text: "version: 1\nsheets:\n  t: { type: T, detents: [{ id: t, height: 700 }] }\n"),
            limits: .default)
        let report = SpecValidator.check([spec], options: ValidationOptions()).report
        #expect(report.diagnostics.map(\.code) == [ResolutionDiagnostics.detentClamped.code])
        #expect(report.verdict(strict: false) == .passed)
        #expect(report.verdict(strict: true) == .problemsFound)
        let asError = RuleConfiguration(overrides: [ResolutionDiagnostics.detentClamped.code: .error])
        #expect(SpecValidator.check([spec], options: ValidationOptions(rules: asError)).report.errorCount == 1)
        let off = RuleConfiguration(overrides: [ResolutionDiagnostics.detentClamped.code: .off])
        #expect(SpecValidator.check([spec], options: ValidationOptions(rules: off)).report.diagnostics.isEmpty)
    }

    @Test func theCatalogListsEveryResolutionCode() {
        for descriptor in ResolutionDiagnostics.all {
            #expect(DescriptorCatalog.language.byCode[descriptor.code] == descriptor)
            #expect(descriptor.code.description.hasPrefix("SS3"))
            #expect(descriptor.explanation.count > 200, "\(descriptor.name) explains itself")
        }
    }

    @Test func theExampleSpecsResolveWithoutAProblem() throws {
        let outcome = try PlanFixtures.outcome(PlanFixtures.exampleNames)
        #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
    }
}
