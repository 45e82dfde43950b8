import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

/// Every invalid spec under `Fixtures/decoding/` with its diagnostics pinned
/// in a `.golden` file beside it. Update with
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SheetLanguageTests`.
@Suite struct DecodingGoldenTests {
    static let fixtures = RepositoryPaths.files(in: RepositoryPaths.decodingFixtures, endingWith: ".yaml")

    @Test func fixturesAreFound() {
        #expect(Self.fixtures.count >= DecodingDiagnostics.all.count)
    }

    @Test(arguments: fixtures)
    func diagnosticsMatchGolden(fixture: String) throws {
        let url = RepositoryPaths.decodingFixtures.appendingPathComponent(fixture)
        let outcome = try SpecLoading.load(url)
        #expect(!outcome.diagnostics.isEmpty, "an invalid-spec fixture must produce diagnostics")
        let golden = url.deletingPathExtension().appendingPathExtension("golden")
        GoldenFile.check(DiagnosticTranscript.render(outcome.diagnostics), against: golden)
    }

    /// The corpus holds at least one example of every decoding code, and
    /// each fixture is named after the code it is about and produces it.
    @Test func everyDecodingCodeHasAFixture() throws {
        var seen: Set<DiagnosticCode> = []
        for fixture in Self.fixtures {
            let outcome = try SpecLoading.load(RepositoryPaths.decodingFixtures.appendingPathComponent(fixture))
            seen.formUnion(outcome.diagnostics.map(\.code))
        }
        for descriptor in DecodingDiagnostics.all {
            #expect(seen.contains(descriptor.code), "no fixture produces \(descriptor.code) \(descriptor.name)")
            let named = Self.fixtures.contains { $0.hasPrefix(descriptor.name) }
            #expect(named, "no fixture is named after \(descriptor.name)")
        }
    }

    @Test func everyGoldenHasItsFixture() {
        let goldens = RepositoryPaths.files(in: RepositoryPaths.decodingFixtures, endingWith: ".golden")
        let orphans = goldens.filter { !Self.fixtures.contains($0.replacingOccurrences(of: ".golden", with: ".yaml")) }
        #expect(orphans.isEmpty, "golden files without a fixture: \(orphans)")
    }
}
