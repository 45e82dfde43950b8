#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetLanguage
import SheetYAML

/// The few POSIX calls the writer needs, wrapped so each failure carries the
/// system's own words. No Foundation: the writer runs on every build.
enum FileSystemAccess {
    struct Failure: Error, Equatable {
        let path: String
        let code: Int32

        init(_ path: String, errno code: Int32) {
            self.path = path
            self.code = code
        }

        var reason: String { String(cString: strerror(code)) }
        /// A symbolic link where the writer refuses to follow one.
        var isLinkRefused: Bool { code == ELOOP }
    }

    /// The file's bytes, or `nil` when it does not exist.
    static func readIfPresent(_ path: String) throws(Failure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw Failure(path, errno: errno)
        }
        defer { close(descriptor) }
        // Sized from fstat, plus one byte so end of file is seen without
        // growing; a file that grows meanwhile is still read whole.
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 64 * 1024)) }
            let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path, errno: errno)
            }
            if count == 0 {
                bytes.removeSubrange(filled...)
                return bytes
            }
            filled += count
        }
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates `root/relative` and its missing parents. The user's `root` is
    /// taken as given (it may itself be a link); below it, no component may be
    /// a symbolic link, so output cannot be redirected out of its folder.
    static func makeDirectories(root: String, relative: String = "") throws(Failure) {
        var prefix = root.hasPrefix("/") ? "/" : ""
        let rootComponents = root.split(separator: "/")
        let relativeComponents = relative.split(separator: "/")
        for (index, component) in (rootComponents + relativeComponents).enumerated() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if index >= rootComponents.count, isSymbolicLink(prefix) { throw Failure(prefix, errno: ELOOP) }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw Failure(prefix, errno: errno) }
        }
    }

    /// Removes temporary files a killed run left in `folder` (its own files
    /// only, recognised by name), so they never pile up.
    static func removeStaleTemporaries(in folder: String) {
        guard case .success(let names) = FolderListing.names(in: folder) else { return }
        for name in names where AtomicFileWriter.isTemporaryName(name) { unlink(folder + "/" + name) }
    }

    static func remove(_ path: String) throws(Failure) {
        if unlink(path) != 0, errno != ENOENT { throw Failure(path, errno: errno) }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}
