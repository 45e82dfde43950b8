#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SheetDiagnostics
import SheetIO

/// Reads the `*.mustache` files of a user's templates folder (not its
/// subfolders), in name order.
enum TemplateFolder {
    static func read(_ folder: String) -> Result<[SourceFile], Diagnostic> {
        let names: [String]
        switch FolderListing.names(in: folder) {
        case .success(let listed): names = listed.filter { $0.hasSuffix(".mustache") && !$0.hasPrefix(".") }
        case .failure(let error):
            return .failure(
                TemplateDiagnostics.unreadableTemplate.diagnostic(
                    "cannot read the templates folder `\(folder)`: \(error.reason)", at: nil,
                    help: "check the `--templates` path"))
        }
        var files: [SourceFile] = []
        for name in names.sorted() {
            let path = folder + "/" + name
            do throws(FileSystemFailure) {
                guard let bytes = try FileReader.readIfPresent(path) else { continue }
                files.append(SourceFile(path: path, bytes: bytes))
            } catch {
                return .failure(
                    TemplateDiagnostics.unreadableTemplate.diagnostic("cannot read template `\(path)`: \(error.reason)", at: nil))
            }
        }
        return .success(files)
    }

}
