#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetIO
import SheetYAML

/// Expands the paths a user gives into the spec files to read.
///
/// Files named explicitly are taken whatever their name; folders are searched
/// recursively for `*.sheet.yaml` and `*.sheet.yml`, skipping hidden folders
/// (`.git`, `.build`) and never following symbolic links to folders, so a
/// link cycle cannot trap the walk. Files and folders met in the walk that
/// the project's `exclude:` matches are skipped; files named explicitly are
/// read even when it matches them, as SwiftLint does, and so are folders named
/// explicitly that it covers. The result is sorted by path and free of
/// repeats, so output never depends on the file system's listing order.
public enum SpecFileFinder {
    public struct Result: Sendable {
        public var files: [String]
        public var diagnostics: [Diagnostic]
    }

    /// How a spec file's name ends; what `find` collects in a folder and a
    /// watch looks for.
    public static let specFileEndings = [".sheet.yaml", ".sheet.yml"]

    public static func isSpecFileName(_ name: String) -> Bool {
        specFileEndings.contains { name.hasSuffix($0) }
    }

    public static func find(_ paths: [String], excluding exclusion: PathExclusion? = nil) -> Result {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                diagnostics.append(SourceFileReader.diagnostic(for: FileReadFailure(errno: errno), path: path))
                continue
            }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                files.append(path)
                continue
            }
            if isSpecFileName(path.hasSuffix("/") ? String(path.dropLast()) : path) {
                diagnostics.append(
                    InputDiagnostics.unreadableFile.diagnostic(
                        "cannot read `\(path)`: it is a folder, not a spec file", at: nil,
                        help: "pass the spec files inside it, or rename the folder"))
                continue
            }
            // A folder named on purpose is searched even when `exclude:` covers it.
            let skipping = exclusion.flatMap { $0.excludes(path) ? nil : $0 }
            let found = walk(folder: path, excluding: skipping, diagnostics: &diagnostics)
            if found.isEmpty {
                diagnostics.append(
                    InputDiagnostics.noSpecFiles.diagnostic(
                        "no `*.sheet.yaml` or `*.sheet.yml` files in `\(path)`", at: nil,
                        help: "name spec files `<name>.sheet.yaml`, or pass the files themselves"))
            }
            files += found
        }
        var seen = Set<String>()
        let unique = files.filter { seen.insert(normalized($0)).inserted }
        return Result(files: unique.sorted(by: pathOrder), diagnostics: diagnostics)
    }

    /// SS0001 for a spec named on its own (`generate --only`) that the search
    /// over `paths` does not find.
    public static func notFound(_ spec: String, among paths: [String]) -> Diagnostic {
        InputDiagnostics.pathNotFound.diagnostic(
            "`\(spec)` is not one of the specs found in " + paths.map { "`\($0)`" }.joined(separator: ", "),
            at: nil, help: "name a spec file inside the paths given, as they name it")
    }

    /// Byte order of the UTF-8 paths: the same on every machine and locale.
    /// Compares contiguous bytes with `memcmp`; sorting ten thousand paths
    /// byte by byte through the generic collection API costs milliseconds.
    public static func pathOrder(_ lhs: String, _ rhs: String) -> Bool {
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        if let fast, let result = fast { return result }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func normalized(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private static func walk(
        folder root: String, excluding exclusion: PathExclusion?, diagnostics: inout [Diagnostic]
    ) -> [String] {
        var found: [String] = []
        var folders = [root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root]
        while let folder = folders.popLast() {
            let names: [String]
            switch FolderListing.names(in: folder) {
            case .success(let listed): names = listed
            case .failure(let error):
                diagnostics.append(SourceFileReader.diagnostic(for: FileReadFailure(errno: error.code), path: folder))
                continue
            }
            for name in names {
                if name.hasPrefix(".") { continue }
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if let exclusion, type == S_IFDIR || isSpecFileName(name), exclusion.excludes(path) { continue }
                if type == S_IFDIR {
                    folders.append(path)
                } else if isSpecFileName(name), type == S_IFREG || type == S_IFLNK {
                    found.append(path)
                }
            }
        }
        return found
    }
}
