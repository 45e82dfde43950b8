import Foundation

/// Scratch folders for tests. They all live in one folder per test process,
/// removed when the process exits, so a test run leaves nothing behind in the
/// system's temporary folder however many files its tests write.
public enum ScratchFolder {
    /// `sheetspec-tests-<pid>` in the temporary folder, made on first use.
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetspec-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return root
    }()

    /// A new, empty folder named `<purpose>-<uuid>`.
    public static func make(_ purpose: String) throws -> URL {
        let folder = path(purpose)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A fresh path that nothing exists at yet (its parent does), for code
    /// under test that must create the folder itself.
    public static func path(_ purpose: String) -> URL {
        root.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
    }

    /// A sparse file of `size` bytes in a new scratch folder: its size is
    /// what `fstat` reports, though nothing was written, so limits on size
    /// can be tested without writing megabytes.
    public static func sparseFile(_ purpose: String, named name: String, size: UInt64) throws -> String {
        let path = try make(purpose).appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
        return path
    }
}
