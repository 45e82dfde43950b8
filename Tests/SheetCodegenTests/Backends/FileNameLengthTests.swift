import SheetCodegen
import SheetLanguage
import Testing

/// `IdentifierLimit` is what the language lets a name be so that every file
/// a backend names after it fits a file system; these tests fail when a
/// backend's suffix outgrows it.
@Suite struct FileNameLengthTests {
    static let longestName = String(repeating: "A", count: IdentifierLimit.maximumBytes)

    @Test func everyFileOfTheLongestNameFits() {
        for backend in Backend.all {
            let names = [backend.generatedFileName(for: Self.longestName), backend.stubFileName(for: Self.longestName)]
            for name in names {
                #expect(name.utf8.count <= IdentifierLimit.fileNameBytes, "\(backend.id): \(name.utf8.count) bytes")
            }
        }
    }

    @Test func theLimitIsNoTighterThanTheLongestSuffixNeeds() {
        let longest = Backend.all.map { $0.generatedFileName(for: Self.longestName).utf8.count }.max() ?? 0
        #expect(longest == IdentifierLimit.fileNameBytes)
    }
}
