import BottomSheetable
import Testing

@testable import SheetCodegen

/// No value from a spec can change the meaning of generated code: strings
/// are escaped by one function, names validated by one check, and the
/// result is compiled to prove it.
struct InjectionTests {
    @Test func stringLiteralsEscapeEverythingThatCouldEndThem() {
        #expect(SwiftLiteral.string(#"a"b"#) == #""a\"b""#)
        #expect(SwiftLiteral.string(#"\(exit(1))"#) == #""\\(exit(1))""#)
        #expect(SwiftLiteral.string("line\nbreak\r\t\u{0}") == #""line\nbreak\r\t\0""#)
        #expect(SwiftLiteral.string("\u{202E}evil\u{2028}") == #""\u{202e}evil\u{2028}""#)
        #expect(SwiftLiteral.string("café ✓") == "\"café ✓\"")
    }

    @Test func numbersNeedNoLocale() {
        #expect(SwiftLiteral.number(16) == "16")
        #expect(SwiftLiteral.number(0.5) == "0.5")
        #expect(SwiftLiteral.number(-24) == "-24")
        #expect(SwiftLiteral.number(1e20) == "1e+20")
    }

    @Test func commentTextCannotEndTheComment() {
        #expect(SwiftLiteral.commentText("a\nlet x = 1") == "a let x = 1")
    }

    @Test func typeNamesAreValidatedAndKeywordsRefused() {
        for good in ["CheckoutViewController", "Checkout.Sheet", "_Private", "V2"] {
            #expect(SwiftIdentifier.isValidTypeName(good), "\(good)")
        }
        for bad in ["", "2Fast", "class", "Self", "Any", "Type", "A.Protocol", "A..B", "A B", "A;B", "A{}", "Café", "x: Int"] {
            #expect(!SwiftIdentifier.isValidTypeName(bad), "\(bad)")
        }
        #expect(SwiftIdentifier.memberName("default") == "`default`")
        #expect(SwiftIdentifier.memberName("checkout") == "checkout")
    }

    @Test func hostileValuesGenerateCodeThatCompilesAndSaysOnlyWhatTheSpecSays() throws {
        let hostileID = #"x"), .large]); fatalError("pwned"); let y = ["#
        let spec = CodegenSpec(
            specPath: "specs/evil\n}; fatalError()\n//.sheet.yaml", outputFolder: "", outputName: "Evil",
            sheets: [
                CodegenSheet(
                    id: "class", typeName: "EvilViewController",
                    layout: SheetLayout(
                        detents: [Detent(id: DetentIdentifier(hostileID), height: .points(100))],
                        initialDetent: DetentIdentifier(hostileID),
                        navigation: SheetNavigation(pushableSheets: [#"a\(b)"#])),
                    isKeyboardObserver: false, pushTargets: []),
            ])
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        let files = try GeneratedFiles.rendered(for: [spec], templates: templates, options: CodegenOptions(writesStubs: true)).get()
        #expect(!files[0].contents.contains("\nfatalError"))
        let host = (name: "Host.swift", text: "final class EvilViewController {}\n")
        let outcome = try Toolchain.typecheck(files.map { (name: $0.relativePath, text: $0.contents) } + [host])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func invalidNamesStopGenerationBeforeAnyTemplateRuns() throws {
        let spec = CodegenSpec(
            specPath: "s.sheet.yaml", outputFolder: "", outputName: "S",
            sheets: [
                CodegenSheet(
                    id: "ok", typeName: "Evil {} func pwn() {", layout: SheetLayout(), isKeyboardObserver: false,
                    pushTargets: [.init(id: "bad id", typeName: "class")]),
            ])
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        let result = GeneratedFiles.rendered(
            for: [spec], templates: templates, options: CodegenOptions(runtimeModule: "Bottom Sheetable"))
        guard case .failure(let problems) = result else {
            Issue.record("generation accepted invalid names")
            return
        }
        #expect(problems.diagnostics.count == 4)
        #expect(problems.diagnostics.allSatisfy { $0.code.description == "SS4201" })
    }
}
