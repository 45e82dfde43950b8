import SheetDiagnostics
import SheetIO
import SheetYAML

/// Reads a spec or configuration through `FileReader` and words a failure as
/// the input diagnostic (`SS0001`, `SS0002`, `SS0004`) the user sees.
public enum SourceFileReader {
    public static func read(path: String, maxBytes: Int) -> Result<SourceFile, Diagnostic> {
        switch FileReader.read(path: path, maxBytes: maxBytes) {
        case .success(let bytes): .success(SourceFile(path: path, bytes: bytes))
        case .failure(let failure): .failure(diagnostic(for: failure, path: path))
        }
    }

    static func diagnostic(for failure: FileReadFailure, path: String) -> Diagnostic {
        switch failure {
        case .notFound:
            InputDiagnostics.pathNotFound.diagnostic(
                "no such file or folder: `\(path)`", at: nil,
                help: "check the path; relative paths start from the folder sheetspec runs in")
        case .folder, .notRegularFile:
            InputDiagnostics.unreadableFile.diagnostic(
                "cannot read `\(path)`: it is \(failure == .folder ? "a folder" : "not a regular file")", at: nil,
                help: "pass spec files, or folders that contain `*.sheet.yaml` files")
        case .tooLarge(let size, let limit):
            InputScreening.tooLarge(path, size: size, limit: limit)
        case .system:
            InputDiagnostics.unreadableFile.diagnostic("cannot read `\(path)`: \(failure.reason)", at: nil)
        }
    }
}
