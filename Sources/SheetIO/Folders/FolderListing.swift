#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entry names of one folder (not `.` and `..`), in the order the file
/// system gives them: callers sort when order matters. One place for the
/// `readdir` loop that the spec finder, the template loader and the output
/// writer all need.
public enum FolderListing {
    /// The names, or why the folder cannot be opened.
    public static func names(in folder: String) -> Result<[String], FileSystemFailure> {
        guard let stream = opendir(folder) else { return .failure(FileSystemFailure(folder, errno: errno)) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }
}
