#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with one `fstat` and as few `read` calls as the kernel
/// allows, without Foundation: start-up time matters in a pre-commit hook.
/// Specs, configurations, templates, the manifest and generated files all come
/// through the one read loop here.
public enum FileReader {
    /// A spec or configuration: only a regular file is read, and only up to
    /// `maxBytes`. A FIFO or device would block or never end, so the file is
    /// opened non-blocking and checked before any read.
    public static func read(path: String, maxBytes: Int) -> Result<[UInt8], FileReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileReadFailure(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(FileReadFailure(errno: errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(status.st_mode & S_IFMT == S_IFDIR ? .folder : .notRegularFile)
        }
        let size = Int(status.st_size)
        if size > maxBytes { return .failure(.tooLarge(size: size, limit: maxBytes)) }
        return readToEnd(descriptor, expectedSize: size, maxBytes: maxBytes)
    }

    /// A file the tool itself manages (generated output, its manifest, a
    /// template): its bytes, or `nil` when it does not exist. A symbolic link
    /// is refused (`ELOOP`), so output cannot be redirected out of its folder.
    public static func readIfPresent(_ path: String) throws(FileSystemFailure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw FileSystemFailure(path, errno: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        switch readToEnd(descriptor, expectedSize: expected, maxBytes: Int.max) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw FileSystemFailure(path, errno: failure.code)
        }
    }

    /// The read loop. The buffer is sized from `fstat` plus one byte, so end
    /// of file is seen without growing, and filled straight from the kernel,
    /// never zeroed first; a file that grew meanwhile is read on in chunks,
    /// still within `maxBytes`.
    private static func readToEnd(
        _ descriptor: Int32, expectedSize size: Int, maxBytes: Int
    ) -> Result<[UInt8], FileReadFailure> {
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if readError != 0 { return .failure(FileReadFailure(errno: readError)) }
        guard bytes.count > size else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if bytes.count > maxBytes { return .failure(.tooLarge(size: bytes.count, limit: maxBytes)) }
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { return .failure(FileReadFailure(errno: errno)) }
            if got == 0 { return .success(bytes) }
            bytes += chunk[0..<got]
        }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}

/// Why an input file could not be read, for the caller to word as a
/// diagnostic of its own stage.
public enum FileReadFailure: Error, Sendable, Equatable {
    case notFound
    case folder
    case notRegularFile
    case tooLarge(size: Int, limit: Int)
    case system(code: Int32)

    public init(errno code: Int32) {
        self = code == ENOENT ? .notFound : .system(code: code)
    }

    /// The `errno` this failure stands for.
    public var code: Int32 {
        switch self {
        case .notFound: ENOENT
        case .folder: EISDIR
        case .notRegularFile: EINVAL
        case .tooLarge: EFBIG
        case .system(let code): code
        }
    }

    /// The system's own words for the failure.
    public var reason: String { String(cString: strerror(code)) }
}
