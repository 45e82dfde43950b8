import Foundation
import SheetDiagnostics
import SheetLanguage
import SheetYAML
import TestSupport
import Testing

/// Read failures become the input diagnostics users see.
@Suite struct SourceFileReaderTests {
    @Test func anOversizedFileGetsFileTooLargeAtItsFirstLine() throws {
        let path = try ScratchFolder.sparseFile("source-reader", named: "huge.sheet.yaml", size: 40 << 20)
        guard case .failure(let diagnostic) = SourceFileReader.read(path: path, maxBytes: YAMLLimits.default.maxFileBytes) else {
            Issue.record("an oversized file was read")
            return
        }
        #expect(diagnostic.code == InputDiagnostics.fileTooLarge.code)
        #expect(diagnostic.message == "file is 40 MiB, over the limit of 32 MiB")
        #expect(diagnostic.span?.path == path)
    }

    @Test func missingFilesAndFoldersGetTheirOwnWords() throws {
        let folder = try ScratchFolder.make("source-reader")
        let missing = folder.appendingPathComponent("nope.sheet.yaml").path
        guard case .failure(let notFound) = SourceFileReader.read(path: missing, maxBytes: 100) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(notFound.code == InputDiagnostics.pathNotFound.code)
        #expect(notFound.message == "no such file or folder: `\(missing)`")
        guard case .failure(let isFolder) = SourceFileReader.read(path: folder.path, maxBytes: 100) else {
            Issue.record("a folder was read")
            return
        }
        #expect(isFolder.code == InputDiagnostics.unreadableFile.code)
        #expect(isFolder.message == "cannot read `\(folder.path)`: it is a folder")
    }
}
