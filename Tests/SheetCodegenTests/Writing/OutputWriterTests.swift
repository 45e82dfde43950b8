import Foundation
import TestSupport
import Testing

@testable import SheetCodegen

struct OutputWriterTests {
    static func scratch() throws -> String {
        try ScratchFolder.make("out").path
    }

    static func generated(_ path: String, _ text: String) -> GeneratedFile {
        GeneratedFile(relativePath: path, contents: text, kind: .generated)
    }

    static func modificationDate(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
    }

    @Test func writesOnlyWhatChangedAndKeepsMtimesOfTheRest() throws {
        let folder = try Self.scratch()
        let files = [Self.generated("A.swift", "a\n"), Self.generated("nested/B.swift", "b\n")]
        let first = OutputWriter.apply(files, to: folder, mode: .write)
        #expect(first.written == ["A.swift", "nested/B.swift"])
        #expect(first.diagnostics.isEmpty)
        let before = try Self.modificationDate(folder + "/A.swift")
        Thread.sleep(forTimeInterval: 0.02)

        let second = OutputWriter.apply(files, to: folder, mode: .write)
        #expect(second.written.isEmpty)
        #expect(second.unchanged == ["A.swift", "nested/B.swift"])
        #expect(second.isUpToDate)
        #expect(try Self.modificationDate(folder + "/A.swift") == before)

        let third = OutputWriter.apply([Self.generated("A.swift", "a2\n"), files[1]], to: folder, mode: .write)
        #expect(third.written == ["A.swift"])
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == "a2\n")
    }

    @Test func removesOrphansListedInTheManifestOnly() throws {
        let folder = try Self.scratch()
        _ = OutputWriter.apply([Self.generated("Old.swift", "x\n"), Self.generated("Kept.swift", "k\n")], to: folder, mode: .write)
        try "mine\n".write(toFile: folder + "/Handwritten.swift", atomically: true, encoding: .utf8)
        let report = OutputWriter.apply([Self.generated("Kept.swift", "k\n")], to: folder, mode: .write)
        #expect(report.removed == ["Old.swift"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/Old.swift"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Handwritten.swift"))
        let manifest = try String(contentsOfFile: folder + "/.sheetspec-manifest", encoding: .utf8)
        #expect(manifest.hasSuffix("\nKept.swift\n"))
    }

    @Test func stubsAreWrittenOnceAndNeverOverwritten() throws {
        let folder = try Self.scratch()
        let stub = GeneratedFile(relativePath: "A+Hooks.swift", contents: "stub\n", kind: .stub)
        #expect(OutputWriter.apply([stub], to: folder, mode: .write).stubsCreated == ["A+Hooks.swift"])
        try "edited by a developer\n".write(toFile: folder + "/A+Hooks.swift", atomically: true, encoding: .utf8)
        let again = OutputWriter.apply([stub], to: folder, mode: .write)
        #expect(again.stubsKept == ["A+Hooks.swift"])
        #expect(try String(contentsOfFile: folder + "/A+Hooks.swift", encoding: .utf8) == "edited by a developer\n")
        // Stubs are not in the manifest, so they are never removed as orphans.
        #expect(OutputWriter.apply([], to: folder, mode: .write).removed.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/A+Hooks.swift"))
    }

    @Test func temporariesOfAKilledRunAreRemovedByTheNext() throws {
        let folder = try Self.scratch()
        try FileManager.default.createDirectory(atPath: folder + "/nested", withIntermediateDirectories: true)
        for stale in ["/.A.swift.sheetspec-tmp-x1y2z3", "/nested/.B.swift.sheetspec-tmp-q9w8e7"] {
            try "half a fi".write(toFile: folder + stale, atomically: false, encoding: .utf8)
        }
        try "keep\n".write(toFile: folder + "/.editorconfig", atomically: false, encoding: .utf8)
        _ = OutputWriter.apply([Self.generated("A.swift", "a\n"), Self.generated("nested/B.swift", "b\n")], to: folder, mode: .write)
        let left = (try FileManager.default.subpathsOfDirectory(atPath: folder)).filter { $0.contains("sheetspec-tmp") }
        #expect(left.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/.editorconfig"))
    }

    @Test func checkWritesNothingAndShowsUnifiedDiffs() throws {
        let folder = try Self.scratch()
        _ = OutputWriter.apply([Self.generated("A.swift", "one\ntwo\nthree\n"), Self.generated("Gone.swift", "g\n")], to: folder, mode: .write)
        let report = OutputWriter.apply(
            [Self.generated("A.swift", "one\n2\nthree\n"), Self.generated("New.swift", "n\n")], to: folder, mode: .check,
            workingDirectory: folder)
        #expect(report.written == ["A.swift", "New.swift"])
        #expect(report.removed == ["Gone.swift"])
        #expect(!report.isUpToDate)
        #expect(report.diffs == [
            "--- a/A.swift\n+++ b/A.swift\n@@ -1,3 +1,3 @@\n one\n-two\n+2\n three\n",
            "--- /dev/null\n+++ b/New.swift\n@@ -0,0 +1,1 @@\n+n\n",
            "--- a/Gone.swift\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-g\n",
        ])
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == "one\ntwo\nthree\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/New.swift"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Gone.swift"))
    }

    /// The diff names files from the working directory, where `git apply` runs.
    @Test func checkDiffPathsAreRelativeToTheWorkingDirectory() throws {
        let folder = try Self.scratch()
        let parent = (folder as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        _ = OutputWriter.apply([Self.generated("A.swift", "a\n")], to: folder, mode: .write)
        let report = OutputWriter.apply([Self.generated("A.swift", "b\n")], to: folder, mode: .check, workingDirectory: parent)
        #expect(report.diffs == ["--- a/\(name)/A.swift\n+++ b/\(name)/A.swift\n@@ -1,1 +1,1 @@\n-a\n+b\n"])
        let cases: [(String, String, String, String)] = [
            ("A.swift", "Generated", "/repo", "Generated/A.swift"),
            ("sub/A.swift", "./Generated/", "/repo", "Generated/sub/A.swift"),
            ("A.swift", "/repo/Generated", "/repo", "Generated/A.swift"),
            ("A.swift", "/repo/Generated", "/repo/", "Generated/A.swift"),
            ("A.swift", "/repo", "/repo", "A.swift"),
            ("A.swift", ".", "/repo", "A.swift"),
            ("A.swift", "/elsewhere/Generated", "/repo", "elsewhere/Generated/A.swift"),
            ("A.swift", "../Generated", "/repo/app", "../Generated/A.swift"),
        ]
        for (file, output, workingDirectory, expected) in cases {
            #expect(OutputWriter.diffPath(of: file, in: output, workingDirectory: workingDirectory) == expected, "\(output)")
        }
    }

    /// A last line without a line break is marked, as `diff` and `git` mark it,
    /// so that `git apply` accepts the diff.
    @Test func checkDiffMarksAMissingFinalLineBreak() throws {
        let folder = try Self.scratch()
        try "one\nstale".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let report = OutputWriter.apply([Self.generated("A.swift", "one\nfresh\n")], to: folder, mode: .check, workingDirectory: folder)
        #expect(report.diffs == [
            "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n one\n-stale\n\\ No newline at end of file\n+fresh\n"
        ])
        let same = OutputWriter.apply([Self.generated("A.swift", "one\nstale\n")], to: folder, mode: .check, workingDirectory: folder)
        #expect(same.diffs == [
            "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n one\n-stale\n\\ No newline at end of file\n+stale\n"
        ])
    }

    @Test func refusesPathsThatLeaveTheFolder() throws {
        let folder = try Self.scratch()
        for path in ["../escape.swift", "/etc/passwd", "a/../../b.swift", ".hidden.swift", "a//b.swift", "", "a\u{0}b"] {
            let report = OutputWriter.apply([Self.generated(path, "x")], to: folder, mode: .write)
            #expect(report.diagnostics.map(\.code.description) == ["SS5001"], "\(path)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/../escape.swift"))
    }

    @Test func refusesToFollowASymbolicLinkOutOfTheFolder() throws {
        let folder = try Self.scratch()
        let outside = try Self.scratch()
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: outside)
        let report = OutputWriter.apply([Self.generated("linked/Evil.swift", "x")], to: folder, mode: .write)
        #expect(report.diagnostics.map(\.code.description) == ["SS5001"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    /// Root ignores permissions, so this runs only as another user; the
    /// failed-rename test below covers the same path as root.
    @Test(.enabled(if: getuid() != 0, "root ignores file permissions"))
    func readOnlyFolderGivesAClearErrorAndKeepsOldFiles() throws {
        let folder = try Self.scratch()
        _ = OutputWriter.apply([Self.generated("A.swift", "old\n")], to: folder, mode: .write)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let report = OutputWriter.apply([Self.generated("A.swift", "new\n")], to: folder, mode: .write)
        #expect(report.diagnostics.map(\.code.description) == ["SS5002"])
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == "old\n")
    }

    @Test func failedWriteLeavesNoTemporaryFileAndOldContents() throws {
        let folder = try Self.scratch()
        _ = OutputWriter.apply([Self.generated("A.swift", "old\n")], to: folder, mode: .write)
        // A folder where the file should be makes the final rename fail.
        try FileManager.default.createDirectory(atPath: folder + "/B.swift", withIntermediateDirectories: false)
        try "keep\n".write(toFile: folder + "/B.swift/inside", atomically: true, encoding: .utf8)
        let report = OutputWriter.apply([Self.generated("A.swift", "old\n"), Self.generated("B.swift", "new\n")], to: folder, mode: .write)
        #expect(report.diagnostics.map(\.code.description) == ["SS5002"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".sheetspec-tmp-") }
        #expect(leftovers.isEmpty)
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == "old\n")
    }
}
