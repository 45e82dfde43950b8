import Foundation
import TestSupport
import Testing

/// `lint --watch` and `generate --watch` run as a user runs them: the real
/// binary on a scratch project, edited while it watches, stopped with
/// SIGINT. Every wait has a deadline, and the process is killed if a test
/// ends while it still runs, so no test can hang the suite.
@Suite struct WatchCommandTests {
    static let clean = SpecTexts.cleanCheckout

    /// A project with `.sheetspec.yml` naming `specs/`, and one clean spec.
    static func project() throws -> URL {
        let folder = try CommandRunner.scratchFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try "specs: [specs]\noutput: specs/Generated\n".write(
            to: folder.appendingPathComponent(".sheetspec.yml"), atomically: false, encoding: .utf8)
        try save(clean, in: folder)
        return folder
    }

    /// Saves the spec as editors do: a new file renamed over the old one.
    static func save(_ text: String, in folder: URL) throws {
        let temporary = folder.appendingPathComponent("specs/.checkout.sheet.yaml.swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, folder.appendingPathComponent("specs/checkout.sheet.yaml").path) == 0)
    }

    @Test func lintWatchReportsANewErrorThenItsFixAndStopsOnSIGINT() async throws {
        let folder = try Self.project()
        let watch = try WatchedProcess(["lint", "--watch", "--format", "clang"], in: folder)
        defer { watch.kill() }
        try #require(await watch.settled { $0.stderr.contains("Ctrl-C stops") }, "started: \(watch.output)")
        #expect(watch.output.stderr.contains("no problems found"), "the first run prints the whole report")

        try Self.save(Self.clean.replacingOccurrences(of: "initial: half", with: "initial: halff"), in: folder)
        try #require(await watch.settled { $0.stderr.contains("1 new;") }, "the error: \(watch.output)")
        let reported = watch.output.stdout
        #expect(reported.contains("specs/checkout.sheet.yaml:8:"), "in full, where it is: \(reported)")
        #expect(reported.contains("halff"))
        #expect(!reported.contains("fixed:"))

        try Self.save(Self.clean, in: folder)
        try #require(await watch.settled { $0.stderr.contains("1 fixed;") }, "the fix: \(watch.output)")
        let fixed = watch.output.stdout.dropFirst(reported.count)
        #expect(fixed.hasPrefix("fixed: specs/checkout.sheet.yaml:8:"), "one line: \(fixed)")
        #expect(fixed.split(separator: "\n").count == 1)

        let status = await watch.interrupted()
        #expect(status == 0, "\(watch.output)")
        #expect(await watch.settled(seconds: 5) { $0.stderr.hasSuffix("sheetspec: stopped watching\n") }, "\(watch.output)")
    }

    @Test func generateWatchListsWhatItWroteAndItsOwnWritesStartNoRun() async throws {
        let folder = try Self.project()
        let watch = try WatchedProcess(["generate", "--watch"], in: folder)
        defer { watch.kill() }
        try #require(await watch.settled { $0.stderr.contains("Ctrl-C stops") }, "started: \(watch.output)")
        #expect(watch.output.stderr.contains("generated 1 file in specs/Generated"))

        try Self.save(Self.clean.replacingOccurrences(of: "0.5", with: "0.6"), in: folder)
        try #require(await watch.settled { $0.stderr.contains("sheetspec: wrote specs/Generated/") }, "\(watch.output)")
        // The write above is inside the watched folder: it must not start a
        // run. Give a looping watch time to show itself, then count the runs.
        _ = await watch.settled(seconds: 1.5) { $0.stderr.components(separatedBy: "changed:").count > 2 }
        #expect(watch.output.stderr.components(separatedBy: "changed:").count == 2, "\(watch.output)")

        #expect(await watch.interrupted() == 0)
    }

    @Test func aBrokenConfigurationStopsOnlyAWatchThatHasNotStarted() async throws {
        let folder = try Self.project()
        let configuration = folder.appendingPathComponent(".sheetspec.yml")
        try "specz: [specs]\n".write(to: configuration, atomically: true, encoding: .utf8)
        let early = try WatchedProcess(["lint", "--watch"], in: folder)
        defer { early.kill() }
        #expect(await early.exited() == 2, "as without --watch: \(early.output)")

        try "specs: [specs]\n".write(to: configuration, atomically: true, encoding: .utf8)
        let watch = try WatchedProcess(["lint", "--watch"], in: folder)
        defer { watch.kill() }
        try #require(await watch.settled { $0.stderr.contains("Ctrl-C stops") }, "started: \(watch.output)")
        try "specz: [specs]\n".write(to: configuration, atomically: true, encoding: .utf8)
        try #require(await watch.settled { $0.stdout.contains("specz") }, "the configuration's error: \(watch.output)")
        try "specs: [specs]\n".write(to: configuration, atomically: true, encoding: .utf8)
        try #require(await watch.settled { $0.stderr.contains("no new or fixed diagnostics") }, "ran again: \(watch.output)")
        #expect(await watch.interrupted() == 0)
    }

    @Test func watchRefusesMachineFormatsAndCheckModes() throws {
        let folder = try Self.project()
        let json = try CommandRunner.run(["lint", "--watch", "--format", "json"], in: folder)
        #expect(json.status == 2)
        #expect(json.stderr.contains("--watch prints changes for a person"))
        let check = try CommandRunner.run(["generate", "--watch", "--check"], in: folder)
        #expect(check.status == 2)
        let interval = try CommandRunner.run(["lint", "--watch-interval", "100"], in: folder)
        #expect(interval.status == 2, "--watch-interval without --watch")
    }
}

/// A command left running, its output gathered as it comes (not at the
/// pipe's end, which a process started meanwhile by a parallel test could
/// hold open).
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var stdout = ""
    private var stderr = ""

    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, toError: false) }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, toError: true) }
        try process.run()
    }

    private func append(_ data: Data, toError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if toError { stderr += String(decoding: data, as: UTF8.self) } else { stdout += String(decoding: data, as: UTF8.self) }
    }

    var output: (stdout: String, stderr: String) {
        lock.lock()
        defer { lock.unlock() }
        return (stdout, stderr)
    }

    /// Whether `condition` held on the output before `seconds` passed.
    func waitFor(seconds: Double = 30, _ condition: ((stdout: String, stderr: String)) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(output) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition(output)
    }

    /// `waitFor` without holding a thread of the test runner's pool, which
    /// has as many threads as cores: a test waiting on a watch leaves them
    /// to the other tests.
    func settled(seconds: Double = 30, _ condition: ((stdout: String, stderr: String)) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(output) { return true }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return condition(output)
    }

    /// `interrupt` without holding a thread of the pool.
    func interrupted(seconds: Double = 30) async -> Int32? {
        process.interrupt()
        return await exited(seconds: seconds)
    }

    /// `waitForExit` without holding a thread of the pool.
    func exited(seconds: Double = 30) async -> Int32? {
        _ = await settled(seconds: seconds) { _ in !self.process.isRunning }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Sends SIGINT; the exit status, or `nil` when it did not exit in time.
    func interrupt(seconds: Double = 30) -> Int32? {
        process.interrupt()
        return waitForExit(seconds: seconds)
    }

    /// The exit status, or `nil` when the process did not exit in time.
    func waitForExit(seconds: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }
}
