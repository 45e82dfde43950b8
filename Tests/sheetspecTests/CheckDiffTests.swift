import Foundation
import Testing

/// `generate --check` prints what `generate` would change as a unified diff
/// whose paths are relative to the working directory, so that `git apply`
/// run there (the repository root) brings the generated files up to date.
struct CheckDiffTests {
    static func spec(_ id: String, type: String, cornerRadius: Int) -> String {
        """
        version: 1
        sheets:
          \(id):
            type: \(type)
            detents:
              - { id: half, fraction: 0.5 }
              - { id: full, system: large }
            cornerRadius: \(cornerRadius)

        """
    }

    static func git(_ arguments: [String], in folder: URL) throws -> CommandResult {
        try CommandRunner.run(["git"] + arguments, in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    static var hasGit: Bool {
        (try? CommandRunner.run(["git", "--version"], executable: URL(fileURLWithPath: "/usr/bin/env")).status) == 0
    }

    @Test(.enabled(if: hasGit, "needs git"))
    func gitApplyFromTheRepositoryRootBringsTheFilesUpToDate() throws {
        let root = try CommandRunner.scratchFolder()
        let specs = root.appendingPathComponent("Sheets")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        #expect(try Self.git(["init", "-q"], in: root).status == 0)
        try Self.spec("checkout", type: "CheckoutViewController", cornerRadius: 16)
            .write(to: specs.appendingPathComponent("checkout.sheet.yaml"), atomically: true, encoding: .utf8)
        try Self.spec("picker", type: "PickerViewController", cornerRadius: 8)
            .write(to: specs.appendingPathComponent("picker.sheet.yaml"), atomically: true, encoding: .utf8)
        let generate = ["generate", "Sheets", "-o", "Generated", "--no-config"]
        let first = try CommandRunner.run(generate, in: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.git(["add", "-A"], in: root).status == 0)

        // A changed spec, a removed one and a new one: a changed, an orphaned and a missing file.
        try Self.spec("checkout", type: "CheckoutViewController", cornerRadius: 20)
            .write(to: specs.appendingPathComponent("checkout.sheet.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: specs.appendingPathComponent("picker.sheet.yaml"))
        try Self.spec("cart", type: "CartViewController", cornerRadius: 12)
            .write(to: specs.appendingPathComponent("cart.sheet.yaml"), atomically: true, encoding: .utf8)
        let check = try CommandRunner.run(generate + ["--check"], in: root)
        #expect(check.status == 1)
        let diff = check.stdout
        #expect(diff.contains("--- a/Generated/Checkout+BottomSheetable.generated.swift\n+++ b/Generated/Checkout+BottomSheetable.generated.swift\n"))
        #expect(diff.contains("--- /dev/null\n+++ b/Generated/Cart+BottomSheetable.generated.swift\n"))
        #expect(diff.contains("--- a/Generated/Picker+BottomSheetable.generated.swift\n+++ /dev/null\n"))
        #expect(diff.contains("-        cornerRadius: .points(16),\n+        cornerRadius: .points(20),\n"), "\(diff)")

        // The output folder given as an absolute path inside the working directory: the same diff.
        let absolute = try CommandRunner.run(
            ["generate", "Sheets", "-o", root.appendingPathComponent("Generated").path, "--no-config", "--check"], in: root)
        #expect(absolute.stdout == diff)

        let patch = root.appendingPathComponent("generated.patch")
        try diff.write(to: patch, atomically: true, encoding: .utf8)
        let applies = try Self.git(["apply", "--check", "generated.patch"], in: root)
        #expect(applies.status == 0, "\(applies.stderr)")
        let applied = try Self.git(["apply", "generated.patch"], in: root)
        #expect(applied.status == 0, "\(applied.stderr)")
        let after = try CommandRunner.run(generate + ["--check"], in: root)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        #expect(after.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated/Picker+BottomSheetable.generated.swift").path))
    }
}
