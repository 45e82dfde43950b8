import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// The compiler and an app agree on an embedded drawer too (the bottom drawer of
/// seed 002, `Fixtures/sources/bottom-drawer.sheet.yaml`, the only source written
/// `presentation: embedded`): on every profile screen the app's `SheetInteraction`,
/// built from the device and the generated layout, rests at the plan's heights, its
/// background is interactive and undimmed exactly where the plan says `undimmed`
/// (everywhere), and no dismissal the plan's rules could allow reaches it.
extension RuntimeAgreementTests {
    @Test func anEmbeddedDrawerIsPlannedAsTheRuntimeRunsIt() throws {
        let sheetPlan = try SourceSystemArithmeticTests.planned(
            "countries", in: ["bottom-drawer.sheet.yaml"], folder: RepositoryPaths.sourceSystemFixtures,
            prefix: "Tests/SheetLanguageTests/Fixtures/sources/")
        let layout = sheetPlan.sheet.layout
        #expect(layout.presentation == .embedded)
        var compared = 0
        #expect(sheetPlan.profiles.map(\.profile) == BuiltInProfiles.all.map(\.name))
        for (profile, profileLayout) in zip(BuiltInProfiles.all, sheetPlan.profiles) {
            for (screen, planned) in zip(profile.screens, profileLayout.screens) {
                let context = "countries on \(profile.describe(screen))"
                #expect(planned.presentedAs == .sheet, "a custom presentation keeps its detents: \(context)")
                let app = AppSide(layout: layout, screen: screen, presentsPopover: false)
                #expect(planned.detents.map(\.resolved.height) == app.heights, "\(context)")
                let container = SheetContainer(
                    size: Size(width: screen.size.width, height: screen.size.height),
                    safeArea: Insets(
                        top: screen.safeArea.top, left: screen.safeArea.left, bottom: screen.safeArea.bottom,
                        right: screen.safeArea.right),
                    topGap: screen.topGap, isCompactHeight: screen.isCompactHeight, frame: layout.frame,
                    tabBarHeight: screen.tabBarHeight)
                var interaction = SheetInteraction(layout: layout, container: container)
                #expect(interaction.currentDetent?.id == planned.initial, "\(context)")
                for detent in planned.detents {
                    #expect(detent.undimmed, "\(context) \(detent.resolved.id)")
                    #expect(interaction.dimmingAlpha(atHeight: detent.resolved.height) == 0, "\(context)")
                    #expect(layout.isBackgroundInteractive(atHeight: detent.resolved.height, among: interaction.detents))
                }
                for trigger in DismissalTrigger.allCases {
                    #expect(interaction.handle(.dismissRequested(trigger)).isEmpty, "\(context) \(trigger)")
                }
                compared += planned.detents.count
            }
        }
        #expect(compared >= 2 * 12, "both detents on every screen")
    }
}
