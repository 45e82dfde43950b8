import Foundation
import Testing

/// The system sheet or a custom one, said once: `lint` says where each sheet
/// is shown, SS4301 stays when only an inferred `tiers` made a sheet custom,
/// and `simulate` on a system sheet says that UIKit's physics decide there.
struct PresentationPathCommandTests {
    /// One sheet of each path, in an order their ids would not sort into.
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          zeta:
            type: ZetaViewController
            detents:
              - { id: fit, fit: content, max: { fraction: 0.9 } }
          alpha:
            type: AlphaViewController
            detents:
              - { id: half, fraction: 0.5 }
          mid:
            type: MidViewController
            tiers: automatic
            detents:
              - { id: fit, fit: content, max: { fraction: 0.9 } }
          drawer:
            type: DrawerViewController
            presentation: overlay
            tiers: two
            detents:
              - { id: low, fraction: 0.25 }
              - { id: high, fraction: 0.75 }

        """

    static func project() throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        try Self.spec.write(to: folder.appendingPathComponent("paths.sheet.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func lintSaysWhereEachSheetIsShownInFileOrder() throws {
        let folder = try Self.project()
        let lint = try CommandRunner.run(["lint", "--no-config", "paths.sheet.yaml"], in: folder)
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        let lines = lint.stderr.split(separator: "\n").map(String.init)
        let custom = "is shown by sheetspec's custom presentation (the `conformance` backend and BottomSheetableUIKit): "
        #expect(
            lines == [
                "sheetspec: `zeta` (paths.sheet.yaml:4:3) " + custom
                    + "its `fit: content` detent makes `tiers: automatic`, a content-sized sheet; "
                    + "`tiers: one` or `tiers: two` keeps it on the system sheet",
                "sheetspec: `alpha` (paths.sheet.yaml:8:3) is shown by UIKit's system sheet (the `uikit` and `swiftui` backends)",
                "sheetspec: `mid` (paths.sheet.yaml:12:3) " + custom + "`tiers: automatic`, a content-sized sheet",
                "sheetspec: `drawer` (paths.sheet.yaml:17:3) " + custom + "`presentation: overlay`",
                "sheetspec: checked 1 file: no problems found",
            ], "\(lint.stderr)")
        #expect(lint.stdout.isEmpty)
    }

    @Test func theLinesAreLeftOutWhereNobodyReadsThem() throws {
        let folder = try Self.project()
        let quiet = try CommandRunner.run(["lint", "--no-config", "--quiet", "paths.sheet.yaml"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let json = try CommandRunner.run(["lint", "--no-config", "--format", "json", "paths.sheet.yaml"], in: folder)
        #expect(json.status == 0 && !json.stderr.contains("is shown by"), "\(json.stderr)")
        let validate = try CommandRunner.run(["validate", "--no-config", "paths.sheet.yaml"], in: folder)
        #expect(validate.status == 0 && !validate.stderr.contains("is shown by"), "\(validate.stderr)")
    }

    /// With the conformance running too, SS4301 is left out for a sheet whose
    /// spec says it is custom (`tiers: automatic`, an overlay) and kept for
    /// the one an inferred `tiers` made custom.
    @Test func ss4301StaysWhenOnlyAnInferredTiersMadeTheSheetCustom() throws {
        let folder = try Self.project()
        let run = try CommandRunner.run(
            ["generate", "--no-config", "--dry-run", "--backend", "conformance", "--backend", "uikit", "paths.sheet.yaml"],
            in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let ss4301 = run.stderr.split(separator: "\n").filter { $0.contains("[SS4301]") }
        #expect(ss4301.count == 1, "\(run.stderr)")
        #expect(ss4301.first?.contains("zeta") == true, "\(ss4301)")
        let alone = try CommandRunner.run(
            ["generate", "--no-config", "--dry-run", "--backend", "uikit", "paths.sheet.yaml"], in: folder)
        #expect(alone.stderr.split(separator: "\n").filter { $0.contains("[SS4301]") }.count == 3, "\(alone.stderr)")
    }

    @Test func simulateOnASystemSheetSaysUIKitsPhysicsDecide() throws {
        let folder = try Self.project()
        let arguments = ["simulate", "paths.sheet.yaml", "--release-height", "200", "--velocity", "-800", "--sheet"]
        let system = try CommandRunner.run(arguments + ["alpha"], in: folder)
        #expect(system.status == 0, "\(system.stderr)")
        #expect(
            system.stderr.contains(
                "sheetspec: note: `alpha` is shown by UIKit's system sheet, where UIKit's own physics decide where a drag "
                    + "ends; this run used sheetspec's physics"), "\(system.stderr)")
        #expect(!system.stdout.contains("note:"))
        let custom = try CommandRunner.run(arguments + ["drawer"], in: folder)
        #expect(custom.status == 0 && !custom.stderr.contains("note:"), "\(custom.stderr)")
        let contentSized = try CommandRunner.run(arguments + ["zeta"], in: folder)
        #expect(contentSized.status == 0 && !contentSized.stderr.contains("note:"), "\(contentSized.stderr)")
    }
}
