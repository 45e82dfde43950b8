#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetIO
import SheetLanguage

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
        /// Unchanged files that were not even rendered (`write` only): their
        /// inputs matched the fingerprint the manifest recorded and the file
        /// still held the bytes recorded for them. Also listed in `unchanged`.
        public var reused: [String] = []
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

    /// `workingDirectory` is what the `check` diff's paths are relative to
    /// (`diffPath(of:in:workingDirectory:)`).
    public static func apply(
        _ files: [GeneratedFile], to folder: String, mode: Mode, workingDirectory: String = PathText.currentDirectory()
    ) -> Report {
        apply(files.map(PendingFile.init), to: folder, mode: mode, workingDirectory: workingDirectory).report
    }

    /// Where the `check` diff says a file is: its path from the working
    /// directory, where `git apply` runs (`a/Generated/Checkout+BottomSheetable.generated.swift`
    /// for the output folder `Generated`, `./Generated/` or `/repo/Generated`
    /// run in `/repo`). A folder outside the working directory is named by
    /// its absolute path after `a/`, as `git diff --no-index` names it.
    public static func diffPath(of relativePath: String, in folder: String, workingDirectory: String) -> String {
        let path = PathText.joined(folder, relativePath)
        guard path.hasPrefix("/") else { return path }
        return PathText.relative(path, to: PathText.normalized(workingDirectory)) ?? String(path.dropFirst())
    }

    /// Brings the folder up to date with files not yet rendered. In `write`
    /// mode, a generated file whose inputs match the manifest's fingerprint
    /// and whose bytes on disk are still those recorded is left alone without
    /// rendering; anything else (a changed input, a hand-edited or missing
    /// file, an old manifest, `check` and `dryRun`) is rendered and compared
    /// byte for byte. Returns every file's contents, in the order given: a
    /// file not rendered carries the bytes found on disk, which are the bytes
    /// it would render.
    /// `jobs` workers read and hash the files already on disk (most of a
    /// no-op run) before anything is written; the writing stays in path order.
    /// With `manifest: false` (one spec's files, `generate --only`) the files
    /// are placed the same way, but the manifest is neither read nor written
    /// and nothing is removed: the rest of the folder belongs to other specs.
    static func apply(
        _ pending: [PendingFile], to folder: String, mode: Mode, jobs: Int = 1, manifest usesManifest: Bool = true,
        workingDirectory: String = PathText.currentDirectory()
    ) -> (report: Report, files: [GeneratedFile]) {
        var report = Report()
        let order = pending.indices.sorted {
            pending[$0].relativePath.utf8.lexicographicallyPrecedes(pending[$1].relativePath.utf8)
        }
        for index in order where !OutputPath.isSafe(pending[index].relativePath) {
            report.diagnostics.append(unsafe(pending[index].relativePath, folder: folder))
        }
        guard report.diagnostics.isEmpty else { return (report, pending.map { $0.render() }) }
        if mode == .write {
            do throws(FileSystemFailure) {
                try FileSystem.makeDirectories(root: folder)
            } catch {
                report.diagnostics.append(writeFailed(error))
                return (report, pending.map { $0.render() })
            }
            // A run killed mid-write leaves only hidden temporary files behind
            // (the visible files are always whole); clear them first.
            let folders = Set([""] + pending.map { $0.relativePath.split(separator: "/").dropLast().joined(separator: "/") })
            for relative in folders.sorted() {
                FileSystem.removeStaleTemporaries(in: relative.isEmpty ? folder : folder + "/" + relative)
            }
        }
        let manifestPath = folder + "/" + OutputManifest.fileName
        let previous = (usesManifest ? (try? FileReader.readIfPresent(manifestPath)).flatMap { $0 } : nil)
            .map { OutputManifest(text: String(decoding: $0, as: UTF8.self)) } ?? OutputManifest(paths: [])
        var records: [String: OutputManifest.Record] = [:]
        var files = [GeneratedFile?](repeating: nil, count: pending.count)
        let probes = parallelMap(count: order.count, jobs: jobs) { position in
            Probe(pending[order[position]], in: folder, mode: mode, previous: previous)
        }
        for (index, probe) in zip(order, probes) {
            files[index] = place(
                pending[index], probe, in: folder, mode: mode, workingDirectory: workingDirectory, report: &report,
                records: &records)
        }
        let produced = Set(pending.filter { $0.kind == .generated }.map(\.relativePath))
        for orphan in previous.paths where !produced.contains(orphan) {
            removeOrphan(orphan, in: folder, mode: mode, workingDirectory: workingDirectory, report: &report)
        }
        if usesManifest, mode == .write, report.diagnostics.isEmpty {
            let manifest = OutputManifest(paths: Array(produced), records: records)
            if manifest != previous || !FileSystem.exists(manifestPath) {
                if case .failure(let failure) = AtomicFileWriter.write(manifest.text, to: manifestPath) {
                    report.diagnostics.append(writeFailed(path: failure.path, reason: failure.reason))
                }
            }
        }
        return (report, files.map { $0! })
    }

    /// One generated file at an explicit path (`generate --output-file`, the
    /// build-tool plugin): the same byte comparison, atomic write and check
    /// diff, but no manifest and no orphan removal, because the caller owns
    /// the folder (SwiftPM's plugin work directory holds one such file per spec).
    public static func apply(
        _ contents: String, toFile path: String, mode: Mode, workingDirectory: String = PathText.currentDirectory()
    ) -> Report {
        var report = Report()
        let folder = PathText.folder(of: path)
        let name = PathText.lastComponent(of: path)
        if mode == .write {
            do throws(FileSystemFailure) {
                try FileSystem.makeDirectories(root: folder)
            } catch {
                report.diagnostics.append(writeFailed(error))
                return report
            }
        }
        let file = GeneratedFile(relativePath: name, contents: contents, kind: .generated)
        do throws(FileSystemFailure) {
            let existing = try FileReader.readIfPresent(folder + "/" + name)
            place(file, existing: existing, in: folder, mode: mode, workingDirectory: workingDirectory, report: &report)
        } catch {
            report.diagnostics.append(error.isLinkRefused ? unsafe(name, folder: folder) : writeFailed(error))
        }
        return report
    }

    /// What is on disk for one pending file, and whether the manifest proves
    /// it current, found before anything is written.
    private struct Probe: Sendable {
        var existing: Result<[UInt8]?, FileSystemFailure>
        /// The record and contents of a file left as it is (`write` mode only).
        var reused: (record: OutputManifest.Record, file: GeneratedFile)?

        init(_ pending: PendingFile, in folder: String, mode: Mode, previous: OutputManifest) {
            existing = Result { () throws(FileSystemFailure) in
                try FileReader.readIfPresent(folder + "/" + pending.relativePath)
            }
            // Only `write` records fingerprints and skips rendering; `check` and `dryRun` always render.
            guard mode == .write, pending.kind == .generated, let inputs = pending.inputs,
                case .success(let bytes?) = existing, let record = previous.records[pending.relativePath],
                record.inputs == inputs, record.matches(bytes)
            else { return }
            let contents = String(decoding: bytes, as: UTF8.self)
            reused = (record, GeneratedFile(relativePath: pending.relativePath, contents: contents, kind: pending.kind))
        }
    }

    /// One pending file: reused when the manifest proves it current,
    /// otherwise rendered and placed. Returns its contents.
    private static func place(
        _ pending: PendingFile, _ probe: Probe, in folder: String, mode: Mode, workingDirectory: String,
        report: inout Report, records: inout [String: OutputManifest.Record]
    ) -> GeneratedFile {
        let existing: [UInt8]?
        switch probe.existing {
        case .success(let bytes): existing = bytes
        case .failure(let error):
            report.diagnostics.append(error.isLinkRefused ? unsafe(pending.relativePath, folder: folder) : writeFailed(error))
            return pending.render()
        }
        if let (record, file) = probe.reused {
            report.unchanged.append(pending.relativePath)
            report.reused.append(pending.relativePath)
            records[pending.relativePath] = record
            return file
        }
        let file = pending.render()
        place(file, existing: existing, in: folder, mode: mode, workingDirectory: workingDirectory, report: &report)
        if mode == .write, pending.kind == .generated, let inputs = pending.inputs {
            let bytes = file.contents.utf8
            records[file.relativePath] = OutputManifest.Record(
                inputs: inputs, byteCount: bytes.count, contents: Fingerprint(of: bytes))
        }
        return file
    }

    private static func place(
        _ file: GeneratedFile, existing: [UInt8]?, in folder: String, mode: Mode, workingDirectory: String,
        report: inout Report
    ) {
        if file.kind == .stub {
            if existing != nil {
                report.stubsKept.append(file.relativePath)
                return
            }
            report.stubsCreated.append(file.relativePath)
            if mode == .write { write(file, folder: folder, report: &report) }
            return
        }
        if let existing, sameBytes(existing, file.contents) {
            report.unchanged.append(file.relativePath)
            return
        }
        report.written.append(file.relativePath)
        switch mode {
        case .write:
            write(file, folder: folder, report: &report)
        case .check:
            // What `generate` would change, from the disk to the render:
            // `git apply` in the working directory brings the folder up to date.
            let old = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let path = diffPath(of: file.relativePath, in: folder, workingDirectory: workingDirectory)
            report.diffs.append(
                UnifiedDiff.between(
                    old: old, new: file.contents, oldLabel: existing == nil ? "/dev/null" : "a/\(path)",
                    newLabel: "b/\(path)"))
        case .dryRun:
            break
        }
    }

    /// A block comparison: byte-by-byte `elementsEqual` over a `String`'s
    /// UTF-8 view cost as much as reading the file.
    private static func sameBytes(_ bytes: [UInt8], _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.count == utf8.count && (buffer.isEmpty || memcmp(buffer.baseAddress!, utf8.baseAddress!, buffer.count) == 0)
            }
        }
    }

    private static func write(_ file: GeneratedFile, folder: String, report: inout Report) {
        let parent = file.relativePath.split(separator: "/").dropLast().joined(separator: "/")
        do throws(FileSystemFailure) {
            try FileSystem.makeDirectories(root: folder, relative: parent)
        } catch {
            report.diagnostics.append(
                error.isLinkRefused ? unsafe(file.relativePath, folder: folder) : writeFailed(error))
            return
        }
        if case .failure(let failure) = AtomicFileWriter.write(file.contents, to: folder + "/" + file.relativePath) {
            report.diagnostics.append(writeFailed(path: failure.path, reason: failure.reason))
        }
    }

    private static func removeOrphan(
        _ relativePath: String, in folder: String, mode: Mode, workingDirectory: String, report: inout Report
    ) {
        let path = folder + "/" + relativePath
        guard FileSystem.exists(path) else { return }
        report.removed.append(relativePath)
        switch mode {
        case .write:
            do throws(FileSystemFailure) {
                try FileSystem.remove(path)
            } catch {
                report.diagnostics.append(writeFailed(error))
            }
        case .check:
            let old = (try? FileReader.readIfPresent(path)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let path = diffPath(of: relativePath, in: folder, workingDirectory: workingDirectory)
            report.diffs.append(UnifiedDiff.between(old: old, new: "", oldLabel: "a/\(path)", newLabel: "/dev/null"))
        case .dryRun:
            break
        }
    }

    private static func unsafe(_ relativePath: String, folder: String) -> Diagnostic {
        OutputDiagnostics.unsafeOutputPath.diagnostic(
            "refusing to write `\(relativePath)`: it would leave the output folder `\(folder)`", at: nil,
            help: "output names come from spec file names and templates; they may not contain `..`, start with `/` or `.`, or pass through a symbolic link")
    }

    private static func writeFailed(_ failure: FileSystemFailure) -> Diagnostic {
        writeFailed(path: failure.path, reason: failure.reason)
    }

    private static func writeFailed(path: String, reason: String) -> Diagnostic {
        OutputDiagnostics.writeFailed.diagnostic(
            "cannot write `\(path)`: \(reason)", at: nil,
            notes: ["files are replaced atomically, so the previous version of every file is intact"],
            help: "check that the output folder is writable and the disk has space, then run again")
    }
}
