import SheetIO

/// Writes a site into a folder: each file only when its bytes change, each
/// atomically (a temporary file renamed over the old one), so a second run
/// over the same specs touches nothing.
public enum SiteWriter {
    public struct Outcome: Sendable, Equatable {
        public var written: Int
        public var unchanged: Int
    }

    public static func write(_ files: [SiteFile], to folder: String) -> Result<Outcome, AtomicFileWriter.Failure> {
        var outcome = Outcome(written: 0, unchanged: 0)
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
        return .success(outcome)
    }
}
