import SheetDiagnostics
import SheetSpec
import SheetYAML

/// Puts generated files into the output folder: only files whose bytes
/// changed are written (unchanged files keep their mtime, so Xcode does not
/// rebuild), every write is atomic, files a previous run generated that no
/// spec produces any more are removed, and nothing is ever written outside
/// the folder.
public enum OutputWriter {
    public enum Mode: Sendable {
        /// Bring the folder up to date.
        case write
        /// Change nothing; report what is missing, stale or orphaned, with diffs.
        case check
        /// Change nothing; report what `write` would do.
        case dryRun
    }

    public struct Report: Sendable, Equatable {
        /// Files written (created or changed), in path order; `check` and
        /// `dryRun` list what they would write.
        public var written: [String] = []
        public var unchanged: [String] = []
        /// Files removed because no spec produces them any more.
        public var removed: [String] = []
        /// Stubs created because they did not exist.
        public var stubsCreated: [String] = []
        /// Stubs that exist and were left alone.
        public var stubsKept: [String] = []
        /// `check`: a unified diff per out-of-date file.
        public var diffs: [String] = []
        public var diagnostics: [Diagnostic] = []

        /// Whether the folder already holds exactly what the specs produce.
        public var isUpToDate: Bool { written.isEmpty && removed.isEmpty && diagnostics.isEmpty }
    }

    public static func apply(_ files: [GeneratedFile], to folder: String, mode: Mode) -> Report {
        var report = Report()
        let ordered = files.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        for file in ordered where !OutputPath.isSafe(file.relativePath) {
            report.diagnostics.append(unsafe(file.relativePath, folder: folder))
        }
        guard report.diagnostics.isEmpty else { return report }
        if mode == .write {
            do throws(FileSystemAccess.Failure) {
                try FileSystemAccess.makeDirectories(root: folder)
            } catch {
                report.diagnostics.append(writeFailed(error))
                return report
            }
            // A run killed mid-write leaves only hidden temporary files behind
            // (the visible files are always whole); clear them first.
            let folders = Set([""] + ordered.map { $0.relativePath.split(separator: "/").dropLast().joined(separator: "/") })
            for relative in folders.sorted() {
                FileSystemAccess.removeStaleTemporaries(in: relative.isEmpty ? folder : folder + "/" + relative)
            }
        }
        let manifestPath = folder + "/" + OutputManifest.fileName
        let previous = (try? FileSystemAccess.readIfPresent(manifestPath)).flatMap { $0 }
            .map { OutputManifest(text: String(decoding: $0, as: UTF8.self)) } ?? OutputManifest(paths: [])
        for file in ordered {
            place(file, in: folder, mode: mode, report: &report)
        }
        let produced = Set(ordered.filter { $0.kind == .generated }.map(\.relativePath))
        for orphan in previous.paths where !produced.contains(orphan) {
            removeOrphan(orphan, in: folder, mode: mode, report: &report)
        }
        if mode == .write, report.diagnostics.isEmpty {
            let manifest = OutputManifest(paths: Array(produced))
            if manifest != previous || !FileSystemAccess.exists(manifestPath) {
                if case .failure(let failure) = AtomicFileWriter.write(manifest.text, to: manifestPath) {
                    report.diagnostics.append(writeFailed(path: failure.path, reason: failure.reason))
                }
            }
        }
        return report
    }

    /// One generated file at an explicit path (`generate --output-file`, the
    /// build-tool plugin): the same byte comparison, atomic write and check
    /// diff, but no manifest and no orphan removal, because the caller owns
    /// the folder (SwiftPM's plugin work directory holds one such file per spec).
    public static func apply(_ contents: String, toFile path: String, mode: Mode) -> Report {
        var report = Report()
        let folder = PathText.folder(of: path)
        let name = PathText.lastComponent(of: path)
        if mode == .write {
            do throws(FileSystemAccess.Failure) {
                try FileSystemAccess.makeDirectories(root: folder)
            } catch {
                report.diagnostics.append(writeFailed(error))
                return report
            }
        }
        place(GeneratedFile(relativePath: name, contents: contents, kind: .generated), in: folder, mode: mode, report: &report)
        return report
    }

    private static func place(_ file: GeneratedFile, in folder: String, mode: Mode, report: inout Report) {
        let path = folder + "/" + file.relativePath
        let existing: [UInt8]?
        do throws(FileSystemAccess.Failure) {
            existing = try FileSystemAccess.readIfPresent(path)
        } catch {
            report.diagnostics.append(error.isLinkRefused ? unsafe(file.relativePath, folder: folder) : writeFailed(error))
            return
        }
        if file.kind == .stub {
            if existing != nil {
                report.stubsKept.append(file.relativePath)
                return
            }
            report.stubsCreated.append(file.relativePath)
            if mode == .write { write(file, folder: folder, report: &report) }
            return
        }
        if let existing, existing.elementsEqual(file.contents.utf8) {
            report.unchanged.append(file.relativePath)
            return
        }
        report.written.append(file.relativePath)
        switch mode {
        case .write:
            write(file, folder: folder, report: &report)
        case .check:
            let old = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
            report.diffs.append(
                UnifiedDiff.render(
                    old: old, new: file.contents, oldLabel: existing == nil ? "/dev/null" : "a/\(file.relativePath)",
                    newLabel: "b/\(file.relativePath)"))
        case .dryRun:
            break
        }
    }

    private static func write(_ file: GeneratedFile, folder: String, report: inout Report) {
        let parent = file.relativePath.split(separator: "/").dropLast().joined(separator: "/")
        do throws(FileSystemAccess.Failure) {
            try FileSystemAccess.makeDirectories(root: folder, relative: parent)
        } catch {
            report.diagnostics.append(
                error.isLinkRefused ? unsafe(file.relativePath, folder: folder) : writeFailed(error))
            return
        }
        if case .failure(let failure) = AtomicFileWriter.write(file.contents, to: folder + "/" + file.relativePath) {
            report.diagnostics.append(writeFailed(path: failure.path, reason: failure.reason))
        }
    }

    private static func removeOrphan(_ relativePath: String, in folder: String, mode: Mode, report: inout Report) {
        let path = folder + "/" + relativePath
        guard FileSystemAccess.exists(path) else { return }
        report.removed.append(relativePath)
        switch mode {
        case .write:
            do throws(FileSystemAccess.Failure) {
                try FileSystemAccess.remove(path)
            } catch {
                report.diagnostics.append(writeFailed(error))
            }
        case .check:
            let old = (try? FileSystemAccess.readIfPresent(path)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            report.diffs.append(UnifiedDiff.render(old: old, new: "", oldLabel: "a/\(relativePath)", newLabel: "/dev/null"))
        case .dryRun:
            break
        }
    }

    private static func unsafe(_ relativePath: String, folder: String) -> Diagnostic {
        OutputDiagnostics.unsafeOutputPath.diagnostic(
            "refusing to write `\(relativePath)`: it would leave the output folder `\(folder)`", at: nil,
            help: "output names come from spec file names and templates; they may not contain `..`, start with `/` or `.`, or pass through a symbolic link")
    }

    private static func writeFailed(_ failure: FileSystemAccess.Failure) -> Diagnostic {
        writeFailed(path: failure.path, reason: failure.reason)
    }

    private static func writeFailed(path: String, reason: String) -> Diagnostic {
        OutputDiagnostics.writeFailed.diagnostic(
            "cannot write `\(path)`: \(reason)", at: nil,
            notes: ["files are replaced atomically, so the previous version of every file is intact"],
            help: "check that the output folder is writable and the disk has space, then run again")
    }
}
