import Foundation
import SheetDiagnostics
import SheetLanguage
import Testing

/// `sheetspec fix`'s library: every fixture with safe fix-its round-trips,
/// edits stay inside their ranges, and the rounds end.
@Suite struct SpecFixerTests {
    /// The specs of every decoding and rule fixture, each fixture one run.
    static let fixtureRuns: [(name: String, sources: [SourceFile])] = {
        var runs: [(String, [SourceFile])] = []
        for folder in [RepositoryPaths.decodingFixtures, RepositoryPaths.ruleFixtures] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() {
                let url = folder.appendingPathComponent(name)
                if name.hasSuffix(".yaml") {
                    runs.append((name, [source(url, path: name)]))
                } else if !name.contains(".") {
                    let files = RepositoryPaths.files(in: url, endingWith: ".yaml")
                    runs.append((name, files.map { source(url.appendingPathComponent($0), path: "\(name)/\($0)") }))
                }
            }
        }
        return runs
    }()

    static func source(_ url: URL, path: String) -> SourceFile {
        SourceFile(path: path, bytes: (try? [UInt8](Data(contentsOf: url))) ?? [])
    }

    /// `lint`'s rules on one device profile: no fix comes from resolution,
    /// and resolving every fixture on every profile several times over made
    /// this suite starve the time-limited suites running beside it.
    static let lint = ValidationOptions(
        rules: RuleConfiguration(includesStyle: true), profiles: Array(BuiltInProfiles.all.prefix(1)))

    static func check(_ sources: [SourceFile]) -> [Diagnostic] {
        let loaded = sources.map { SpecLoader.load($0, limits: .default) }
        return SpecValidator.check(loaded, options: lint).report.diagnostics
    }

    /// What identifies a finding across a fix: where it is said to be moves, its words do not.
    static func key(_ diagnostic: Diagnostic) -> String { "\(diagnostic.code) \(diagnostic.message)" }

    @Test func everyFixtureWithSafeFixesRoundTrips() {
        var fixed = 0
        for (name, sources) in Self.fixtureRuns {
            let before = Self.check(sources)
            let safe = before.filter { !$0.safeFixes.isEmpty }
            guard !safe.isEmpty else { continue }
            fixed += 1
            let run = SpecFixer.run(sources, options: Self.lint)
            #expect(!run.changedFiles.isEmpty, "\(name): safe fixes changed nothing")
            let after = Self.check(run.files.map { SourceFile(path: $0.path, bytes: $0.fixed) })
            #expect(after.map(Self.key) == run.report.diagnostics.map(Self.key), "\(name): the run's report is not the check of its text")
            let left = Set(after.map(Self.key))
            for diagnostic in safe where left.contains(Self.key(diagnostic)) {
                Issue.record("\(name): `\(Self.key(diagnostic))` is still reported after fix")
            }
            #expect(after.allSatisfy { $0.safeFixes.isEmpty }, "\(name): a safe fix is left")
            let again = SpecFixer.run(run.files.map { SourceFile(path: $0.path, bytes: $0.fixed) }, options: Self.lint)
            #expect(again.changedFiles.isEmpty && again.rounds == 0, "\(name): a second fix changed something")
        }
        // The fixtures hold a fix of every safe kind; far fewer means fixes stopped being safe.
        #expect(fixed >= 10, "only \(fixed) fixtures have safe fixes")
    }

    @Test func suggestionsAreLeftAlone() {
        let text = "version: 1\nminimumOS: 14\nsheets:\n  a:\n    type: AViewController\n    detents: [{ id: half, fraction: 0.5 }]\n"
        let run = SpecFixer.run([SourceFile(path: "a.sheet.yaml", text: text)], options: Self.lint)
        #expect(run.report.diagnostics.contains { !$0.fixes.isEmpty }, "the fixture should carry a suggestion")
        #expect(run.changedFiles.isEmpty)
    }

    @Test func commentsAndLayoutOutsideTheEditsStayByteForByte() throws {
        let text = """
            # The place sheet.\r
            version: 1   # pinned\r
            sheets:\r
              place:   #  odd   spacing\r
                type: PlaceViewController\r
                detents: [ {id: half,   fraction: 0.5},{ id: full, system: large } ]   # two\r
                dismis: { swipe: yes }     # typo\r
                cornerRadius: "12"\r

            """
        let run = SpecFixer.run([SourceFile(path: "a.sheet.yaml", text: text)], options: Self.lint)
        let fixed = String(decoding: try #require(run.files.first).fixed, as: UTF8.self)
        // Once the key is right, `key-order` moves `cornerRadius` above `dismiss`, each with its own line end.
        let expected = text.replacingOccurrences(of: "dismis:", with: "dismiss:")
            .replacingOccurrences(of: "swipe: yes", with: "swipe: true")
            .replacingOccurrences(of: "\"12\"", with: "12")
            .replacingOccurrences(
                of: "    dismiss: { swipe: true }     # typo\r\n    cornerRadius: 12\r\n",
                with: "    cornerRadius: 12\r\n    dismiss: { swipe: true }     # typo\r\n")
        #expect(fixed == expected)
        #expect(run.rounds == 3, "the boolean is read only once its key is right, the key order once both are")
        #expect(run.files.first?.fixCount == 4)
    }

    @Test func aRenameThatWouldDuplicateAKeyIsOnlySuggested() throws {
        let text = "version: 1\nsheets:\n  a:\n    type: AViewController\n    cornerRadius: 12\n    cornerRadus: 14\n"
            + "  b:\n    type: BViewController\n    cornerRadus: 14\n    corner_radius: 12\n    scroll: { expandsAtEdge: yes }\n"
        let before = Self.check([SourceFile(path: "a.sheet.yaml", text: text)]).filter { $0.code == DiagnosticCode(1003) }
        #expect(before.count == 3 && before.allSatisfy { !$0.fixes.isEmpty && $0.safeFixes.isEmpty })
        let alone = text.replacingOccurrences(of: "    cornerRadius: 12\n", with: "")
        #expect(Self.check([SourceFile(path: "a.sheet.yaml", text: alone)]).contains { !$0.safeFixes.isEmpty })
        let run = SpecFixer.run([SourceFile(path: "a.sheet.yaml", text: text)], options: Self.lint)
        let fixed = String(decoding: try #require(run.files.first).fixed, as: UTF8.self)
        #expect(fixed == text.replacingOccurrences(of: "expandsAtEdge: yes", with: "expandsAtEdge: true"), "\(fixed)")
        #expect(run.report.diagnostics.contains { $0.code == DiagnosticCode(1003) })
        #expect(!run.report.diagnostics.contains { $0.code == FixingDiagnostics.didNotConverge.code })
    }

    @Test func roundsAreBoundedAndSayWhenTheyRunOut() {
        let text = "version: 1\nsheets:\n  a:\n    type: AViewController\n    dismis: { swipe: yes }\n"
        let run = SpecFixer.run([SourceFile(path: "a.sheet.yaml", text: text)], options: Self.lint, maxRounds: 1)
        #expect(run.rounds == 1)
        #expect(String(decoding: run.files[0].fixed, as: UTF8.self).contains("dismiss: { swipe: yes }"))
        let stuck = run.report.diagnostics.filter { $0.code == FixingDiagnostics.didNotConverge.code }
        #expect(stuck.count == 1 && stuck[0].severity == .error && stuck[0].message.contains("a.sheet.yaml"))
        #expect(run.report.verdict(strict: false) == .problemsFound)
    }

    @Test func theDiffNamesPathsFromTheWorkingDirectory() {
        let text = "version: 1\nsheets:\n  a:\n    type: AViewController\n    cornerRadius: \"12\"\n"
        let run = SpecFixer.run([SourceFile(path: "/repo/specs/a.sheet.yaml", text: text)], options: Self.lint)
        #expect(run.diff(workingDirectory: "/repo") == """
            --- a/specs/a.sheet.yaml
            +++ b/specs/a.sheet.yaml
            @@ -2,4 +2,4 @@
             sheets:
               a:
                 type: AViewController
            -    cornerRadius: "12"
            +    cornerRadius: 12

            """)
        #expect(run.diff(workingDirectory: "/elsewhere").hasPrefix("--- a/repo/specs/a.sheet.yaml\n"))
    }
}
