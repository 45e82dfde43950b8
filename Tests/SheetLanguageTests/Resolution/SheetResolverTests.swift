import BottomSheetable
import SheetDiagnostics
import SheetLanguage
import Testing

/// A resolved sheet has every value decided: its own keys, then `extends`,
/// then file defaults, then built-in defaults.
@Suite struct SheetResolverTests {
    @Test func aSheetWithOnlyATypeGetsEveryBuiltInDefault() throws {
        let sheet = try #require(
            PlanFixtures.sheet("bare", in: "version: 1\nsheets:\n  bare:\n    type: BareViewController\n"))
        #expect(sheet.type == "BareViewController")
        #expect(sheet.presentation == .modal)
        #expect(sheet.tiers == .one)
        #expect(sheet.tiersInferred)
        #expect(sheet.detents.map(\.detent) == [Detent(id: "large", height: .system(.large))])
        #expect(sheet.initialDetent == nil)
        #expect(sheet.undimmedThrough == nil)
        #expect(sheet.grabber == .automatic)
        #expect(sheet.cornerRadius == .system)
        #expect(!sheet.edgeAttachedInCompactHeight)
        #expect(sheet.scroll == ScrollBehavior(expandsAtEdge: true))
        #expect(sheet.dismissal == DismissalRules(swipe: true, tapOutside: true, closeButton: false, confirm: false))
        #expect(!sheet.programmaticDismissal)
        #expect(sheet.keyboard == .none)
        #expect(!sheet.observesKeyboard)
        #expect(sheet.physics == SheetPhysics(
            snapPolicy: .projectedStop(ProjectedSnapPolicy(deceleration: 800, dismissalProgress: 0.5)),
            spring: SheetSpring(response: 0.3, damping: 0.6, dampingWithoutVelocity: 1),
            rubberBand: RubberBand(coefficient: 0.55, bandsAboveLargest: true, bandsBelowSmallest: true)))
        #expect(sheet.popover == nil)
        #expect(sheet.navigation == SheetNavigation(pushableSheets: [], interactivePop: true))
        #expect(sheet.source.range.start.line == 3)
    }

    @Test func ownKeysThenParentThenFileDefaultsThenBuiltIns() throws {
        let resolution = PlanFixtures.resolve([
            ("a.sheet.yaml", """
                version: 1
                defaults: { cornerRadius: 16, keyboard: { policy: lift } }
                sheets:
                  parent:
                    type: ParentViewController
                    presentation: overlay
                    detents: [{ id: half, fraction: 0.5 }, { id: full, inset: 24 }]
                    physics: { snap: momentumRedirect, skipStops: true }
                """),
            ("b.sheet.yaml", """
                version: 1
                defaults: { grabber: hidden }
                sheets:
                  child:
                    type: ChildViewController
                    extends: parent
                    dismiss: { closeButton: true }
                """),
        ])
        let child = try #require(resolution.sheets.first { $0.id == "child" })
        #expect(child.ancestors == ["parent"])
        #expect(child.presentation == .overlay)
        #expect(child.tiers == .two)
        #expect(child.cornerRadius == .points(16))
        #expect(child.grabber == .hidden)
        #expect(child.keyboard == .lift)
        #expect(child.observesKeyboard, "observe follows a policy other than none")
        #expect(child.dismissal == DismissalRules(swipe: true, tapOutside: true, closeButton: true, confirm: false))
        #expect(child.physics.snapPolicy == .momentumRedirect(
            MomentumRedirectSnapPolicy(projectionRate: 0.998, redirectThreshold: 0.5, skipsStops: true,
                                       removalVelocityThreshold: 5.5)))
        #expect(child.detents.map(\.span.path) == ["a.sheet.yaml", "a.sheet.yaml"], "detents keep the file they came from")
        #expect(child.source.path == "b.sheet.yaml")
        #expect(resolution.sheets.map(\.id) == ["child", "parent"], "sheets are ordered by id")
    }

    @Test(arguments: [
        ("[{ id: fit, fit: content }]", Tiers.oneTierAutomatic),
        ("[{ id: tall, height: 500 }]", .one),
        ("[{ id: half, fraction: 0.5 }, { id: full, system: large }]", .two),
        ("[{ id: a, height: 100 }, { id: b, fraction: 0.5 }, { id: c, inset: 24 }]", .three),
    ])
    func tiersAreInferredFromTheDetents(detents: String, tiers: Tiers) throws {
        let sheet = try #require(PlanFixtures.sheet("s", in: "version: 1\nsheets:\n  s:\n    type: S\n    detents: \(detents)\n"))
        #expect(sheet.tiers == tiers)
        #expect(sheet.tiersInferred)
    }

    @Test func writtenTiersAreKeptEvenWhenTheDetentsDisagree() throws {
        let sheet = try #require(PlanFixtures.sheet("s", in: """
            version: 1
            sheets:
              s: { type: S, tiers: three, detents: [{ id: fit, fit: content }] }
            """))
        #expect(sheet.tiers == .three, "the disagreement is a rule's to report")
        #expect(!sheet.tiersInferred)
    }

    @Test func fittedDetentsSpellOutTheirFloorAndCap() throws {
        let sheet = try #require(PlanFixtures.sheet("s", in: """
            version: 1
            sheets:
              s: { type: S, detents: [{ id: fit, fit: content, max: { fraction: 0.9 } }] }
            """))
        #expect(sheet.detents[0].detent.height == .fittedToContent(min: .points(0), max: .fraction(0.9)))
    }

    @Test func theGeneratedLayoutCarriesEveryResolvedValue() throws {
        let outcome = try PlanFixtures.outcome(["store-picker.sheet.yaml"])
        let sheet = try #require(outcome.plan?.sheets.first?.sheet)
        #expect(sheet.layout == SheetLayout(
            presentation: .popover, tiers: .oneTierAutomatic,
            detents: [Detent(id: "fit", height: .fittedToContent(min: .points(0), max: .fraction(0.85)))],
            initialDetent: nil, undimmedThrough: nil, grabber: .automatic, cornerRadius: .system,
            dismissal: DismissalRules(swipe: false, tapOutside: true, closeButton: true, confirm: false),
            keyboard: .shrink, scroll: ScrollBehavior(expandsAtEdge: true), physics: .standard,
            popover: PopoverLayout(
                width: 504, portraitHeight: 620, landscapeHeight: 600, alignment: .bottomCenter, bottomMargin: 0),
            navigation: SheetNavigation(pushableSheets: [], interactivePop: true),
            accessibility: SheetAccessibility(reducedMotion: .instant, textGrowth: 0.8)))
    }

    @Test func aPopoverBlockOnAnotherPresentationIsNotCarried() throws {
        let sheet = try #require(PlanFixtures.sheet("s", in: """
            version: 1
            sheets:
              s: { type: S, popover: { width: 400, height: 300 } }
            """))
        #expect(sheet.popover == nil)
    }

    @Test func sheetsOfFilesWithDecodingErrorsAndTheirChildrenAreNotResolved() throws {
        let broken = SpecLoader.load(
            SourceFile(path: "a.sheet.yaml", text: """
                version: 1
                sheets:
                  parent: { type: P, cornerRadius: "16" }
                """), limits: .default)
        let clean = SpecLoader.load(
            SourceFile(path: "b.sheet.yaml", text: """
                version: 1
                sheets:
                  child: { type: C, extends: parent }
                  alone: { type: A }
                """), limits: .default)
        #expect(broken.hasErrors)
        let run = SpecValidator.check([broken, clean], options: ValidationOptions())
        #expect(run.resolution.sheets.map(\.id) == ["alone"])
    }
}
