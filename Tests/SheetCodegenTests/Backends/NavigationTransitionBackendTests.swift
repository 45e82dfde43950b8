import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// `navigation.transition`: the conformance backend carries it into
/// `SheetNavigation`; the system-sheet backends generate no navigation stack,
/// so a system sheet that pushes with `transition: sheet` gets SS4305 from
/// each, naming it, and one with `system` gets nothing.
@Suite struct NavigationTransitionBackendTests {
    static func generate(transition: String, backend: Backend) throws -> GenerationOutcome {
        let folder = try ScratchFolder.make("navigation-transition-\(backend.id)-\(transition)")
        let spec = folder.appendingPathComponent("orders.sheet.yaml")
        try """
            version: 1
            minimumOS: 16
            sheets:
              orders:
                type: OrdersViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                navigation: { push: [orderDetails], transition: \(transition) }
              orderDetails:
                type: OrderDetailsViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
            """.write(to: spec, atomically: true, encoding: .utf8)
        return SpecGenerator.generate(
            paths: [spec.path],
            options: GenerationOptions(
                outputFolder: folder.appendingPathComponent("out").path, backends: [backend], mode: .dryRun))
    }

    @Test(arguments: [Backend.uikit, Backend.swiftui])
    func aSystemSheetBackendSaysTheSlideStays(backend: Backend) throws {
        let outcome = try Self.generate(transition: "sheet", backend: backend)
        let codes = outcome.diagnostics.map(\.code)
        #expect(codes == [BackendDiagnostics.navigationTransitionNotExpressible.code], "\(codes)")
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("the `\(backend.id)` backend generates no navigation stack"))
        #expect(warning.span?.range.start.line == 4)  // the `orders` sheet
        #expect(warning.help?.contains("`transition: system`") == true)

        let quiet = try Self.generate(transition: "system", backend: backend)
        #expect(quiet.diagnostics.isEmpty, "\(quiet.diagnostics.map(\.code))")
    }

    @Test func theConformanceCarriesTheTransition() throws {
        let outcome = try Self.generate(transition: "sheet", backend: .conformance)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.code))")
        let orders = try #require(outcome.files.first { $0.contents.contains("extension OrdersViewController") })
        #expect(orders.contents.contains(#"SheetNavigation(pushableSheets: ["orderDetails"], interactivePop: true, transition: .sheet)"#))
        let details = try #require(outcome.files.first { $0.contents.contains("extension OrderDetailsViewController") })
        #expect(details.contents.contains("SheetNavigation(pushableSheets: [], interactivePop: true)"))
    }
}
