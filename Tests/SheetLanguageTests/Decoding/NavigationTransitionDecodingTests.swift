import SheetDiagnostics
import SheetLanguage
import Testing

/// `navigation.transition`: both words decode; a misspelt one is SS1012 with
/// the nearest word; the key written beside the sheet's keys belongs under
/// `navigation`.
@Suite struct NavigationTransitionDecodingTests {
    @Test func bothWordsDecode() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  first: { type: FirstViewController, navigation: { push: [second], transition: sheet } }
                  second: { type: SecondViewController, navigation: { transition: system } }
                """)
        #expect(outcome.diagnostics.isEmpty)
        let spec = try #require(outcome.spec)
        #expect(spec.sheets[0].settings.navigation?.value.transition?.value == .sheet)
        #expect(spec.sheets[1].settings.navigation?.value.transition?.value == .system)
    }

    @Test func aMisspeltWordGetsTheNearestOne() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  first: { type: FirstViewController, navigation: { push: [], transition: sheeet } }
                """)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownValue.code)
        #expect(diagnostic.message.contains("sheeet"))
        #expect(diagnostic.help?.contains("`sheet`") == true, "\(diagnostic.help ?? "no help")")
        #expect(outcome.spec?.sheets[0].settings.navigation?.value.transition == nil)
    }

    @Test func theKeyOutsideItsBlockBelongsUnderNavigation() throws {
        let outcome = SpecLoading.load(
            text: """
                version: 1
                sheets:
                  first: { type: FirstViewController, transition: sheet }
                """)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.code == DecodingDiagnostics.unknownKey.code)
        #expect(diagnostic.help?.contains("navigation") == true, "\(diagnostic.help ?? "no help")")
    }
}
