import Foundation
import Testing

/// `sheetspec fix` as a user runs it: files rewritten only when fixed, the
/// exit status by what is left, and a `--dry-run` diff that `git apply` and
/// `patch` turn into the same bytes as the fix itself.
@Suite struct FixCommandTests {
    /// Two safe fixes (`dismis` → `dismiss`, then `yes` → `true`), comments
    /// and spacing a formatter would change, and a CR LF line.
    static let fixable = """
        # Place details.
        version: 1   # pinned
        minimumOS: 16
        sheets:
          place:    # the  sheet
            type: PlaceViewController
            detents: [ {id: half,   fraction: 0.5},{ id: full, system: large } ]
            cornerRadius: "12"
            dismis: { swipe: yes }   # typo\r

        """

    static func scratch(_ files: [String: String]) throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        for (path, text) in files {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func fixed(_ text: String) -> String {
        text.replacingOccurrences(of: "dismis:", with: "dismiss:").replacingOccurrences(of: "swipe: yes", with: "swipe: true")
            .replacingOccurrences(of: "\"12\"", with: "12")
    }

    @Test func fixesInPlaceAndExitsZeroWhenNothingIsLeft() throws {
        let folder = try Self.scratch(["a.sheet.yaml": Self.fixable])
        let result = try CommandRunner.run(["fix", "a.sheet.yaml", "--no-config"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("sheetspec: fixed a.sheet.yaml (3 fixes)"), "\(result.stderr)")
        #expect(try Self.read(folder, "a.sheet.yaml") == Self.fixed(Self.fixable))
        let validate = try CommandRunner.run(["validate", "a.sheet.yaml", "--no-config"], in: folder)
        #expect(validate.status == 0 && validate.stdout.isEmpty, "\(validate.stdout)")
    }

    @Test func exitsOneWhenErrorsRemainAndTwoWhenItCannotRun() throws {
        let broken = Self.fixable.replacingOccurrences(of: "fraction: 0.5", with: "fraction: 7")
        let folder = try Self.scratch(["b.sheet.yaml": broken])
        let result = try CommandRunner.run(["fix", "b.sheet.yaml", "--no-config"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("[SS2203]") && !result.stderr.contains("[SS1003]"), "\(result.stderr)")
        #expect(try Self.read(folder, "b.sheet.yaml") == Self.fixed(broken), "the safe fixes are still made")
        let missing = try CommandRunner.run(["fix", "nowhere.sheet.yaml", "--no-config"], in: folder)
        #expect(missing.status == 2, "\(missing.stderr)")
    }

    @Test func anUnchangedFileIsNotRewritten() throws {
        let folder = try Self.scratch(["a.sheet.yaml": Self.fixed(Self.fixable)])
        let path = folder.appendingPathComponent("a.sheet.yaml").path
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let result = try CommandRunner.run(["fix", "a.sheet.yaml", "--no-config"], in: folder)
        #expect(result.status == 0 && !result.stderr.contains("fixed"), "\(result.stderr)")
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int, "replaced by a rename")
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    }

    @Test func dryRunWritesNothingAndItsDiffAppliesToTheSameBytes() throws {
        let folder = try Self.scratch(["a.sheet.yaml": Self.fixable])
        let dry = try CommandRunner.run(["fix", "a.sheet.yaml", "--no-config", "--dry-run"], in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stderr.contains("sheetspec: would fix a.sheet.yaml (3 fixes)"), "\(dry.stderr)")
        #expect(dry.stdout.hasPrefix("--- a/a.sheet.yaml\n+++ b/a.sheet.yaml\n@@ "), "\(dry.stdout)")
        #expect(try Self.read(folder, "a.sheet.yaml") == Self.fixable)
        try dry.stdout.write(to: folder.appendingPathComponent("fix.patch"), atomically: true, encoding: .utf8)

        let git = try CommandRunner.run(
            ["git", "apply", "fix.patch"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(git.status == 0, "\(git.stderr)")
        #expect(try Self.read(folder, "a.sheet.yaml") == Self.fixed(Self.fixable))
        let again = try CommandRunner.run(["fix", "a.sheet.yaml", "--no-config", "--dry-run"], in: folder)
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")

        try Self.fixable.write(to: folder.appendingPathComponent("a.sheet.yaml"), atomically: true, encoding: .utf8)
        let patch = try CommandRunner.run(
            ["patch", "-p1", "-s", "-i", "fix.patch"], in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
        #expect(try Self.read(folder, "a.sheet.yaml") == Self.fixed(Self.fixable))
    }

    @Test func readsTheConfiguredSpecsAndLeavesSuggestions() throws {
        let suggestion = Self.fixable.replacingOccurrences(of: "minimumOS: 16", with: "minimumOS: 14")
        let folder = try Self.scratch([".sheetspec.yml": "specs: a.sheet.yaml\n", "a.sheet.yaml": suggestion])
        let result = try CommandRunner.run(["fix", "--format", "json"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\"applicability\": \"suggestion\""), "\(result.stderr)")
        #expect(try Self.read(folder, "a.sheet.yaml") == Self.fixed(suggestion))
    }
}
