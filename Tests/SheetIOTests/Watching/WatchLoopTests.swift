import SheetIO
import Testing

/// The watch's logic driven by scripted changes: no real time, no files.
@Suite struct WatchLoopTests {
    static let scope = WatchScope(
        folders: [.init(path: "specs", endings: [".sheet.yaml"])], files: [".sheetspec.yml"],
        ignoredFolders: ["specs/Generated"], from: "/project")

    @Test func onlySpecsTheConfigurationAndNewFoldersAreRelevant() {
        let scope = Self.scope
        #expect(scope.isRelevant("/project/specs/a.sheet.yaml"))
        #expect(scope.isRelevant("/project/specs/deep/b.sheet.yaml"))
        #expect(scope.isRelevant("/project/.sheetspec.yml"), "a file named on its own, hidden or not")
        #expect(scope.isRelevant("/project/specs/new-folder", isFolder: true))
        // Editors' and the writer's temporaries, other files, output, other folders.
        for path in [
            "/project/specs/.a.sheet.yaml.swp", "/project/specs/a.sheet.yaml~", "/project/specs/4913",
            "/project/specs/a.sheet.yaml___jb_tmp___", "/project/specs/.a.sheet.yaml.sheetspec-tmp-1",
            "/project/specs/notes.md", "/project/specs/Generated/a.sheet.yaml", "/project/other/a.sheet.yaml",
            "/project/specs",
        ] {
            #expect(!scope.isRelevant(path), "\(path)")
        }
        #expect(!scope.isRelevant("/project/specs/Generated/sub", isFolder: true))
        #expect(!scope.isRelevant("/project/specs/.git", isFolder: true))
        #expect(scope.parentsOfFiles == ["/project"])
    }

    @Test func aBurstOfChangesIsOneBatch() {
        // A save: the temporary written, renamed, its mode set; then quiet.
        let source = ScriptedChangeSource([[], ["/p/b.sheet.yaml"], ["/p/a.sheet.yaml"], ["/p/b.sheet.yaml"], [], ["/p/c.sheet.yaml"]])
        let batcher = ChangeBatcher()
        #expect(batcher.next(from: source, shouldStop: { false }) == ["/p/a.sheet.yaml", "/p/b.sheet.yaml"])
        #expect(source.calls == 5, "waited for the first change, then until one quiet answer")
        #expect(batcher.next(from: source, shouldStop: { false }) == ["/p/c.sheet.yaml"])
    }

    @Test func aStopRequestEndsTheWaitWithoutABatch() {
        let source = ScriptedChangeSource([])
        var asked = 0
        let batch = ChangeBatcher().next(from: source) {
            asked += 1
            return asked > 3
        }
        #expect(batch == nil)
        #expect(source.calls == 3)
    }

    @Test func aFileRewrittenWithoutPauseStillGetsABatch() {
        // Never quiet: the longest batch ends it (0 ms here, so after one more answer).
        let source = ScriptedChangeSource(Array(repeating: ["/p/a.sheet.yaml"], count: 50))
        let batcher = ChangeBatcher(quietMilliseconds: 100, longestMilliseconds: 0)
        #expect(batcher.next(from: source, shouldStop: { false }) == ["/p/a.sheet.yaml"])
        #expect(source.calls < 50)
    }

    @Test func theLoopRunsOncePerBatchAndRemakesTheSourceWhenTheScopeChanges() {
        let moved = WatchScope(folders: [.init(path: "elsewhere", endings: [".sheet.yaml"])], files: [], from: "/project")
        var sources: [ScriptedChangeSource] = []
        var runs: [[String]?] = []
        var stop = false
        let loop = WatchLoop(shouldStop: { stop }) { _ in
            let source = ScriptedChangeSource(sources.isEmpty ? [["/p/a.sheet.yaml"], [], ["/p/.sheetspec.yml"], []] : [])
            sources.append(source)
            return source
        }
        let reruns = loop.run { changed in
            runs.append(changed)
            // The second run sees a new configuration that moves the specs.
            if runs.count == 3 { stop = true }
            return runs.count >= 3 ? moved : Self.scope
        }
        #expect(reruns == 2)
        #expect(runs == [nil, ["/p/a.sheet.yaml"], ["/p/.sheetspec.yml"]])
        #expect(sources.count == 2, "one source for the first scope, one for the moved one")
    }
}
