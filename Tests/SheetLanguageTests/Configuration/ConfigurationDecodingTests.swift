import SheetDiagnostics
import SheetLanguage
import Testing

/// `.sheetspec.yml` is read with the spec decoder's machinery: every problem
/// has a position, a code of its own and, where it helps, a did-you-mean fix.
@Suite struct ConfigurationDecodingTests {
    @Test func aFullConfigurationDecodesEveryKey() throws {
        let load = try ConfigurationFixture.load(
            """
            specs: [Specs, More/one.sheet.yaml]
            exclude: Specs/legacy
            rules:
              key-order: off
              SS2905: error
            profiles:
              only: [iphone-se-3]
              add:
                - name: kiosk-ipad
                  displayName: Kiosk iPad
                  idiom: pad
                  source: measured
                  portrait:
                    width: 820
                    height: 1180
                    safeArea: { top: 24, bottom: 20 }
                    keyboard: 320
            """, files: ["Specs/", "More/one.sheet.yaml"])
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
        let configuration = try #require(load.configuration)
        let folder = configuration.folder
        #expect(configuration.specs == [folder + "/Specs", folder + "/More/one.sheet.yaml"])
        #expect(configuration.exclude?.patterns == ["Specs/legacy"])
        let keyOrder = try RuleConfiguration.rule(named: "key-order").get().code
        #expect(configuration.rules == [keyOrder: .off, DiagnosticCode(2905): .error])
        #expect(load.profiles.map(\.name) == ["iphone-se-3", "kiosk-ipad"])
        let kiosk = try #require(load.profiles.last)
        #expect(kiosk.displayName == "Kiosk iPad")
        #expect(kiosk.screens.map(\.safeArea.top) == [24])
        #expect(kiosk.screens.map(\.isCompactHeight) == [false])
    }

    /// `os:` picks the release of the built-in table; `--os` (the command
    /// line) wins over it; a project's own profile keeps its own `os` and
    /// cites its `source` (or the configuration) for every number.
    @Test func osPicksTheReleaseOfTheBuiltInProfiles() throws {
        let load = try ConfigurationFixture.load(
            """
            os: ios-18
            profiles:
              add:
                - { name: kiosk, idiom: pad, os: iPadOS 18.2, portrait: { width: 820, height: 1180, keyboard: 320 } }
                - { name: wall, idiom: pad, source: measured 2026-11, portrait: { width: 820, height: 1180, keyboard: 320 } }
            """)
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
        #expect(load.configuration?.os == .iOS18)
        #expect(load.os(commandLine: nil) == .iOS18)
        #expect(load.os(commandLine: .iOS26) == .iOS26)
        #expect(load.profiles.prefix(6).map(\.os) == Array(repeating: "iOS 17–18", count: 6))
        #expect(load.profiles.first { $0.name == "iphone-16" }?.screens.first?.container.availableHeight == 749)
        #expect(load.profiles(os: .iOS26).first { $0.name == "iphone-16" }?.screens.first?.container.availableHeight == 759)
        let kiosk = try #require(load.profiles.first { $0.name == "kiosk" })
        #expect(kiosk.os == "iPadOS 18.2")
        let screen = try #require(kiosk.screens.first)
        #expect(screen.sources.count == ProfileValue.allCases.count)
        #expect(
            screen.sources.values.allSatisfy { $0.citation == "the project's configuration (.sheetspec.yml)" && !$0.approximate })
        let wall = try #require(load.profiles.first { $0.name == "wall" })
        #expect(wall.os == DeviceProfile.unstatedOS)
        #expect(wall.screens.first?.sources[.topGap]?.citation == "measured 2026-11")
    }

    @Test func anUnknownOSIsAnErrorWithDidYouMean() throws {
        let load = try ConfigurationFixture.load("os: ios-17\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownValue.code)
        #expect(diagnostic.message.contains("`ios-17`"))
        #expect(diagnostic.help == "did you mean `ios-18`?")
        #expect(load.hasErrors)
    }

    @Test func anEmptyFileIsAConfigurationWithNoSettings() throws {
        let load = try ConfigurationFixture.load("# nothing yet\n")
        #expect(load.diagnostics.isEmpty)
        let configuration = try #require(load.configuration)
        #expect(load.specPaths(commandLine: []) == [configuration.folder])
        #expect(load.profiles == BuiltInProfiles.all)
    }

    @Test func unknownKeyHasPositionDidYouMeanAndFix() throws {
        let load = try ConfigurationFixture.load("specs: [.]\nexlcude: [a]\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownKey.code)
        #expect(diagnostic.message == "unknown key `exlcude` in the configuration")
        #expect(diagnostic.span?.range.start.line == 2)
        #expect(diagnostic.span?.range.start.column == 1)
        #expect(diagnostic.help == "did you mean `exclude`?")
        #expect(diagnostic.fixes.first?.replacement == "exclude")
        #expect(load.hasErrors)
    }

    @Test func otherToolsKeysPointAtSheetspecs() throws {
        let load = try ConfigurationFixture.load("included: [a]\nexcluded: [b]\n")
        #expect(load.diagnostics.map(\.help) == ["did you mean `specs`?", "did you mean `exclude`?"])
    }

    @Test(arguments: [
        ("specs: { a: b }", ConfigurationDiagnostics.typeMismatch.code),
        ("rules: [a]", ConfigurationDiagnostics.typeMismatch.code),
        ("specs:", ConfigurationDiagnostics.emptyValue.code),
        ("specs: []", ConfigurationDiagnostics.emptyValue.code),
        ("rules: { key-order: loud }", ConfigurationDiagnostics.unknownValue.code),
    ])
    func valueProblemsHaveConfigurationCodes(line: String, code: DiagnosticCode) throws {
        let load = try ConfigurationFixture.load(line + "\n")
        #expect(load.diagnostics.map(\.code) == [code], "\(load.diagnostics.map(\.message))")
        #expect(load.diagnostics.first?.span?.range.start.line == 1)
    }

    @Test func unknownValueSuggestsTheNearestWord() throws {
        let load = try ConfigurationFixture.load("rules: { key-order: eror }\n")
        #expect(load.diagnostics.first?.help == "did you mean `error`?")
    }

    @Test func unknownRuleSuggestsTheNearestRule() throws {
        let load = try ConfigurationFixture.load("rules:\n  key-ordr: off\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownRule.code)
        #expect(diagnostic.message == "no rule is called `key-ordr`")
        #expect(diagnostic.fixes.first?.replacement == "key-order")
        #expect(diagnostic.span?.range.start.line == 2)
    }

    @Test func decodingProblemsCannotBeTuned() throws {
        let load = try ConfigurationFixture.load("rules:\n  SS1003: off\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownRule.code)
        #expect(diagnostic.message == "`SS1003` cannot be turned off or changed")
    }

    @Test func unknownBuiltInProfileSuggestsTheNearest() throws {
        let load = try ConfigurationFixture.load("profiles:\n  only: [iphone-16x]\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.unknownProfile.code)
        #expect(diagnostic.fixes.first?.replacement == "iphone-16")
    }

    @Test(arguments: [
        "name: Kiosk, idiom: pad, portrait: { width: 800, height: 1000, keyboard: 300 }",
        "name: kiosk, idiom: pad, portrait: { width: 1000, height: 800, keyboard: 300 }",
        "name: kiosk, idiom: pad, portrait: { width: 800, height: 1000, keyboard: 1000 }",
        "name: kiosk, idiom: pad, portrait: { width: 0, height: 1000, keyboard: 300 }",
        "name: kiosk, idiom: pad, portrait: { width: 800, height: 1000, keyboard: 3, safeArea: { top: 600, bottom: 400 } }",
    ])
    func impossibleProfilesAreInvalid(profile: String) throws {
        let load = try ConfigurationFixture.load("profiles:\n  add:\n    - { \(profile) }\n")
        #expect(load.diagnostics.map(\.code) == [ConfigurationDiagnostics.invalidProfile.code], "\(load.diagnostics.map(\.message))")
    }

    @Test func profilesNeedANameAnIdiomAndAScreen() throws {
        let load = try ConfigurationFixture.load("profiles:\n  add:\n    - { displayName: Kiosk }\n")
        #expect(load.diagnostics.map(\.code) == Array(repeating: ConfigurationDiagnostics.missingKey.code, count: 3))
    }

    @Test func aProfileAddedTwiceIsInvalid() throws {
        let screen = "portrait: { width: 800, height: 1000, keyboard: 300 }"
        let load = try ConfigurationFixture.load(
            "profiles:\n  add:\n    - { name: kiosk, idiom: pad, \(screen) }\n    - { name: kiosk, idiom: pad, \(screen) }\n")
        let diagnostic = try #require(load.diagnostics.first)
        #expect(diagnostic.code == ConfigurationDiagnostics.invalidProfile.code)
        #expect(diagnostic.secondary.first?.span.range.start.line == 3)
    }

    @Test func anAddedProfileReplacesTheBuiltInOfItsName() throws {
        let load = try ConfigurationFixture.load(
            "profiles:\n  add:\n    - { name: iphone-16, idiom: phone, portrait: { width: 393, height: 852, keyboard: 300 } }\n")
        #expect(load.profiles.map(\.name) == BuiltInProfiles.all.map(\.name))
        #expect(load.profiles.first { $0.name == "iphone-16" }?.screens.first?.keyboardHeight == 300)
    }

    @Test(arguments: ["specs: ../elsewhere", "specs: /etc", "exclude: [a/../../b]"])
    func pathsMayNotLeaveTheProject(line: String) throws {
        let load = try ConfigurationFixture.load(line + "\n")
        #expect(load.diagnostics.map(\.code) == [ConfigurationDiagnostics.pathOutsideProject.code])
    }

    @Test func specsMustExistButExcludedPathsNeedNot() throws {
        let load = try ConfigurationFixture.load("specs: Missing\nexclude: NotThere\n")
        #expect(load.diagnostics.map(\.code) == [ConfigurationDiagnostics.pathNotFound.code])
        #expect(load.diagnostics.map(\.span?.range.start.line) == [1])
    }

    @Test func yamlProblemsUseTheYAMLCodes() throws {
        let load = try ConfigurationFixture.load("specs: [a\n")
        #expect(load.configuration == nil)
        #expect(load.diagnostics.first?.code.description.hasPrefix("SS00") == true)
    }

    @Test func commandLineRulesWinOverTheConfiguration() throws {
        let load = try ConfigurationFixture.load("rules: { key-order: off, SS2905: error }\n")
        let keyOrder = try RuleConfiguration.rule(named: "key-order").get().code
        let merged = load.rules(commandLine: RuleConfiguration(overrides: [keyOrder: .error]))
        #expect(merged.overrides == [keyOrder: .error, DiagnosticCode(2905): .error])
    }

    @Test func everyConfigurationCodeIsInTheCatalog() {
        for descriptor in ConfigurationDiagnostics.all {
            #expect(DescriptorCatalog.language.byCode[descriptor.code] == descriptor)
        }
    }
}
