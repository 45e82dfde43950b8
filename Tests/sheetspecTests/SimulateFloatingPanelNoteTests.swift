import Foundation
import Testing

/// `simulate` on a sheet the project generates for FloatingPanel says, on
/// standard error, that FloatingPanel's physics decide, and where the
/// simulation equals them; standard output keeps the simulation alone.
@Suite
struct SimulateFloatingPanelNoteTests {
    static func run(backends: String?, snap: String = "momentumRedirect", threshold: String = "0.5",
                    presentation: String = "overlay") throws -> CommandResult {
        let folder = try CommandRunner.scratchFolder()
        try """
            version: 1
            minimumOS: 16
            sheets:
              drawer:
                type: DrawerViewController
                presentation: \(presentation)
                detents: [ { id: half, fraction: 0.5 }, { id: full, inset: 24 } ]
                physics: { snap: \(snap)\(snap == "momentumRedirect" ? ", redirectThreshold: \(threshold)" : "") }
            """.write(to: folder.appendingPathComponent("drawer.sheet.yaml"), atomically: true, encoding: .utf8)
        if let backends {
            try "backends: \(backends)\n".write(
                to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        }
        return try CommandRunner.run(
            ["simulate", "drawer.sheet.yaml", "--sheet", "drawer", "--release-height", "300", "--velocity", "800"],
            in: folder)
    }

    @Test func aFloatingPanelSheetSaysWhosePhysicsDecide() throws {
        let result = try Self.run(backends: "[conformance, floatingpanel]")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("note: `drawer` is generated for FloatingPanel"))
        #expect(result.stderr.contains("the target is FloatingPanel's: `snap: momentumRedirect` is its rule, ported exactly"))
        #expect(result.stderr.contains("springDecelerationRate 0.987512"))
        #expect(!result.stdout.contains("FloatingPanel"))
    }

    @Test func whereThePortIsNotExactItSaysSo() throws {
        let edge = try Self.run(backends: "floatingpanel", threshold: "1")
        #expect(edge.stderr.contains("the target may differ: at `redirectThreshold: 1`"))
        let projected = try Self.run(backends: "floatingpanel", snap: "projected")
        #expect(projected.stderr.contains("this simulation's target is not FloatingPanel's"))
    }

    @Test(arguments: [(String?.none, "overlay"), ("[conformance, uikit]", "overlay"), ("floatingpanel", "modal")])
    func otherwiseNothingIsSaid(_ backends: String?, _ presentation: String) throws {
        let result = try Self.run(backends: backends, presentation: presentation)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("FloatingPanel"))
    }
}
