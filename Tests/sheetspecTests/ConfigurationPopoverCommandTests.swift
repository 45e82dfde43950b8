import Foundation
import Testing

/// `popover:` in `.sheetspec.yml` reaches `validate` and `plan`: a popover
/// with no height of its own is planned with the project's.
struct ConfigurationPopoverCommandTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          storePicker:
            type: StorePickerViewController
            presentation: popover
        """

    static func project(configuration: String) throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        try spec.write(to: folder.appendingPathComponent("picker.sheet.yaml"), atomically: true, encoding: .utf8)
        try configuration.write(to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func validateAndPlanTakeTheConfigurationsHeight() throws {
        let folder = try Self.project(configuration: "specs: .\npopover:\n  height: { portrait: 620, landscape: 420 }\n")
        let validate = try CommandRunner.run(["validate"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        let plan = try CommandRunner.run(["plan"], in: folder)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains("\"portrait\": 620,\n          \"landscape\": 420"), "the plan shows the resolved heights")
    }

    @Test func withoutItThePopoverHasNoHeight() throws {
        let folder = try Self.project(configuration: "specs: .\npopover: { width: 480 }\n")
        let result = try CommandRunner.run(["validate", "--format", "clang"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("picker.sheet.yaml:6:19: error: popover sheet `storePicker` gives no `popover.height` [SS3005]"))
        #expect(result.stdout.contains("`.sheetspec.yml`"))
    }
}
