#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetSpec

/// Reads the `*.mustache` files of a user's templates folder (not its
/// subfolders), in name order.
enum TemplateFolder {
    static func read(_ folder: String) -> Result<[SourceFile], Diagnostic> {
        guard let stream = opendir(folder) else {
            return .failure(
                TemplateDiagnostics.unreadableTemplate.diagnostic(
                    "cannot read the templates folder `\(folder)`: \(String(cString: strerror(errno)))", at: nil,
                    help: "check the `--templates` path"))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name.hasSuffix(".mustache"), !name.hasPrefix(".") { names.append(name) }
        }
        var files: [SourceFile] = []
        for name in names.sorted() {
            let path = folder + "/" + name
            do throws(FileSystemAccess.Failure) {
                guard let bytes = try FileSystemAccess.readIfPresent(path) else { continue }
                files.append(SourceFile(path: path, bytes: bytes))
            } catch {
                return .failure(
                    TemplateDiagnostics.unreadableTemplate.diagnostic("cannot read template `\(path)`: \(error.reason)", at: nil))
            }
        }
        return .success(files)
    }

    static func fileName(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }
}
