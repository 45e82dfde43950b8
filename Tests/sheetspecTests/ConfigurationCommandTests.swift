import Foundation
import Testing

/// Every command reads `.sheetspec.yml`: found by walking up, named with
/// `--config`, ignored with `--no-config`, and overruled by flags.
struct ConfigurationCommandTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          checkout:
            type: CheckoutViewController
            detents:
              - id: large
                system: large
        """

    /// A project with `Specs/checkout.sheet.yaml`, `Specs/legacy/broken.sheet.yaml`
    /// (excluded) and an `App/` folder to run from.
    static func project(configuration: String) throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Specs/legacy"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try spec.write(to: folder.appendingPathComponent("Specs/checkout.sheet.yaml"), atomically: true, encoding: .utf8)
        try "version: 1\nsheets: [\n".write(
            to: folder.appendingPathComponent("Specs/legacy/broken.sheet.yaml"), atomically: true, encoding: .utf8)
        try configuration.write(to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func validateWithNoPathsChecksTheConfiguredSpecsFromASubfolder() throws {
        let folder = try Self.project(configuration: "specs: Specs\nexclude: Specs/legacy\n")
        let result = try CommandRunner.run(["validate"], in: folder.appendingPathComponent("App"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("checked 1 file: no problems found"))
    }

    @Test func excludeOnlyFiltersTheSearch() throws {
        let folder = try Self.project(configuration: "specs: Specs\n")
        let unfiltered = try CommandRunner.run(["validate"], in: folder)
        #expect(unfiltered.status == 1)
        #expect(unfiltered.stdout.contains("Specs/legacy/broken.sheet.yaml"))
    }

    @Test func configurationErrorsStopTheRunWithTheirPosition() throws {
        let folder = try Self.project(configuration: "specs: Specs\nexlude: Specs/legacy\n")
        let result = try CommandRunner.run(["validate", "--format", "clang"], in: folder.appendingPathComponent("App"))
        #expect(result.status == 2)
        #expect(result.stdout.contains("../.sheetspec.yml:2:1: error: unknown key `exlude` in the configuration [SS4001]"))
        #expect(result.stdout.contains("did you mean `exclude`?"))
    }

    @Test func noConfigIgnoresItAndNeedsPaths() throws {
        let folder = try Self.project(configuration: "specs: Specs\nexlude: oops\n")
        let withoutPaths = try CommandRunner.run(["validate", "--no-config"], in: folder)
        #expect(withoutPaths.status == 2)
        #expect(withoutPaths.stderr.contains("give at least one spec file or folder"))
        let withPaths = try CommandRunner.run(["validate", "--no-config", "Specs/checkout.sheet.yaml"], in: folder)
        #expect(withPaths.status == 0, "\(withPaths.stdout)\(withPaths.stderr)")
    }

    @Test func anExplicitConfigIsReadFromItsOwnFolder() throws {
        let folder = try Self.project(configuration: "specs: Specs\nexclude: Specs/legacy\n")
        let elsewhere = try CommandRunner.scratchFolder()
        let config = folder.appendingPathComponent(".sheetspec.yml").path
        let result = try CommandRunner.run(["validate", "--config", config], in: elsewhere)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("checked 1 file"))
    }

    @Test func commandLineRulesWinOverConfiguredRules() throws {
        let folder = try Self.project(configuration: "specs: Specs\nexclude: Specs/legacy\nrules: { missing-deployment-target: error }\n")
        try Self.spec.replacingOccurrences(of: "minimumOS: 16\n", with: "").write(
            to: folder.appendingPathComponent("Specs/checkout.sheet.yaml"), atomically: true, encoding: .utf8)
        let configured = try CommandRunner.run(["lint"], in: folder)
        #expect(configured.status == 1)
        #expect(configured.stdout.contains("SS2906"))
        let overridden = try CommandRunner.run(["lint", "--rule", "missing-deployment-target=off"], in: folder)
        #expect(overridden.status == 0, "\(overridden.stdout)")
        #expect(!overridden.stdout.contains("SS2906"))
    }

    @Test func generateTakesOutputAccessAndModuleFromTheConfigurationUnlessFlagsSayOtherwise() throws {
        let folder = try Self.project(
            configuration: "specs: Specs\nexclude: Specs/legacy\noutput: App/Generated\naccess: public\nmodule: SheetKit\n"
                + "backends: [conformance, uikit]\n")
        let configured = try CommandRunner.run(["generate"], in: folder.appendingPathComponent("App"))
        #expect(configured.status == 0, "\(configured.stderr)")
        let generated = folder.appendingPathComponent("App/Generated/Checkout+BottomSheetable.generated.swift")
        let text = try String(contentsOf: generated, encoding: .utf8)
        #expect(text.contains("import SheetKit"))
        #expect(text.contains("from Specs/checkout.sheet.yaml"))
        let uikit = try String(
            contentsOf: folder.appendingPathComponent("App/Generated/Checkout+UIKit.generated.swift"), encoding: .utf8)
        #expect(uikit.contains("public var sheetSpecDetents"))

        let flagged = try CommandRunner.run(["generate", "--output", "Other", "--access", "internal"], in: folder)
        #expect(flagged.status == 0, "\(flagged.stderr)")
        let other = try String(
            contentsOf: folder.appendingPathComponent("Other/Checkout+BottomSheetable.generated.swift"), encoding: .utf8)
        #expect(other.contains("import SheetKit"))
        // The conformance's requirement members are public whatever the access.
        #expect(other.contains("public static let sheetLayout"))
        let otherUIKit = try String(
            contentsOf: folder.appendingPathComponent("Other/Checkout+UIKit.generated.swift"), encoding: .utf8)
        #expect(otherUIKit.contains("var sheetSpecDetents"))
        #expect(!otherUIKit.contains("public var sheetSpecDetents"))
    }

    @Test func generateCheckWorksWithNoArgumentsInAConfiguredProject() throws {
        let folder = try Self.project(configuration: "specs: Specs\nexclude: Specs/legacy\n")
        #expect(try CommandRunner.run(["generate", "--check"], in: folder).status == 1)
        #expect(try CommandRunner.run(["generate"], in: folder).status == 0)
        let check = try CommandRunner.run(["generate", "--check"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
    }

    @Test func planUsesTheConfiguredProfiles() throws {
        let folder = try Self.project(
            configuration: """
                specs: Specs
                exclude: Specs/legacy
                profiles:
                  only: [iphone-se-3]
                  add:
                    - name: kiosk
                      idiom: pad
                      portrait: { width: 800, height: 1000, keyboard: 300 }
                """)
        let result = try CommandRunner.run(["plan"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"name\": \"kiosk\""))
        #expect(!result.stdout.contains("\"name\": \"iphone-16\""))
        #expect(try CommandRunner.run(["plan", "--profile", "kiosk"], in: folder).status == 0)
    }
}
