import SheetDiagnostics
import SheetLanguage
import Testing

/// A later stage's keys of `.sheetspec.yml` come as a `ConfigurationSection`:
/// the language reads the file once, hands each of the section's keys to it,
/// and reports a key no stage has with a did-you-mean over every stage's keys.
@Suite struct ConfigurationSectionTests {
    /// A stage of the tests' own, with two keys and another tool's name for one.
    struct ProbeSection: ConfigurationSection, Equatable {
        enum Key: FieldKey {
            case probeFolder, probeWords

            var spelling: StaticString {
                switch self {
                case .probeFolder: "probeFolder"
                case .probeWords: "probeWords"
                }
            }

            var valueSchema: SchemaNode { SchemaNode.string(minLength: 1) }
        }

        var folder: String?
        var words: [String]?

        static let table = FieldTable<Key>(
            owner: "the configuration", elsewhere: [("probe_dir", .renamed("probeFolder"))])

        mutating func decode(_ key: Key, _ field: FieldValue, folder base: String, context: inout DecodingContext) {
            switch key {
            case .probeFolder: folder = context.path(field, mustExist: false).map { base + "/" + $0 }
            case .probeWords: words = context.names(field, expected: "a word or a list of words")
            }
        }
    }

    static let probe = ConfigurationSections(types: [ProbeSection.self])

    @Test func aSectionDecodesItsKeysBesideTheLanguages() throws {
        let load = try ConfigurationFixture.load(
            "specs: [.]\nprobeFolder: Out\nprobeWords: [a, b]\n", sections: Self.probe)
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
        let configuration = try #require(load.configuration)
        let section = try #require(configuration.sections.section(ProbeSection.self))
        #expect(section.folder == configuration.folder + "/Out")
        #expect(section.words == ["a", "b"])
        #expect(configuration.specs == [configuration.folder])
    }

    @Test func aFileWithoutTheSectionsKeysGivesAnEmptySection() throws {
        let load = try ConfigurationFixture.load("specs: [.]\n", sections: Self.probe)
        #expect(load.configuration?.sections.section(ProbeSection.self) == nil)
    }

    @Test func aSectionsKeyIsUnknownToARunThatDoesNotReadIt() throws {
        let load = try ConfigurationFixture.load("probeFolder: Out\n")
        #expect(load.diagnostics.map(\.code) == [ConfigurationDiagnostics.unknownKey.code])
        #expect(load.diagnostics.first?.notes.first?.contains("`specs`, `exclude`, `rules`, `os`, `profiles`") == true)
    }

    @Test func unknownKeysAreMatchedAgainstEveryStagesKeys() throws {
        let load = try ConfigurationFixture.load("probeFolderr: Out\nprobe_dir: Out\nspecz: [.]\n", sections: Self.probe)
        #expect(load.diagnostics.map(\.help) == [
            "did you mean `probeFolder`?", "did you mean `probeFolder`?", "did you mean `specs`?",
        ])
        #expect(load.diagnostics.map(\.span?.range.start.line) == [1, 2, 3])
    }

    @Test func aSectionsValueProblemsHaveConfigurationCodesAndPositions() throws {
        let load = try ConfigurationFixture.load("specs: [.]\nprobeWords: []\nprobeFolder: /abs\n", sections: Self.probe)
        #expect(load.diagnostics.map(\.code) == [
            ConfigurationDiagnostics.emptyValue.code, ConfigurationDiagnostics.pathOutsideProject.code,
        ])
        #expect(load.diagnostics.map(\.span?.range.start.line) == [2, 3])
    }
}
