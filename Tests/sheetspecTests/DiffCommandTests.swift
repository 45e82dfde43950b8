import Foundation
import Testing

/// `sheetspec diff`: exit 0 when nothing changed, 1 when something did (as
/// `git diff --exit-code`), 2 when it cannot run; folders and git revisions.
/// The changes themselves are worked out in SheetReportTests.SnapshotDiffTests.
@Suite
struct DiffCommandTests {
    static let specs = CommandRunner.repository.appendingPathComponent("specs").path

    static func copy(into folder: URL, as name: String) throws -> URL {
        let copy = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(atPath: specs, toPath: copy.path)
        return copy
    }

    static func shell(_ script: String, in folder: URL) throws {
        let result = try CommandRunner.run(["-c", script], in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0, "\(script): \(result.stderr)")
    }

    @Test func twoEqualFoldersExitZeroAndAChangeExitsOne() throws {
        let folder = try CommandRunner.scratchFolder()
        _ = try Self.copy(into: folder, as: "base")
        let head = try Self.copy(into: folder, as: "head")
        let same = try CommandRunner.run(["diff", "base", "head"], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == "sheetspec diff base head: no changes\n")

        let file = head.appendingPathComponent("now-playing.sheet.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "fraction: 0.25 }", with: "fraction: 0.3 }")
            .write(to: file, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["diff", "base", "head", "--format", "markdown"], in: folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("| ios-26/iphone-16/portrait mini | 213 | 255.6 |"))
        let json = try CommandRunner.run(["diff", "base", "head", "--format", "json"], in: folder)
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"changed\": true"))
    }

    @Test func twoRevisionsAreExtractedWithGitArchive() throws {
        let folder = try CommandRunner.scratchFolder()
        let repo = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repo, withIntermediateDirectories: true)
        _ = try Self.copy(into: repo, as: "specs")
        let git = "git -c user.name=t -c user.email=t@example.com"
        try Self.shell("git init -q && git add -A && \(git) commit -qm base", in: repo)
        try Self.shell(
            "sed -i.bak 's/type: PlaceDetailsViewController/type: PlaceSheetViewController/' specs/map-drawer.sheet.yaml"
                + " && rm specs/*.bak && \(git) commit -qam head", in: repo)
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let result = try CommandRunner.run(["diff", "HEAD~1", "HEAD"], in: repo, environment: ["TMPDIR": scratch.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the extracted trees are removed")
        #expect(result.stdout.contains("\nidentity of sheet placeDetails:\n  type: PlaceDetailsViewController → PlaceSheetViewController\n"))
        #expect(try CommandRunner.run(["diff", "HEAD", "HEAD"], in: repo).status == 0)
        let unknown = try CommandRunner.run(["diff", "no-such-revision", "HEAD"], in: repo)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("`no-such-revision` is neither a folder nor a git revision"))
    }

    @Test func aMissingFolderOrOneWithoutSpecsExitsTwo() throws {
        let folder = try CommandRunner.scratchFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try CommandRunner.run(["diff", "empty", Self.specs], in: folder)
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("cannot read the specs of `empty`"))
        #expect(empty.stdout.isEmpty)
    }

    /// The configuration's `profiles:` (here the nearest `.sheetspec.yml`)
    /// apply to both sides, as `plan` applies them: on the project's 400 ×
    /// 900 pt kiosk the quarter of the screen goes from 900 × 0.25 = 225 to
    /// 900 × 0.3 = 270; `--no-config` compares the built-in profiles only.
    @Test func bothSidesPlanOnTheConfiguredProfiles() throws {
        let folder = try CommandRunner.scratchFolder()
        _ = try Self.copy(into: folder, as: "base")
        let head = try Self.copy(into: folder, as: "head")
        let file = head.appendingPathComponent("now-playing.sheet.yaml")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "fraction: 0.25 }", with: "fraction: 0.3 }")
            .write(to: file, atomically: true, encoding: .utf8)
        try """
            profiles:
              add:
                - name: kiosk-phone
                  idiom: phone
                  portrait: { width: 400, height: 900, safeArea: { top: 40, bottom: 30 }, keyboard: 300 }

            """.write(to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let configured = try CommandRunner.run(["diff", "base", "head", "--format", "markdown"], in: folder)
        #expect(configured.status == 1, "\(configured.stderr)")
        #expect(configured.stdout.contains("| ios-26/kiosk-phone/portrait mini | 225 | 270 |"))
        #expect(configured.stdout.contains("| ios-18/kiosk-phone/portrait mini | 225 | 270 |"))
        #expect(configured.stdout.contains("| ios-26/iphone-16/portrait mini | 213 | 255.6 |"))
        let builtIn = try CommandRunner.run(["diff", "base", "head", "--format", "markdown", "--no-config"], in: folder)
        #expect(builtIn.status == 1, "\(builtIn.stderr)")
        #expect(!builtIn.stdout.contains("kiosk-phone"))
        #expect(builtIn.stdout.contains("| ios-26/iphone-16/portrait mini | 213 | 255.6 |"))
    }
}
