import BottomSheetable
import Testing

@testable import SheetLanguage

/// The screens the accessibility rules measure are the plan's: on every
/// built-in profile screen where the plan rests the sheet at its detents,
/// the same visible detents at the same heights, smallest first, with the
/// hidden stop left out and `medium` gone in compact height.
@Suite struct SheetScreenTests {
    static let spec = """
        version: 1
        sheets:
          drawer:
            type: DrawerViewController
            presentation: overlay
            frame: { bottom: tabbar }
            detents: [{ id: parked, hidden: true }, { id: tip, height: 96 }, { id: half, system: medium }, { id: full, system: large }]
          modal:
            type: ModalViewController
            detents: [{ id: half, system: medium }, { id: tall, fraction: 0.8 }]
        """

    @Test func everyScreenHasThePlansVisibleDetents() throws {
        let spec = try #require(SpecLoading.load(text: Self.spec).spec)
        let context = RuleContext(files: [spec])
        var mediumDropped = 0
        for id in ["drawer", "modal"] {
            let sheet = try #require(context.sheet(id))
            let resolved = try #require(context.resolved(sheet))
            let screens = SheetScreen.all(of: sheet, in: context)
            var planned: [(name: String, detents: [ResolvedDetent])] = []
            for profile in context.profiles {
                for screen in profile.screens {
                    let layout = LayoutPlanner.layout(of: resolved, on: screen, idiom: profile.idiom)
                    guard layout.presentedAs == .sheet else { continue }
                    planned.append((profile.describe(screen), layout.detents.map(\.resolved).filter { !$0.isHidden }))
                }
            }
            #expect(screens.count == planned.count, "\(id)")
            #expect(screens.count > 1, "\(id)")
            for (screen, plan) in zip(screens, planned) {
                #expect(screen.name == plan.name)
                #expect(screen.visibleDetents == plan.detents, "\(id) on \(screen.name)")
                #expect(!screen.visibleDetents.contains { $0.id.rawValue == "parked" })
                #expect(screen.visibleDetents.map(\.height) == screen.visibleDetents.map(\.height).sorted())
                if !screen.visibleDetents.contains(where: { $0.id.rawValue == "half" }) { mediumDropped += 1 }
            }
        }
        #expect(mediumDropped > 0, "some screen is compact in height")
    }
}
