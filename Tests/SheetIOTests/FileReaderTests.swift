import Foundation
import SheetIO
import TestSupport
import Testing

@Suite struct FileReaderTests {
    @Test func readsAWholeFileAndNothingMore() throws {
        let folder = try ScratchFolder.make("reader")
        let path = folder.appendingPathComponent("a.sheet.yaml").path
        let text = String(repeating: "key: value\n", count: 10_000)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try FileReader.read(path: path, maxBytes: 1 << 20).get() == Array(text.utf8))
        #expect(try FileReader.readIfPresent(path) == Array(text.utf8))
    }

    @Test func anEmptyFileIsEmpty() throws {
        let path = try ScratchFolder.make("reader").appendingPathComponent("empty").path
        try "".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try FileReader.read(path: path, maxBytes: 10).get() == [])
    }

    /// A sparse 40 MiB file: `fstat` reports the size, and nothing is read.
    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let path = try ScratchFolder.sparseFile("reader", named: "huge.sheet.yaml", size: 40 << 20)
        #expect(FileReader.read(path: path, maxBytes: 32 << 20) == .failure(.tooLarge(size: 40 << 20, limit: 32 << 20)))
        // Exactly at the limit is allowed.
        #expect(try FileReader.read(path: path, maxBytes: 40 << 20).get().count == 40 << 20)
    }

    @Test func missingFoldersAndSpecialFilesAreNamed() throws {
        let folder = try ScratchFolder.make("reader")
        #expect(FileReader.read(path: folder.appendingPathComponent("nope").path, maxBytes: 10) == .failure(.notFound))
        #expect(FileReader.read(path: folder.path, maxBytes: 10) == .failure(.folder))
        #expect(FileReader.read(path: "/dev/null", maxBytes: 10) == .failure(.notRegularFile))
        #expect(try FileReader.readIfPresent(folder.appendingPathComponent("nope").path) == nil)
    }

    /// Generated output is never read through a link: a link planted in the
    /// output folder cannot make the writer compare against another file.
    @Test func readIfPresentRefusesSymbolicLinks() throws {
        let folder = try ScratchFolder.make("reader")
        let target = folder.appendingPathComponent("target")
        try "secret".write(to: target, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target.path)
        #expect(throws: FileSystemFailure.self) { try FileReader.readIfPresent(link) }
        do {
            _ = try FileReader.readIfPresent(link)
        } catch {
            #expect(error.isLinkRefused)
        }
    }
}

@Suite struct PathTextTests {
    @Test func foldersAndLastComponents() {
        #expect(PathText.folder(of: "a/b/c.yml") == "a/b")
        #expect(PathText.folder(of: "c.yml") == ".")
        #expect(PathText.folder(of: "/c.yml") == "/")
        #expect(PathText.lastComponent(of: "a/b/c.yml") == "c.yml")
        #expect(PathText.lastComponent(of: "c.yml") == "c.yml")
        #expect(PathText.lastComponent(of: "a/") == "")
    }

    @Test func normalizedAndJoined() {
        #expect(PathText.normalized("a/./b/../c") == "a/c")
        #expect(PathText.normalized("./x") == "x")
        #expect(PathText.normalized("") == ".")
        #expect(PathText.normalized("../x") == "../x")
        #expect(PathText.normalized("/../x") == "/x")
        #expect(PathText.joined("..", "Specs") == "../Specs")
        #expect(PathText.joined("a", "/abs") == "/abs")
        #expect(PathText.relative("/p/Specs/a.yaml", to: "/p") == "Specs/a.yaml")
        #expect(PathText.relative("/q/a.yaml", to: "/p") == nil)
    }
}
