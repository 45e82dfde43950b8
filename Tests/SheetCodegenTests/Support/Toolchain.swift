import Foundation
import TestSupport

/// Paths and processes the code-generation tests need: the repository, the
/// built `BottomSheetable` module, and the toolchain's `swiftc` and
/// `swift-format`.
enum Toolchain {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The `Modules` folder beside the test bundle, where SwiftPM puts the
    /// `.swiftmodule` of every target it built (BottomSheetable included).
    static let modules: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("BottomSheetable.swiftmodule").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/Modules")
    }()

    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs a program found on PATH with the given arguments.
    static func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        // swiftc leaves a folder in TMPDIR per run: keep them with the tests' scratch.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = ScratchFolder.root.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Writes files into a fresh folder and returns their paths.
    static func write(_ files: [(name: String, text: String)]) throws -> [String] {
        let folder = try ScratchFolder.make("gen")
        return try files.map { file in
            let url = folder.appendingPathComponent(file.name.replacingOccurrences(of: "/", with: "_"))
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    /// `swift-format lint --strict` with the repository's `.swift-format`, as
    /// the example goldens are linted, over the files written to a fresh folder.
    static func lintStrict(_ files: [(name: String, text: String)]) throws -> Outcome {
        let configuration = repository.appendingPathComponent(".swift-format").path
        return try run("swift-format", ["lint", "--strict", "--configuration", configuration] + write(files))
    }

    /// Type-checks Swift files in Swift 6 mode against the built
    /// `BottomSheetable` module; returns the compiler's output on failure.
    /// Code that imports UIKit or SwiftUI goes through
    /// `AppleInterfaces.typecheck` instead, which also checks availability:
    /// `@available(iOS …)` is not enforced when compiling for Linux, so that
    /// helper emulates it with custom availability domains (see there).
    static func typecheck(_ files: [(name: String, text: String)], languageMode: LanguageMode = .six) throws -> Outcome {
        let paths = try write(files)
        return try run("swiftc", ["-typecheck", "-swift-version", languageMode.rawValue, "-I", modules.path] + paths)
    }

    /// A Swift language mode (`-swift-version`). Package.swift sets 6; an app
    /// that includes the generated files or the shell may still build in 5,
    /// where some of 6's errors are warnings.
    enum LanguageMode: String, CaseIterable, Sendable, CustomStringConvertible {
        case five = "5"
        case six = "6"
        var description: String { "Swift \(rawValue) mode" }
    }
}
