import Foundation
import SheetIO
import TestSupport
import Testing

@Suite struct AtomicFileWriterTests {
    static func scratch() throws -> URL {
        try ScratchFolder.make("atomic")
    }

    @Test func writesAndReplacesWithoutLeavingTemporaryFiles() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("plan.json")
        #expect(throws: Never.self) { try AtomicFileWriter.write("first\n", to: target.path).get() }
        #expect(try String(contentsOf: target, encoding: .utf8) == "first\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
        #expect(throws: Never.self) { try AtomicFileWriter.write("second\n", to: target.path).get() }
        #expect(try String(contentsOf: target, encoding: .utf8) == "second\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640, "a replaced file keeps its permissions")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plan.json"])
    }

    @Test func aMissingFolderFailsAndLeavesNothing() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = AtomicFileWriter.write("x", to: folder.appendingPathComponent("missing/plan.json").path)
        guard case .failure(let failure) = result else {
            Issue.record("writing into a missing folder must fail")
            return
        }
        #expect(failure.message.hasSuffix("plan.json`: No such file or directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFolderInTheWayIsNotReplaced() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inTheWay = folder.appendingPathComponent("plan.json")
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
        guard case .failure = AtomicFileWriter.write("x", to: inTheWay.path) else {
            Issue.record("a folder must not be replaced by a file")
            return
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plan.json"])
        guard case .failure = AtomicFileWriter.write("x", to: folder.path + "/") else {
            Issue.record("a path ending in / names a folder")
            return
        }
    }
}
