import Testing

@testable import SheetCodegen

/// `{{name}}`, `{{{name}}}`, `{{& name}}`, dotted names, `{{.}}` and how a
/// name is found through the values sections opened.
struct MustacheInterpolationTests {
    let quote = Mustache.object(("code", .text("a < b && \"c\" > 'd'")))

    @Test func escapesHTMLByDefaultAsTheSpecSays() throws {
        #expect(try Mustache.render("{{code}}", quote) == "a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;")
    }

    @Test func textPragmaInsertsValuesAsWritten() throws {
        #expect(try Mustache.render("{{%CONTENT_TYPE:TEXT}}\n{{code}}", quote) == "a < b && \"c\" > 'd'")
        #expect(try Mustache.render("{{%CONTENT_TYPE:TEXT}}{{code}}{{%CONTENT_TYPE:HTML}}{{code}}", quote)
            == "a < b && \"c\" > 'd'a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;")
    }

    @Test func tripleMustacheAndAmpersandNeverEscape() throws {
        #expect(try Mustache.render("{{{code}}}|{{& code}}|{{{ code }}}", quote) == Array(repeating: "a < b && \"c\" > 'd'", count: 3).joined(separator: "|"))
    }

    @Test func flagsInsertTrueOrFalseAndMissingNamesNothing() throws {
        let value = Mustache.object(("yes", .flag(true)), ("no", .flag(false)))
        #expect(try Mustache.render("[{{yes}} {{no}} {{missing}} {{{missing}}}]", value) == "[true false  ]")
    }

    @Test func listsAndObjectsInsertNothing() throws {
        let value = Mustache.object(("list", .list([.text("a")])), ("object", Mustache.object(("a", .text("b")))))
        #expect(try Mustache.render("[{{list}}{{object}}]", value) == "[]")
    }

    @Test func whitespaceInsideTagsIsIgnored() throws {
        #expect(try Mustache.render("{{  name\t}}", Mustache.object(("name", .text("x")))) == "x")
    }

    @Test func dottedNamesReachInsideObjects() throws {
        let value = Mustache.object(("a", Mustache.object(("b", Mustache.object(("c", .text("deep")))))))
        #expect(try Mustache.render("{{a.b.c}}/{{{a.b.c}}}/{{#a}}{{b.c}}{{/a}}", value) == "deep/deep/deep")
    }

    @Test func aBrokenDottedChainDoesNotClimbFurther() throws {
        // `a` is found in the section's value, which has no `b`: the outer
        // `a.b` must not be used.
        let value = Mustache.object(
            ("a", Mustache.object(("b", .text("outer")))),
            ("inner", Mustache.object(("a", Mustache.object(("c", .text("x")))))))
        #expect(try Mustache.render("{{#inner}}[{{a.b}}]{{/inner}}", value) == "[]")
    }

    @Test func namesClimbTheContextStack() throws {
        let value = Mustache.object(
            ("module", .text("App")),
            ("sheets", .list([Mustache.object(("id", .text("one"))), Mustache.object(("id", .text("two")), ("module", .text("Own")))])))
        #expect(try Mustache.render("{{#sheets}}{{id}}:{{module}} {{/sheets}}", value) == "one:App two:Own ")
    }

    @Test func dotIsTheCurrentValueAndDotNameLooksOnlyThere() throws {
        let value = Mustache.object(
            ("names", .list([.text("a"), .text("b")])), ("top", .text("T")),
            ("items", .list([Mustache.object(("x", .text("1")))])))
        #expect(try Mustache.render("{{#names}}<{{.}}>{{/names}}", value) == "<a><b>")
        #expect(try Mustache.render("{{#items}}{{.x}}{{.top}}|{{top}}{{/items}}", value) == "1|T")
    }

    @Test func aLaterFieldWinsOverAnEarlierOneOfTheSameKey() throws {
        let value = Mustache.object(("k", .text("first")), ("k", .text("second")))
        #expect(try Mustache.render("{{k}}", value) == "second")
    }

    @Test func multibyteTextPassesThrough() throws {
        #expect(try Mustache.render("é {{x}} ✓\n", Mustache.object(("x", .text("日本")))) == "é 日本 ✓\n")
    }
}
