import SheetDiagnostics
import Testing

@testable import SheetLanguage

@Suite struct IdentityRuleTests {
    @Test func duplicateSheetIDPointsAtBothFiles() throws {
        let outcome = RuleRun.run([
            ("a.sheet.yaml", "version: 1\nsheets:\n  checkout: { type: A }\n"),
            ("b.sheet.yaml", "version: 1\nsheets:\n  other: { type: B }\n  checkout: { type: C }\n"),
        ])
        let found = try #require(outcome.rules(DuplicateSheetIDRule.descriptor.code).first)
        #expect(found.span?.path == "b.sheet.yaml")
        #expect(found.position == "4:3")
        #expect(found.message == "sheet id `checkout` is declared in two files")
        #expect(found.secondary.first?.span.path == "a.sheet.yaml")
        #expect(found.secondary.first?.message == "first declared here")
    }

    @Test func duplicateSheetIDLooksAtFilesWithDecodingErrors() {
        let outcome = RuleRun.run([
            ("a.sheet.yaml", "version: 1\nsheets:\n  checkout: { type: A, grabber: sometimes }\n"),
            ("b.sheet.yaml", "version: 1\nsheets:\n  checkout: { type: C }\n"),
        ])
        #expect(outcome.rules(DuplicateSheetIDRule.descriptor.code).count == 1)
    }

    @Test func typeNameGrammar() {
        #expect(SwiftTypeName.isWellFormed("CheckoutViewController"))
        #expect(SwiftTypeName.isWellFormed("Checkout.SheetViewController"))
        #expect(SwiftTypeName.isWellFormed("_Private"))
        for bad in ["", ".A", "A.", "A..B", "A B", "1A", "A<B>", "`A`", "Ä", "A-B"] {
            #expect(!SwiftTypeName.isWellFormed(bad), "\(bad)")
        }
        #expect(SwiftTypeName.repaired("checkout sheet") == "CheckoutSheet")
        #expect(SwiftTypeName.repaired("!!!") == nil)
    }

    @Test func reservedWordsIncludeKeywordsAndContextualTypeWords() {
        for word in ["class", "struct", "protocol", "init", "self", "Self", "Any", "Type", "Protocol", "some", "any", "_", "inout", "where"] {
            #expect(SwiftTypeName.reservedWords.contains(word), "\(word)")
        }
        for word in ["get", "set", "open", "lazy", "actor", "ClassViewController"] where word != "open" {
            #expect(!SwiftTypeName.reservedWords.contains(word), "\(word) can name a type")
        }
        #expect(SwiftTypeName.reservedComponent(of: "Outer.Type")?.word == "Type")
        #expect(SwiftTypeName.reservedComponent(of: "TypeViewController") == nil)
    }

    @Test func keywordsInsideLongerNamesAreFine() {
        let outcome = RuleRun.run("version: 1\nsheets:\n  a: { type: ProtocolViewController }\n  b: { type: Self.ViewController }\n")
        let found = outcome.rules(ReservedTypeNameRule.descriptor.code)
        #expect(found.map(\.position) == ["4:14"])
        #expect(found.first?.message == "`Self.ViewController` contains the Swift keyword `Self`")
    }

    @Test func duplicateTypeNamesAcrossFiles() throws {
        let outcome = RuleRun.run([
            ("a.sheet.yaml", "version: 1\nsheets:\n  checkout: { type: CheckoutViewController }\n"),
            ("b.sheet.yaml", "version: 1\nsheets:\n  legacy: { type: CheckoutViewController }\n"),
        ])
        let found = try #require(outcome.rules(DuplicateTypeNameRule.descriptor.code).first)
        #expect(found.span?.path == "b.sheet.yaml")
        #expect(found.message == "sheets `checkout` and `legacy` have the same type `CheckoutViewController`")
    }

    /// Small files compare names pairwise, large ones hash them: both report
    /// each repeat against the type's first sheet, in order.
    @Test(arguments: [0, 30])
    func duplicateTypeNamePointsAtTheFirstSheetWhateverTheFileSize(fillers: Int) {
        var text = "version: 1\nsheets:\n  first: { type: SharedViewController }\n"
        for index in 0..<fillers { text += "  filler\(index): { type: Filler\(index)ViewController }\n" }
        text += "  second: { type: SharedViewController }\n  third: { type: SharedViewController }\n"
        let outcome = RuleRun.run([("a.sheet.yaml", text)])
        let found = outcome.rules(DuplicateTypeNameRule.descriptor.code)
        #expect(found.map(\.message) == [
            "sheets `first` and `second` have the same type `SharedViewController`",
            "sheets `first` and `third` have the same type `SharedViewController`",
        ])
        #expect(found.map(\.position) == ["\(fillers + 4):19", "\(fillers + 5):18"])
    }

    @Test func namingConventions() {
        #expect(NamingConvention.lowerCamelCase("place_details") == "placeDetails")
        #expect(NamingConvention.lowerCamelCase("PlaceDetails") == "placeDetails")
        #expect(NamingConvention.lowerCamelCase("URLPreview") == "urlPreview")
        #expect(NamingConvention.lowerCamelCase("HALF") == "half")
        #expect(NamingConvention.lowerCamelCase("full-height") == "fullHeight")
        #expect(NamingConvention.isLowerCamelCase("placeDetails2"))
        #expect(!NamingConvention.isLowerCamelCase("place_details"))
        #expect(NamingConvention.isUpperCamelCase("PlaceDetailsViewController"))
        #expect(!NamingConvention.isUpperCamelCase("placeDetails"))
    }

    /// The byte test the type-name rule uses gives the scalar test's answer at
    /// each end of each range, for a non-ASCII letter and for the empty name.
    @Test func upperCamelCaseOnBytes() {
        let names: [(String, Bool)] = [
            ("A", true), ("Z9", true), ("Az", true), ("AZ0", true), ("@a", false), ("[a", false), ("a", false),
            ("A_b", false), ("A/b", false), ("A:b", false), ("A`b", false), ("A{b", false), ("Äb", false),
            ("Ab\u{e9}", false), ("", false),
        ]
        for (name, expected) in names {
            #expect(NamingConvention.isUpperCamelCase(name.utf8) == expected, "\(name)")
            #expect(NamingConvention.isUpperCamelCase(Substring(name)) == expected, "\(name)")
        }
    }
}
