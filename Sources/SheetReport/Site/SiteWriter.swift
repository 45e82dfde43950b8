import SheetIO

/// Writes a site into a folder: each file only when its bytes change, each
/// atomically (a temporary file renamed over the old one), so a second run
/// over the same specs touches nothing. The folder's manifest
/// (`manifestName`) lists the files the last run wrote; those the new site no
/// longer has (a spec removed) are deleted, and nothing else is.
public enum SiteWriter {
    public static let manifestName = ".sheetspec-report"

    public struct Outcome: Sendable, Equatable {
        public var written: Int
        public var unchanged: Int
        public var removed: Int
    }

    public static func write(_ files: [SiteFile], to folder: String) -> Result<Outcome, AtomicFileWriter.Failure> {
        var outcome = Outcome(written: 0, unchanged: 0, removed: 0)
        let manifestPath = folder + "/" + manifestName
        let previous = (try? FileReader.readIfPresent(manifestPath)).flatMap { $0 }
            .map { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) } ?? []
        for file in files {
            let path = folder + "/" + file.path
            let parent = file.path.split(separator: "/").dropLast().joined(separator: "/")
            do {
                try FileSystem.makeDirectories(root: folder, relative: parent)
            } catch {
                return .failure(AtomicFileWriter.Failure(path: path, reason: error.reason))
            }
            if let existing = try? FileReader.readIfPresent(path), existing.elementsEqual(file.contents.utf8) {
                outcome.unchanged += 1
                continue
            }
            if case .failure(let failure) = AtomicFileWriter.write(file.contents, to: path) { return .failure(failure) }
            outcome.written += 1
        }
        let current = Set(files.map(\.path))
        for stale in previous where !current.contains(stale) && !stale.contains("..") && !stale.hasPrefix("/") {
            if (try? FileSystem.remove(folder + "/" + stale)) != nil { outcome.removed += 1 }
        }
        let manifest = files.map(\.path).sorted().joined(separator: "\n") + "\n"
        if previous.joined(separator: "\n") + "\n" != manifest {
            if case .failure(let failure) = AtomicFileWriter.write(manifest, to: manifestPath) { return .failure(failure) }
        }
        return .success(outcome)
    }
}
