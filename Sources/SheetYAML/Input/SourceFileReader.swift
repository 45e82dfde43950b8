#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics

/// Reads a spec with one `fstat` and as few `read` calls as the kernel allows,
/// without Foundation: start-up time matters in a pre-commit hook.
///
/// Only regular files are read. A FIFO or device would block or never end,
/// so the file is opened non-blocking and checked before any read.
public enum SourceFileReader {
    public static func read(path: String, maxBytes: Int) -> Result<SourceFile, Diagnostic> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(path, errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(failure(path, errno: errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let what = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            return .failure(
                InputDiagnostics.unreadableFile.diagnostic(
                    "cannot read `\(path)`: it is \(what)", at: nil,
                    help: "pass spec files, or folders that contain `*.sheet.yaml` files"))
        }
        let size = Int(status.st_size)
        if size > maxBytes {
            return .failure(tooLarge(path, size: size, limit: maxBytes))
        }
        // One byte more than the size, so a file that grew is noticed; the
        // buffer is filled straight from the kernel, never zeroed first.
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
        if readError != 0 { return .failure(failure(path, errno: readError)) }
        if bytes.count > size {
            // The file grew while being read: read the rest in chunks.
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                if bytes.count > maxBytes { return .failure(tooLarge(path, size: bytes.count, limit: maxBytes)) }
                let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
                if got < 0, errno == EINTR { continue }
                if got < 0 { return .failure(failure(path, errno: errno)) }
                if got == 0 { break }
                bytes += chunk[0..<got]
            }
        }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func tooLarge(_ path: String, size: Int, limit: Int) -> Diagnostic {
        let start = SourceSpan(path: path, range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
        return InputDiagnostics.fileTooLarge.diagnostic(
            "file is \(InputScreening.byteCount(size)), over the limit of \(InputScreening.byteCount(limit))",
            at: start, help: "split the spec into several files, or raise the limit with `--max-file-size`")
    }

    static func failure(_ path: String, errno code: Int32) -> Diagnostic {
        let reason = String(cString: strerror(code))
        if code == ENOENT {
            return InputDiagnostics.pathNotFound.diagnostic(
                "no such file or folder: `\(path)`", at: nil,
                help: "check the path; relative paths start from the folder sheetspec runs in")
        }
        return InputDiagnostics.unreadableFile.diagnostic("cannot read `\(path)`: \(reason)", at: nil)
    }
}
