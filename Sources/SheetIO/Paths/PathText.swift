#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths as text: joined and tidied lexically, without asking the file
/// system, so results are predictable and work for paths that do not exist
/// yet (an output folder).
public enum PathText {
    /// `a/./b/../c` → `a/c`; `./x` → `x`; `` → `.`. A leading `..` is kept
    /// (`../x`), and `..` at the root of an absolute path is dropped.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` read from `folder`: unchanged when absolute, else the two joined
    /// and normalized (`joined("..", "Specs")` is `../Specs`).
    public static func joined(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        return normalized(folder + "/" + path)
    }

    /// The folder part of a path: `a/b/c.yml` → `a/b`, `c.yml` → `.`.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path: `a/b/c.yml` → `c.yml`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The working directory, absolute; `/` when it cannot be read.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` as an absolute, normalized path, relative ones read from `directory`.
    public static func absolute(_ path: String, from directory: String) -> String {
        joined(directory, path)
    }

    /// `path` below `base` as a relative path (`Specs/a.sheet.yaml`), `.`
    /// for `base` itself, or `nil` when it is not inside `base`. Both absolute.
    public static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
