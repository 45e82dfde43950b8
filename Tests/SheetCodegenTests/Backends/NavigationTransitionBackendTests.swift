import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// `navigation.transition`: the conformance backend carries it into
/// `SheetNavigation`; the system-sheet backends generate no navigation stack,
/// so a system sheet that pushes gets SS4306 from each, naming it and what it
/// pushes, and one that pushes with `transition: sheet` SS4305 as well.
@Suite struct NavigationTransitionBackendTests {
    static func generate(
        transition: String, backend: Backend, pushes: String = "[orderDetails]"
    ) throws -> GenerationOutcome {
        let folder = try ScratchFolder.make("navigation-transition-\(backend.id)-\(transition)-\(pushes.count)")
        let spec = folder.appendingPathComponent("orders.sheet.yaml")
        try """
            version: 1
            minimumOS: 16
            sheets:
              orders:
                type: OrdersViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                navigation: { push: \(pushes), transition: \(transition) }
              orderDetails:
                type: OrderDetailsViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
              orderNotes:
                type: OrderNotesViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
              orderHelp:
                type: OrderHelpViewController
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
        #expect(
            codes == [BackendDiagnostics.navigationTransitionNotExpressible.code, BackendDiagnostics.navigationStackNotGenerated.code],
            "\(codes)")
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("the `\(backend.id)` backend generates no navigation stack"))
        #expect(warning.span?.range.start.line == 4)  // the `orders` sheet
        #expect(warning.help?.contains("`transition: system`") == true)

        let system = try Self.generate(transition: "system", backend: backend)
        #expect(system.diagnostics.map(\.code) == [BackendDiagnostics.navigationStackNotGenerated.code])
    }

    @Test(arguments: [Backend.uikit, Backend.swiftui])
    func aSystemSheetThatPushesKeepsTheRootsDetents(backend: Backend) throws {
        let one = try #require(try Self.generate(transition: "system", backend: backend).diagnostics.first)
        #expect(one.code == BackendDiagnostics.navigationStackNotGenerated.code && one.severity == .warning)
        #expect(
            one.message
                == "`orders` pushes `orderDetails`, but the `\(backend.id)` backend generates no navigation stack; "
                + "a screen pushed inside the sheet keeps `orders`'s detents")
        #expect(one.span?.range.start.line == 4)
        #expect(one.help?.contains("--backend conformance") == true)
        let three = try Self.generate(transition: "system", backend: backend, pushes: "[orderDetails, orderNotes, orderHelp]")
        #expect(three.diagnostics.map(\.message).first?.hasPrefix("`orders` pushes `orderDetails`, `orderNotes` and `orderHelp`, ") == true)
        let none = try Self.generate(transition: "system", backend: backend, pushes: "[]")
        #expect(
            !none.diagnostics.contains { $0.code == BackendDiagnostics.navigationStackNotGenerated.code },
            "a sheet that pushes nothing: \(none.diagnostics.map(\.code))")
        #expect(try Self.generate(transition: "system", backend: .conformance).diagnostics.isEmpty)
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
