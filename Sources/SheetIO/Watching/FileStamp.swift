#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file that changes when it is saved: its inode
/// (a save by rename gives a new one), size and modification time to the
/// nanosecond, so two saves within one second still differ.
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// The stamp of `path` (links not followed), or `nil` when it is not
    /// there. Device numbers are signed on Darwin, hence the bit-for-bit
    /// conversions.
    static func of(_ path: String) -> (FileStamp, isFolder: Bool)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        let stamp = FileStamp(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: Int64(status.st_size),
            seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
        return (stamp, status.st_mode & S_IFMT == S_IFDIR)
    }

    /// Every relevant file of `scope` with its stamp: the files named, and
    /// the files below each folder, hidden and ignored folders left out.
    static func snapshot(of scope: WatchScope) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for file in scope.files {
            if let (stamp, _) = of(file) { stamps[file] = stamp }
        }
        var pending = scope.folders.map(\.path)
        var visited = Set<String>()
        while let folder = pending.popLast() {
            guard visited.insert(folder).inserted, case .success(let names) = FolderListing.names(in: folder) else {
                continue
            }
            for name in names {
                let path = folder + "/" + name
                guard let (stamp, isFolder) = of(path) else { continue }
                if isFolder {
                    if !scope.skipsFolder(path) { pending.append(path) }
                } else if scope.isRelevant(path) {
                    stamps[path] = stamp
                }
            }
        }
        return stamps
    }
}
