#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetIO

/// What a command that reads specs watches: each folder of specs (for
/// `*.sheet.yaml` and `*.sheet.yml`), each spec file named, the
/// configuration file, and any further folders a later stage reads (the
/// templates, for `*.mustache`). Folders whose changes never count (the
/// output of `generate`) are left out, wherever they are.
public enum SpecWatchScope {
    public static func make(
        specPaths: [String], configurationPath: String?, extraFolders: [WatchScope.Folder] = [],
        ignoredFolders: [String] = [], from directory: String = PathText.currentDirectory()
    ) -> WatchScope {
        var folders = extraFolders
        var files = configurationPath.map { [$0] } ?? []
        for path in specPaths {
            if isFolder(path) {
                folders.append(WatchScope.Folder(path: path, endings: SpecFileFinder.specFileEndings))
            } else {
                files.append(path)
            }
        }
        return WatchScope(folders: folders, files: files, ignoredFolders: ignoredFolders, from: directory)
    }

    /// Links are followed: a spec folder given as a link
    /// (`specs -> ../shared/specs`) is watched as a folder, as it is read.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
