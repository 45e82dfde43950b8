#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see the old content or the new, never half
/// of it: the bytes go to a temporary file in the same folder (so the rename
/// cannot cross file systems), are flushed to disk, and the temporary file is
/// renamed over the target. On any failure the temporary file is removed and
/// the target is left as it was.
///
/// POSIX calls only: no Foundation, like the rest of the command line's path.
public enum AtomicFileWriter {
    /// Why a write failed, in words for an error message.
    public struct Failure: Error, Sendable, Equatable {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var message: String { "cannot write `\(path)`: \(reason)" }
    }

    public static func write(_ text: String, to path: String) -> Result<Void, Failure> {
        var text = text
        return text.withUTF8 { write($0, to: path) }
    }

    /// The same for bytes that need not be UTF-8 (a spec rewritten by `fix`
    /// keeps every byte it does not edit).
    public static func write(bytes: [UInt8], to path: String) -> Result<Void, Failure> {
        bytes.withUnsafeBufferPointer { write($0, to: path) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) -> Result<Void, Failure> {
        let folder = PathText.folder(of: path)
        let name = PathText.lastComponent(of: path)
        guard !name.isEmpty else { return .failure(Failure(path: path, reason: "the path names a folder")) }
        var template = Array("\(folder)/.\(name)\(temporaryMarker)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        var error = DescriptorWriter.write(bytes, to: descriptor)
        if error == 0, fchmod(descriptor, creationMode(replacing: path)) != 0 { error = errno }
        if error == 0, fsync(descriptor) != 0 { error = errno }
        if close(descriptor) != 0, error == 0 { error = errno }
        if error == 0, rename(temporary, path) != 0 { error = errno }
        guard error == 0 else {
            unlink(temporary)
            return .failure(failure(path, error))
        }
        return .success(())
    }

    /// What every temporary file's name contains, so that the ones a killed
    /// run left behind can be recognised and removed (and nothing else).
    static let temporaryMarker = ".sheetspec-tmp-"

    /// Whether a file name is one of this writer's temporary files.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(temporaryMarker)
    }


    /// The mode of the file being replaced, or what a plain `open` would have
    /// created (0666 less the umask); `mkstemp` itself creates 0600.
    private static func creationMode(replacing path: String) -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        // umask can only be read by setting it; the command line is single-threaded here.
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    private static func failure(_ path: String, _ code: Int32) -> Failure {
        Failure(path: path, reason: String(cString: strerror(code)))
    }
}
