#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file-system call failed, with the system's own words.
public struct FileSystemFailure: Error, Sendable, Equatable {
    public let path: String
    public let code: Int32

    public init(_ path: String, errno code: Int32) {
        self.path = path
        self.code = code
    }

    public var reason: String { String(cString: strerror(code)) }
    /// A symbolic link where the writer refuses to follow one.
    public var isLinkRefused: Bool { code == ELOOP }
}

/// The few POSIX calls the output writer needs besides reading and atomic
/// writing. No Foundation: the writer runs on every build.
public enum FileSystem {
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    public static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates `root/relative` and its missing parents. The user's `root` is
    /// taken as given (it may itself be a link); below it, no component may be
    /// a symbolic link, so output cannot be redirected out of its folder.
    public static func makeDirectories(root: String, relative: String = "") throws(FileSystemFailure) {
        var prefix = root.hasPrefix("/") ? "/" : ""
        let rootComponents = root.split(separator: "/")
        let relativeComponents = relative.split(separator: "/")
        for (index, component) in (rootComponents + relativeComponents).enumerated() {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if index >= rootComponents.count, isSymbolicLink(prefix) { throw FileSystemFailure(prefix, errno: ELOOP) }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw FileSystemFailure(prefix, errno: errno) }
        }
    }

    /// Removes temporary files a killed run left in `folder` (its own files
    /// only, recognised by name), so they never pile up.
    public static func removeStaleTemporaries(in folder: String) {
        guard case .success(let names) = FolderListing.names(in: folder) else { return }
        for name in names where AtomicFileWriter.isTemporaryName(name) { unlink(folder + "/" + name) }
    }

    public static func remove(_ path: String) throws(FileSystemFailure) {
        if unlink(path) != 0, errno != ENOENT { throw FileSystemFailure(path, errno: errno) }
    }

}
