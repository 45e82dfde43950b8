import Testing

@testable import SheetCodegen

/// The spec's standalone rule: a section, inverted-section, close, comment,
/// partial, pragma or set-delimiter tag alone on a line (spaces and tabs
/// around it) removes the whole line; interpolations never do.
struct MustacheWhitespaceTests {
    let value = Mustache.object(("on", .flag(true)), ("x", .text("X")))

    @Test func standaloneSectionLinesDisappear() throws {
        #expect(try Mustache.render("a\n  {{#on}}  \nb\n\t{{/on}}\nc\n", value) == "a\nb\nc\n")
        #expect(try Mustache.render("a\n{{^on}}\nb\n{{/on}}\nc\n", value) == "a\nc\n")
    }

    @Test func standaloneCommentsEvenOverSeveralLinesDisappear() throws {
        #expect(try Mustache.render("a\n  {{! one\n   two }}\nb\n", value) == "a\nb\n")
        #expect(try Mustache.render("a {{! inline }}b\n", value) == "a b\n")
    }

    @Test func theFirstAndLastLinesCanBeStandalone() throws {
        #expect(try Mustache.render("{{#on}}\nbody\n{{/on}}", value) == "body\n")
        #expect(try Mustache.render("  {{! only }}", value) == "")
    }

    @Test func crlfLineBreaksAreStandaloneLineEndsToo() throws {
        #expect(try Mustache.render("a\r\n{{#on}}\r\nb\r\n{{/on}}\r\nc", value) == "a\r\nb\r\nc")
    }

    @Test func aTagWithTextOnItsLineIsNotStandalone() throws {
        #expect(try Mustache.render(" {{#on}}y{{/on}} \n", value) == " y \n")
        #expect(try Mustache.render("x{{#on}}\n{{/on}}y", value) == "x\ny")
    }

    @Test func twoTagsOnALineAreNotStandalone() throws {
        #expect(try Mustache.render("{{#on}}{{#on}}\nz\n{{/on}}{{/on}}\n", value) == "\nz\n\n")
    }

    @Test func interpolationsKeepTheirLine() throws {
        #expect(try Mustache.render("  {{x}}\n  {{missing}}\n", value) == "  X\n  \n")
    }

    @Test func thePragmaLineDisappears() throws {
        #expect(try Mustache.render("{{%CONTENT_TYPE:TEXT}}\nfirst\n", value) == "first\n")
    }

    @Test func whitespaceOnlyLinesWithoutTagsStay() throws {
        #expect(try Mustache.render("a\n   \nb", value) == "a\n   \nb")
    }
}
