import TestSupport
import Testing

@testable import SheetCodegen

/// Templates that do not parse: each error says what and where (the byte
/// range the diagnostic's caret goes under), and nothing crashes.
struct MustacheSyntaxErrorTests {
    @Test func anUnclosedSectionPointsAtItsOpeningTag() {
        #expect(Mustache.error("a\n{{#outer}}{{#inner}}{{/inner}}\n") == MustacheSyntaxError(kind: .unclosedSection(name: "outer"), range: 2..<12))
        #expect(Mustache.error("{{^x}}") == MustacheSyntaxError(kind: .unclosedSection(name: "x"), range: 0..<6))
    }

    @Test func aMismatchedCloseNamesTheOpenSection() {
        #expect(Mustache.error("{{#a}}{{#b}}{{/a}}{{/b}}") == MustacheSyntaxError(kind: .mismatchedClose(opened: "b", closed: "a"), range: 12..<18))
        #expect(Mustache.error("{{/a}}") == MustacheSyntaxError(kind: .closeWithoutOpen(name: "a"), range: 0..<6))
    }

    @Test func anUnclosedTagPointsAtItsOpeningDelimiter() {
        #expect(Mustache.error("ok\n  {{name") == MustacheSyntaxError(kind: .unclosedTag(closeDelimiter: "}}"), range: 5..<7))
        #expect(Mustache.error("{{{name}}") == MustacheSyntaxError(kind: .unclosedTag(closeDelimiter: "}}}"), range: 0..<2))
        #expect(Mustache.error("{{=<% %>=}}<%x") == MustacheSyntaxError(kind: .unclosedTag(closeDelimiter: "%>"), range: 11..<13))
        #expect(Mustache.error("{{") != nil)
        #expect(Mustache.error("{{!") != nil)
    }

    @Test func namesMustBeOneWord() {
        #expect(Mustache.error("{{}}")?.kind == .emptyName)
        #expect(Mustache.error("{{# }}")?.kind == .emptyName)
        #expect(Mustache.error("{{>}}")?.kind == .emptyName)
        #expect(Mustache.error("{{a b}}")?.kind == .spaceInName("a b"))
    }

    @Test func pragmasOtherThanTheContentTypeAreRefused() {
        #expect(Mustache.error("{{%CONTENT_TYPE:JSON}}")?.kind == .unknownPragma("CONTENT_TYPE:JSON"))
        #expect(Mustache.error("{{%OTHER:TEXT}}")?.kind == .unknownPragma("OTHER:TEXT"))
        #expect(Mustache.error("{{%CONTENT_TYPE}}")?.kind == .malformedPragma)
        #expect(Mustache.error("{{% CONTENT_TYPE : TEXT }}") == nil)
    }

    @Test func swiftMustacheExtensionsAreNamedAsUnsupported() {
        #expect(Mustache.error("{{<parent}}{{/parent}}")?.kind == .unsupported(.inheritance))
        #expect(Mustache.error("{{$block}}x{{/block}}")?.kind == .unsupported(.inheritance))
        #expect(Mustache.error("{{>*dynamic}}")?.kind == .unsupported(.dynamicPartial))
        #expect(Mustache.error("{{uppercased(name)}}")?.kind == .unsupported(.transform))
    }

    @Test func nestingIsLimitedSoRenderingCannotExhaustTheStack() throws {
        let limit = MustacheParser.maximumDepth
        let atLimit = String(repeating: "{{#a}}", count: limit) + "x" + String(repeating: "{{/a}}", count: limit)
        #expect(Mustache.error(atLimit) == nil)
        let value = Mustache.object(("a", .flag(true)))
        #expect(try Mustache.render(atLimit, value) == "x")
        let over = String(repeating: "{{#a}}", count: 100_000)
        #expect(Mustache.error(over) == MustacheSyntaxError(kind: .nestedTooDeep(limit: limit), range: limit * 6..<(limit * 6 + 6)))
    }

    @Test func aHugeTemplateRendersInFull() throws {
        let line = "let {{name}} = {{#flag}}true{{/flag}}{{^flag}}false{{/flag}} // {{! note }}padding\n"
        let template = String(repeating: line, count: 20_000)
        let value = Mustache.object(("name", .text("v")), ("flag", .flag(true)))
        let rendered = try Mustache.render(template, value)
        #expect(rendered == String(repeating: "let v = true // padding\n", count: 20_000))
    }

    /// Random mixes of Mustache's own characters: every one parses or
    /// fails with an error inside the template, and what parses renders.
    @Test func randomTemplatesParseOrFailWithoutCrashing() throws {
        var random = SeededGenerator(seed: 23)
        let pieces = ["{{", "}}", "{", "}", "#", "^", "/", "!", ">", "&", "=", "%", "a", ".", " ", "\n", "\r\n", "<%", "%>", "x", "é"]
        let value = Mustache.object(("a", .list([Mustache.object(("a", .flag(false)))])), ("x", .text("X")))
        for _ in 0..<3_000 {
            let count = Int(random.next() % 24)
            let text = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            if let error = Mustache.error(text) {
                #expect(error.range.lowerBound >= 0 && error.range.upperBound <= text.utf8.count && !error.range.isEmpty, "\(text.debugDescription)")
            } else {
                _ = try Mustache.render(text, value, partials: ["a": "{{x}}"])
            }
        }
    }
}
