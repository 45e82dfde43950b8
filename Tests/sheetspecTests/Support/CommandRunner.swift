import Foundation
import TestSupport

/// Runs the built `sheetspec` binary as a user would, capturing its output.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    /// The binary sits next to the test bundle in the build folder.
    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("sheetspec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.appendingPathComponent(".build/debug/sheetspec")
    }()

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable` (the sheetspec binary unless another tool wraps it).
    static func run(
        _ arguments: [String], in directory: URL = repository, environment: [String: String] = [:],
        executable: URL = binary
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        process.environment = merged
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain standard error on another thread while this one drains standard
        // output: reading one pipe to its end first would block for good once the
        // other filled (64 KiB), with the child blocked writing to it.
        let errorReader = PipeDrain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.wait()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh scratch folder for one test.
    static func scratchFolder() throws -> URL {
        try ScratchFolder.make("cli")
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// Blocks until the pipe's writer has closed it; the data read.
    func wait() -> Data {
        done.wait()
        return data
    }
}
