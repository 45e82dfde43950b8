/// The `exclude:` list of a project: paths and globs, relative to the
/// project folder, that the search for spec files skips.
///
/// A pattern matches a path relative to the project folder component by
/// component: `*` matches within one component, `?` one character, `**` any
/// number of whole components. A pattern that matches a folder excludes
/// everything under it, so `Specs/legacy` and `**/drafts` skip those folders
/// without a trailing `/**`.
public struct PathExclusion: Sendable, Equatable {
    /// The absolute folder the patterns are relative to.
    public var base: String
    public var patterns: [String]
    /// The absolute folder relative paths given to `excludes` are read from.
    public var workingDirectory: String

    public init(base: String, patterns: [String], workingDirectory: String = PathText.currentDirectory()) {
        self.workingDirectory = workingDirectory
        self.base = PathText.absolute(base, from: workingDirectory)
        self.patterns = patterns
    }

    /// Whether `path` (relative to the working directory, or absolute) or
    /// a folder above it inside the project matches a pattern.
    public func excludes(_ path: String) -> Bool {
        guard let relative = PathText.relative(PathText.absolute(path, from: workingDirectory), to: base) else {
            return false
        }
        let components = relative.split(separator: "/").map(String.init)
        return patterns.contains { pattern in
            let parts = PathText.normalized(pattern).split(separator: "/").map(String.init)
            return (1...max(1, components.count)).contains { count in
                Self.match(parts[...], Array(components.prefix(count))[...])
            }
        }
    }

    /// Whether the pattern's components match the path's, `**` spanning any number.
    static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one path component, compared on bytes.
    static func matchComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            let rest = pattern.dropFirst()
            return (name.startIndex...name.endIndex).contains { matchComponent(rest, name[$0...]) }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
