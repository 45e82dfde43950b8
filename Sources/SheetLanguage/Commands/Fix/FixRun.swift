import SheetDiagnostics
import SheetIO

/// One spec before and after `sheetspec fix`.
public struct FixedFile: Sendable, Equatable {
    public var path: String
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// How many diagnostics' fixes were applied to it, over every round.
    public var fixCount: Int

    public var isChanged: Bool { original != fixed }
}

/// What `sheetspec fix` did: every file of the run with its fixed text, and
/// the check of the fixed text (what is left to fix by hand).
public struct FixRun: Sendable {
    /// In run order.
    public var files: [FixedFile]
    public var report: ValidationReport
    /// Rounds that applied fixes.
    public var rounds: Int

    public var changedFiles: [FixedFile] { files.filter(\.isChanged) }

    /// Writes each changed file atomically, and only those: an unchanged
    /// file keeps its bytes and modification time. Returns a diagnostic for
    /// each file that could not be written (left as it was).
    public func write() -> [Diagnostic] {
        changedFiles.compactMap { file in
            switch AtomicFileWriter.write(bytes: file.fixed, to: file.path) {
            case .success: nil
            case .failure(let failure):
                FixingDiagnostics.writeFailed.diagnostic(
                    failure.message, at: nil, notes: ["the file was left as it was"],
                    help: "make the file and its folder writable, then run `sheetspec fix` again")
            }
        }
    }

    /// A unified diff of every change, paths relative to `workingDirectory`
    /// after `a/` and `b/` as `generate --check` writes them, so that `git
    /// apply` (or `patch -p1`) in that folder makes the same change. A file
    /// outside it keeps its absolute path, as `git diff --no-index` does.
    public func diff(workingDirectory: String = PathText.currentDirectory()) -> String {
        changedFiles.map { file in
            let path = Self.diffPath(file.path, workingDirectory: workingDirectory)
            return UnifiedDiff.between(
                old: String(decoding: file.original, as: UTF8.self), new: String(decoding: file.fixed, as: UTF8.self),
                oldLabel: "a/\(path)", newLabel: "b/\(path)")
        }.joined()
    }

    static func diffPath(_ path: String, workingDirectory: String) -> String {
        let normalized = PathText.normalized(path)
        guard normalized.hasPrefix("/") else { return normalized }
        return PathText.relative(normalized, to: PathText.normalized(workingDirectory)) ?? String(normalized.dropFirst())
    }
}
