#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of a buffer to a file descriptor with `write(2)`, retrying
/// short writes and `EINTR`: no Foundation, no `FILE*` buffering to flush.
public enum DescriptorWriter {
    /// 0 when everything was written, else the `errno` of the write that failed.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { write($0, to: descriptor) }
    }

    /// 0 when everything was written, else the `errno` of the write that failed.
    @discardableResult
    public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            // A write that makes no progress would loop forever; report it as an I/O error.
            if count <= 0 { return count < 0 ? errno : EIO }
            written += count
        }
        return 0
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
