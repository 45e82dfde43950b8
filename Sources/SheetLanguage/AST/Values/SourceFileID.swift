import Synchronization

/// The file a located value was written in, as a small number.
///
/// Every decoded value carries its file, because `extends` and `defaults:`
/// bring values from several files into one sheet. Held as a `String`, the
/// path cost a reference count on every copy of every value (rules and
/// flattening copy them by the million) and 16 bytes in each; an id costs
/// neither. Paths are interned, so two ids are equal exactly when their
/// paths are, and the table holds each path once for the process.
public struct SourceFileID: Hashable, Sendable {
    private let index: UInt32

    /// The id of `path`, the same for every call with the same path.
    public init(path: String) {
        index = SourceFileID.table.withLock { $0.intern(path) }
    }

    /// No file: for values compared without their places.
    public static let nowhere = SourceFileID(path: "")

    /// The path as given: only diagnostics and messages ask for it.
    public var path: String {
        SourceFileID.table.withLock { $0.paths[Int(index)] }
    }

    private struct Table: ~Copyable {
        var paths: [String] = []
        var indices: [String: UInt32] = [:]

        mutating func intern(_ path: String) -> UInt32 {
            if let index = indices[path] { return index }
            let index = UInt32(paths.count)
            paths.append(path)
            indices[path] = index
            return index
        }
    }

    private static let table = Mutex(Table())
}
