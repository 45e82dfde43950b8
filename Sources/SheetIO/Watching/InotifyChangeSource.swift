#if canImport(Glibc)
    import Glibc

    /// Linux's file events: one inotify watch on every folder in the scope
    /// (folders, not files, since editors save by renaming a new file over
    /// the old one), added again for folders that appear later. Only the
    /// kernel's events are read; nothing is stat'ed while the watch is idle.
    public final class InotifyChangeSource: ChangeSource {
        private let scope: WatchScope
        private let descriptor: Int32
        /// The folder each watch descriptor stands for.
        private var folders: [Int32: String] = [:]

        private static let events = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        /// `nil` when inotify cannot be used: no descriptor, or a folder of
        /// the scope that cannot be watched (missing, or the per-user watch
        /// limit reached); the caller then polls.
        public init?(scope: WatchScope) {
            self.scope = scope
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            for folder in scope.parentsOfFiles where !watch(folder) {
                close(descriptor)
                return nil
            }
            for folder in scope.folders where !watchTree(folder.path) {
                close(descriptor)
                return nil
            }
        }

        deinit { close(descriptor) }

        public var mechanism: String { "inotify" }

        public func changes(waitingAtMost milliseconds: Int) -> [String] {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(clamping: milliseconds)) > 0 else { return [] }
            var changed = Set<String>()
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                changed.formUnion(paths(in: buffer[..<count]))
            }
            return changed.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }

        /// The relevant paths named by the events in `bytes`; watches new folders on the way.
        private func paths(in bytes: ArraySlice<UInt8>) -> [String] {
            var found: [String] = []
            var offset = bytes.startIndex
            // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len].
            while offset + 16 <= bytes.endIndex {
                func word(_ at: Int) -> UInt32 {
                    (0..<4).reduce(0) { $0 | UInt32(bytes[offset + at + $1]) << (8 * UInt32($1)) }
                }
                let watchDescriptor = Int32(bitPattern: word(0))
                let mask = word(4)
                let nameLength = Int(word(12))
                let nameBytes = bytes[(offset + 16)..<min(bytes.endIndex, offset + 16 + nameLength)]
                offset += 16 + nameLength
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: say that everything may have changed.
                    found += scope.folders.map(\.path) + scope.files
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[watchDescriptor] = nil
                    continue
                }
                guard let folder = folders[watchDescriptor] else { continue }
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                let path = name.isEmpty ? folder : folder + "/" + name
                let isFolder = mask & UInt32(IN_ISDIR) != 0 || name.isEmpty
                if isFolder, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, isBelowWatchedFolder(path) {
                    _ = watchTree(path)
                }
                if scope.isRelevant(path, isFolder: isFolder) { found.append(path) }
            }
            return found
        }

        private func isBelowWatchedFolder(_ path: String) -> Bool {
            !scope.skipsFolder(path) && scope.folders.contains { PathText.relative(path, to: $0.path) != nil }
        }

        private func watch(_ folder: String) -> Bool {
            let watchDescriptor = inotify_add_watch(descriptor, folder, Self.events)
            guard watchDescriptor >= 0 else { return false }
            folders[watchDescriptor] = folder
            return true
        }

        /// Watches `root` and every folder below it but hidden and ignored
        /// ones; links to folders are not followed (`lstat`), so a cycle
        /// cannot trap the walk. False when `root` itself cannot be watched.
        private func watchTree(_ root: String) -> Bool {
            guard watch(root) else { return false }
            var pending = [root]
            while let folder = pending.popLast() {
                guard case .success(let names) = FolderListing.names(in: folder) else { continue }
                for name in names {
                    let path = folder + "/" + name
                    guard FileSystem.isDirectory(path), !scope.skipsFolder(path), watch(path) else { continue }
                    pending.append(path)
                }
            }
            return true
        }
    }
#endif
