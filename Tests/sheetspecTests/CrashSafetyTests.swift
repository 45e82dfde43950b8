import Foundation
import Testing

/// `generate` killed with SIGKILL at many points while it rewrites a large
/// project: every visible output file is always a complete old or new
/// version, the manifest is always whole, and the next run cleans up.
@Suite
struct CrashSafetyTests {
    static func writeProject(_ folder: URL, cornerRadius: Int, count: Int) throws {
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for index in 0..<count {
            let text = """
                version: 1
                minimumOS: 16
                sheets:
                  sheet\(index):
                    type: Sheet\(index)ViewController
                    detents:
                      - { id: half, fraction: 0.5 }
                      - { id: full, system: large }
                    cornerRadius: \(cornerRadius)
                    dismiss: { swipe: true, tapOutside: true }

                """
            try text.write(to: specs.appendingPathComponent("flow\(index).sheet.yaml"), atomically: true, encoding: .utf8)
        }
    }

    static func contents(of folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") || name == ".sheetspec-manifest" {
            result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }

    @Test func killedGenerateNeverLeavesAPartialFile() throws {
        let count = 100
        let project = try CommandRunner.scratchFolder()
        var references: [Int: [String: String]] = [:]
        var runTime = 0.0
        for radius in [16, 20] {
            try Self.writeProject(project, cornerRadius: radius, count: count)
            let reference = project.appendingPathComponent("reference-\(radius)")
            let start = Date()
            let result = try CommandRunner.run(["generate", "specs", "--output", reference.path, "--quiet"], in: project)
            runTime = max(runTime, Date().timeIntervalSince(start))
            #expect(result.status == 0, "\(result.stderr)")
            references[radius] = try Self.contents(of: reference)
        }
        let output = project.appendingPathComponent("Generated")
        // Kill points spread evenly over a whole run (validation, rendering,
        // writing), in a fixed order so a failure repeats.
        let rounds = 16
        let delays = (0..<rounds).map { Int(runTime * 1000 * Double(($0 * 7) % rounds + 1) / Double(rounds)) }
        for (round, delay) in delays.enumerated() {
            let radius = round % 2 == 0 ? 16 : 20
            try Self.writeProject(project, cornerRadius: radius, count: count)
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["generate", "specs", "--output", output.path, "--quiet"]
            process.currentDirectoryURL = project
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double(delay) / 1000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            guard FileManager.default.fileExists(atPath: output.path) else { continue }
            for (name, text) in try Self.contents(of: output) {
                let versions = [references[16]?[name], references[20]?[name]].compactMap { $0 }
                #expect(versions.contains(text), "round \(round) (\(delay) ms): \(name) is neither the old nor the new version")
            }
        }
        try Self.writeProject(project, cornerRadius: 20, count: count)
        let final = try CommandRunner.run(["generate", "specs", "--output", output.path, "--quiet"], in: project)
        #expect(final.status == 0)
        #expect(try Self.contents(of: output) == references[20])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.contains(".sheetspec-tmp-") }
        #expect(leftovers.isEmpty, "temporary files left after a complete run: \(leftovers)")
    }
}
