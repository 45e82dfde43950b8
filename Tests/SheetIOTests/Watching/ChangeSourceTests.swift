import Foundation
import SheetIO
import TestSupport
import Testing

/// The real change sources on a scratch folder. Every wait is bounded (a
/// few seconds at most, returning as soon as the change is seen), and no
/// test asserts how fast a change is seen.
@Suite struct ChangeSourceTests {
    static let patience = 5_000

    /// A folder with `specs/a.sheet.yaml` and an output folder inside `specs/`.
    static func project() throws -> (folder: String, scope: WatchScope) {
        let folder = try ScratchFolder.make("watch").path
        try FileManager.default.createDirectory(atPath: folder + "/specs/Generated", withIntermediateDirectories: true)
        try "version: 1\n".write(toFile: folder + "/specs/a.sheet.yaml", atomically: false, encoding: .utf8)
        try "specs: [specs]\n".write(toFile: folder + "/.sheetspec.yml", atomically: false, encoding: .utf8)
        let scope = WatchScope(
            folders: [.init(path: "specs", endings: [".sheet.yaml"])], files: [".sheetspec.yml"],
            ignoredFolders: ["specs/Generated"], from: folder)
        return (folder, scope)
    }

    /// Gathers changes until `path` is among them or the patience runs out.
    static func changes(from source: ChangeSource, until path: String) -> Set<String> {
        var seen = Set<String>()
        let deadline = MonotonicClock.milliseconds() + patience
        while !seen.contains(path), MonotonicClock.milliseconds() < deadline {
            seen.formUnion(source.changes(waitingAtMost: 100))
        }
        return seen
    }

    /// Writes what a watch must ignore (output, temporaries, other files),
    /// then `a.sheet.yaml` by rename, as editors save; only that is reported.
    static func checkIgnoresNoiseAndSeesARenameSave(_ source: ChangeSource, folder: String) throws {
        try "x".write(toFile: folder + "/specs/Generated/A.generated.swift", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder + "/specs/Generated/b.sheet.yaml", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder + "/specs/.a.sheet.yaml.swp", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder + "/specs/notes.md", atomically: false, encoding: .utf8)
        try "version: 1\n# saved\n".write(toFile: folder + "/specs/.a.tmp", atomically: false, encoding: .utf8)
        #expect(rename(folder + "/specs/.a.tmp", folder + "/specs/a.sheet.yaml") == 0)
        let seen = changes(from: source, until: folder + "/specs/a.sheet.yaml")
        #expect(seen == [folder + "/specs/a.sheet.yaml"])
    }

    #if canImport(Glibc)
        @Test func inotifySeesSavesNewFoldersAndDeletionsAndNothingElse() throws {
            let (folder, scope) = try Self.project()
            let source = try #require(InotifyChangeSource(scope: scope))
            #expect(source.changes(waitingAtMost: 0).isEmpty)
            try Self.checkIgnoresNoiseAndSeesARenameSave(source, folder: folder)

            // A plain write in place.
            try "specs: [specs, more]\n".write(toFile: folder + "/.sheetspec.yml", atomically: false, encoding: .utf8)
            #expect(Self.changes(from: source, until: folder + "/.sheetspec.yml").contains(folder + "/.sheetspec.yml"))

            // A new folder is reported and then watched: a spec written in it is seen.
            try FileManager.default.createDirectory(atPath: folder + "/specs/new", withIntermediateDirectories: false)
            #expect(Self.changes(from: source, until: folder + "/specs/new").contains(folder + "/specs/new"))
            try "version: 1\n".write(toFile: folder + "/specs/new/b.sheet.yaml", atomically: false, encoding: .utf8)
            #expect(Self.changes(from: source, until: folder + "/specs/new/b.sheet.yaml").contains(folder + "/specs/new/b.sheet.yaml"))

            // Deletion.
            try FileManager.default.removeItem(atPath: folder + "/specs/a.sheet.yaml")
            #expect(Self.changes(from: source, until: folder + "/specs/a.sheet.yaml").contains(folder + "/specs/a.sheet.yaml"))
        }

        @Test func inotifyRefusesAScopeItCannotWatch() throws {
            let folder = try ScratchFolder.make("watch").path
            let scope = WatchScope(folders: [.init(path: "missing", endings: [".sheet.yaml"])], files: [], from: folder)
            #expect(InotifyChangeSource(scope: scope) == nil)
            #expect(ChangeSources.best(for: scope, polling: false, intervalMilliseconds: 50).mechanism == "polling every 50 ms")
        }
    #endif

    @Test func pollingSeesSavesNewFoldersAndDeletionsAndNothingElse() throws {
        let (folder, scope) = try Self.project()
        let source = PollingChangeSource(scope: scope, intervalMilliseconds: 20)
        try Self.checkIgnoresNoiseAndSeesARenameSave(source, folder: folder)

        // Same size, same second: the nanoseconds or the inode tell.
        try "specs: [other]\n".write(toFile: folder + "/.sheetspec.yml", atomically: true, encoding: .utf8)
        #expect(Self.changes(from: source, until: folder + "/.sheetspec.yml").contains(folder + "/.sheetspec.yml"))

        try FileManager.default.createDirectory(atPath: folder + "/specs/new", withIntermediateDirectories: false)
        try "version: 1\n".write(toFile: folder + "/specs/new/b.sheet.yaml", atomically: false, encoding: .utf8)
        #expect(Self.changes(from: source, until: folder + "/specs/new/b.sheet.yaml").contains(folder + "/specs/new/b.sheet.yaml"))

        try FileManager.default.removeItem(atPath: folder + "/specs/a.sheet.yaml")
        #expect(Self.changes(from: source, until: folder + "/specs/a.sheet.yaml").contains(folder + "/specs/a.sheet.yaml"))
        #expect(source.changes(waitingAtMost: 60).isEmpty, "nothing changed since")
    }
}
