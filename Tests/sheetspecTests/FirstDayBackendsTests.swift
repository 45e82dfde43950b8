import Foundation
import Testing

/// One source of truth for backends: `init` writes `backends:`, the README's
/// tour run in order leaves every generated file in place and ends with a
/// passing `generate --check`, a `--backend` that differs from the
/// configuration says so (SS5004), and `--check`'s help never suggests a run
/// that deletes another backend's files.
struct FirstDayBackendsTests {
    /// The command lines of the README's "A five-minute tour", without their
    /// comments, each split into arguments (none of them is quoted).
    static func tourLines() throws -> [[String]] {
        let readme = try String(contentsOf: CommandRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try #require(readme.range(of: "## A five-minute tour\n"))
        let rest = readme[afterHeading.upperBound...]
        let open = try #require(rest.range(of: "```sh\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return rest[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            let command = line.range(of: "  #").map { line[..<$0.lowerBound] } ?? line[...]
            return command.split(separator: " ").map(String.init)
        }
    }

    /// Every file under `Generated/`, relative to it.
    static func generated(in folder: URL) -> Set<String> {
        let root = folder.appendingPathComponent("Generated")
        let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return Set(names.filter { !$0.hasSuffix("/") && $0.hasSuffix(".swift") })
    }

    @Test func theTourRunInOrderKeepsEveryGeneratedFileAndEndsUpToDate() throws {
        let lines = try Self.tourLines()
        #expect(lines.count >= 6)
        #expect(lines.first == ["sheetspec", "init"])
        #expect(lines.last == ["sheetspec", "generate", "--check"])
        let folder = try CommandRunner.scratchFolder()
        var seen: Set<String> = []
        for line in lines {
            #expect(line.first == "sheetspec", "a tour line that is not a sheetspec command: \(line)")
            let result = try CommandRunner.run(Array(line.dropFirst()), in: folder)
            #expect(result.status == 0, "`\(line.joined(separator: " "))` exited \(result.status):\n\(result.stderr)")
            #expect(!result.stderr.contains("[SS5004]"), "\(result.stderr)")
            let now = Self.generated(in: folder)
            #expect(seen.isSubset(of: now), "`\(line.joined(separator: " "))` removed \(seen.subtracting(now).sorted())")
            seen.formUnion(now)
        }
        #expect(
            seen == [
                "Example+BottomSheetable.generated.swift", "Example+UIKit.generated.swift",
                "Example+SwiftUI.generated.swift",
            ])
        #expect(try CommandRunner.run(["generate", "--check"], in: folder).status == 0)
    }

    @Test func initWritesEveryBackendOnce() throws {
        let folder = try CommandRunner.scratchFolder()
        #expect(try CommandRunner.run(["init"], in: folder).status == 0)
        let configuration = try String(contentsOf: folder.appendingPathComponent(".sheetspec.yml"), encoding: .utf8)
        let lines = configuration.split(separator: "\n").filter { $0.hasPrefix("backends:") }
        #expect(lines == ["backends: [conformance, uikit, swiftui]"])
    }

    /// The issue's reproduction: a configuration without `backends:` (so
    /// `conformance`), three backends on the command line, then `--check`.
    @Test func threeBackendsOnTheCommandLineAreNamedAndCheckDoesNotAdviseDeletingThem() throws {
        let folder = try CommandRunner.scratchFolder()
        #expect(try CommandRunner.run(["init"], in: folder).status == 0)
        let path = folder.appendingPathComponent(".sheetspec.yml")
        let configuration = try String(contentsOf: path, encoding: .utf8)
        try configuration.replacingOccurrences(of: "backends: [conformance, uikit, swiftui]\n", with: "")
            .write(to: path, atomically: true, encoding: .utf8)

        let run = try CommandRunner.run(
            ["generate", "--backend", "conformance", "--backend", "uikit", "--backend", "swiftui"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: `--backend` names `conformance`, `uikit`, `swiftui`, not the configuration's backends [SS5004]"), "\(run.stderr)")
        #expect(run.stderr.contains("`.sheetspec.yml` has no `backends:`, so it means `[conformance]`"), "\(run.stderr)")
        #expect(run.stderr.contains("help: write `backends: [conformance, uikit, swiftui]` in `.sheetspec.yml`"), "\(run.stderr)")
        #expect(Self.generated(in: folder).count == 3)

        let check = try CommandRunner.run(["generate", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.stderr.contains("2 generated files are out of date in `Generated` [SS5003]"), "\(check.stderr)")
        #expect(check.stderr.contains("the folder holds files of `uikit`, `swiftui`, which this run does not generate"))
        #expect(check.stderr.contains("help: to keep them, write `backends: [conformance, uikit, swiftui]` in `.sheetspec.yml`"))
        #expect(!check.stderr.contains("help: run `sheetspec generate`"), "\(check.stderr)")
        #expect(Self.generated(in: folder).count == 3, "--check wrote or removed a file")

        // Following the help: the configuration names them, and --check passes.
        try (configuration).write(to: path, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["generate", "--check"], in: folder).status == 0)
    }

    /// Only what differs is reported: the same backends in another order,
    /// or no `--backend` at all, say nothing; one backend fewer names the
    /// files `--check` will miss.
    @Test func aDifferenceIsReportedOnlyWhenTheBackendsDiffer() throws {
        let folder = try CommandRunner.scratchFolder()
        #expect(try CommandRunner.run(["init"], in: folder).status == 0)
        let same = try CommandRunner.run(
            ["generate", "--backend", "swiftui", "--backend", "conformance", "--backend", "uikit"], in: folder)
        #expect(same.status == 0 && !same.stderr.contains("SS5004"), "\(same.stderr)")
        let plain = try CommandRunner.run(["generate"], in: folder)
        #expect(plain.status == 0 && !plain.stderr.contains("SS5004"))
        let fewer = try CommandRunner.run(["generate", "--dry-run", "--backend", "conformance", "--backend", "uikit"], in: folder)
        #expect(fewer.stderr.contains("`--backend` names `conformance`, `uikit`, not the configuration's backends [SS5004]"), "\(fewer.stderr)")
        #expect(fewer.stderr.contains("`.sheetspec.yml` says `backends: [conformance, uikit, swiftui]`"))
        #expect(fewer.stderr.contains("expect the files of `swiftui` and report the others as orphaned"))
        let noConfiguration = try CommandRunner.run(
            ["generate", "--no-config", "--dry-run", "--backend", "uikit", "Specs"], in: folder)
        #expect(noConfiguration.status == 0 && !noConfiguration.stderr.contains("SS5004"), "\(noConfiguration.stderr)")
    }
}
