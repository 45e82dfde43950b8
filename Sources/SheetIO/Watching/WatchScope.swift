/// What a watch looks at: folders searched recursively for files with
/// given endings, single files, and folders whose changes never count
/// (`generate`'s output), all as absolute, normalized paths.
///
/// Change sources report only the paths this scope finds relevant, so an
/// editor's temporary files (`.x.swp`, `x~`, `4913`, `x___jb_tmp___`), the
/// atomic writer's hidden temporaries and a command's own output never start
/// a run: none of them ends like a spec or a template, and hidden names are
/// skipped as `SpecFileFinder` skips them.
public struct WatchScope: Sendable, Equatable {
    /// A folder watched with everything below it, except hidden folders.
    public struct Folder: Sendable, Equatable {
        public var path: String
        /// The file-name endings that matter (`.sheet.yaml`, `.mustache`).
        public var endings: [String]

        public init(path: String, endings: [String]) {
            self.path = path
            self.endings = endings
        }
    }

    public var folders: [Folder]
    public var files: [String]
    public var ignoredFolders: [String]

    /// Relative paths are read from `directory` (the working directory).
    public init(folders: [Folder], files: [String], ignoredFolders: [String] = [], from directory: String) {
        func absolute(_ path: String) -> String { PathText.absolute(path, from: directory) }
        self.folders = folders.map { Folder(path: absolute($0.path), endings: $0.endings) }
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.files = Set(files.map(absolute)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.ignoredFolders = Set(ignoredFolders.map(absolute)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The folders a change source has to look in: each watched folder, and
    /// the folder of each watched file (editors save by writing a new file and
    /// renaming it over the old one, which only the folder sees).
    public var parentsOfFiles: [String] {
        Set(files.map(PathText.folder(of:))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether a change at `path` (absolute) should start a run. A folder
    /// appearing or vanishing below a watched folder counts: it may hold specs.
    public func isRelevant(_ path: String, isFolder: Bool = false) -> Bool {
        if files.contains(path) { return true }
        guard !isIgnored(path) else { return false }
        let name = PathText.lastComponent(of: path)
        guard !name.hasPrefix(".") else { return false }
        return folders.contains { folder in
            guard PathText.relative(path, to: folder.path) != nil, path != folder.path else { return false }
            return isFolder || folder.endings.contains { name.hasSuffix($0) }
        }
    }

    /// Whether a folder met below a watched folder is left out of the walk.
    public func skipsFolder(_ path: String) -> Bool {
        PathText.lastComponent(of: path).hasPrefix(".") || isIgnored(path)
    }

    private func isIgnored(_ path: String) -> Bool {
        ignoredFolders.contains { PathText.relative(path, to: $0) != nil }
    }
}
