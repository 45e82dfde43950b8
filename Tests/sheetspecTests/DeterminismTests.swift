import Foundation
import Testing

/// Same inputs, same bytes: whatever the order of the paths, the number of
/// workers, the locale or the time zone.
@Suite
struct DeterminismTests {
    /// The example specs plus a generated corpus of realistic specs.
    static func corpus() throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        let generator = CommandRunner.repository.appendingPathComponent("Benchmarks/corpus/generate.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator, folder.appendingPathComponent("corpus").path, "--files", "40"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 runs Benchmarks/corpus/generate.py")
        try FileManager.default.copyItem(
            at: CommandRunner.repository.appendingPathComponent("specs"), to: folder.appendingPathComponent("examples"))
        return folder
    }

    static func tree(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }

    @Test func generateAndPlanGiveTheSameBytesInAnyOrderWorkerCountLocaleAndTimeZone() throws {
        let project = try Self.corpus()
        let runs: [(name: String, paths: [String], jobs: String, environment: [String: String])] = [
            ("ordered", ["corpus", "examples"], "1", ["LC_ALL": "C", "TZ": "UTC"]),
            ("reversed", ["examples", "corpus"], "2", ["LC_ALL": "C", "TZ": "UTC"]),
            ("locale", ["corpus", "examples"], "7", ["LC_ALL": "tr_TR.UTF-8", "LANG": "de_DE.UTF-8", "TZ": "Asia/Kathmandu"]),
        ]
        var generated: [String: [String: Data]] = [:]
        var plans: [String: String] = [:]
        for run in runs {
            let output = project.appendingPathComponent("out-\(run.name)")
            let result = try CommandRunner.run(
                ["generate", "--jobs", run.jobs, "--output", output.path, "--quiet"] + run.paths, in: project,
                environment: run.environment)
            #expect(result.status == 0, "\(run.name): \(result.stderr)")
            generated[run.name] = try Self.tree(output)
            let plan = try CommandRunner.run(["plan", "--jobs", run.jobs] + run.paths, in: project, environment: run.environment)
            #expect(plan.status == 0, "\(run.name): \(plan.stderr)")
            plans[run.name] = plan.stdout
        }
        #expect((generated["ordered"]?.count ?? 0) > 40)
        #expect(generated["ordered"] == generated["reversed"])
        #expect(generated["ordered"] == generated["locale"])
        #expect(!(plans["ordered"] ?? "").isEmpty)
        #expect(plans["ordered"] == plans["reversed"])
        #expect(plans["ordered"] == plans["locale"])
    }

    @Test func diagnosticsAreTheSameInAnyOrderAndWorkerCount() throws {
        let project = try CommandRunner.scratchFolder()
        for index in 0..<30 {
            let text = index % 2 == 0
                ? "version: 1\nsheets:\n  s\(index):\n    type: S\(index)\n    initial: nowhere\n"
                : "version: 1\nsheets:\n  shared:\n    type: Shared\(index)\n"
            try text.write(to: project.appendingPathComponent("f\(index).sheet.yaml"), atomically: true, encoding: .utf8)
        }
        let names = (0..<30).map { "f\($0).sheet.yaml" }
        let forward = try CommandRunner.run(["validate", "--jobs", "1", "--format", "json"] + names, in: project)
        let backward = try CommandRunner.run(["validate", "--jobs", "2", "--format", "json"] + names.reversed(), in: project)
        #expect(forward.status == 1)
        #expect(forward.stdout == backward.stdout)
        #expect(forward.stdout.contains("SS2001"), "the duplicate id is reported against the same first file either way")
    }
}
