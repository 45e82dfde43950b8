import Testing

@testable import SheetCodegen

/// `{{> name}}`: another template of the library, rendered with the current
/// values; standalone, each of its lines takes the tag's indentation.
struct MustachePartialTests {
    let value = Mustache.object(("name", .text("N")), ("items", .list([.text("a"), .text("b")])), ("lines", .text("1\n2")))

    @Test func anInlinePartialRendersWithTheCurrentValues() throws {
        #expect(try Mustache.render("[{{>inner}}]", value, partials: ["inner": "{{name}}"]) == "[N]")
        #expect(try Mustache.render("{{#items}}{{> item}}{{/items}}", value, partials: ["item": "<{{.}}>"]) == "<a><b>")
    }

    @Test func aMissingPartialRendersNothing() throws {
        #expect(try Mustache.render("a{{>nowhere}}b", value) == "ab")
    }

    @Test func aStandalonePartialIndentsEachOfItsLines() throws {
        let partial = "first\n{{#items}}\n- {{.}}\n{{/items}}\nlast\n"
        #expect(try Mustache.render("begin\n    {{> list}}\nend\n", value, partials: ["list": partial])
            == "begin\n    first\n    - a\n    - b\n    last\nend\n")
    }

    @Test func aValueWithLineBreaksIsNotReindented() throws {
        #expect(try Mustache.render("  {{>p}}\n", value, partials: ["p": "<\n{{{lines}}}\n>\n"]) == "  <\n  1\n2\n  >\n")
    }

    @Test func nestedStandalonePartialsAddTheirIndentation() throws {
        let partials = ["outer": "o\n  {{>inner}}\n", "inner": "i1\ni2\n"]
        #expect(try Mustache.render("\t{{>outer}}\n", value, partials: partials) == "\to\n\t  i1\n\t  i2\n")
    }

    @Test func aPartialAtTheStartOfALineWithTextIsInline() throws {
        #expect(try Mustache.render("  {{>p}} tail\n", value, partials: ["p": "x\ny"]) == "  x\ny tail\n")
    }

    @Test func aPartialStartsWithHTMLEscapingWhateverIncludedIt() throws {
        let value = Mustache.object(("code", .text("<T>")))
        #expect(try Mustache.render("{{%CONTENT_TYPE:TEXT}}{{code}}{{>p}}", value, partials: ["p": "{{code}}"]) == "<T>&lt;T&gt;")
    }

    @Test func setDelimitersInAPartialStayInThePartial() throws {
        #expect(try Mustache.render("{{>p}}{{name}}", value, partials: ["p": "{{=| |=}}|name|"]) == "NN")
    }

    @Test func partialsThatIncludeThemselvesAreFound() throws {
        var templates = MustacheTemplates()
        for (name, text) in ["a": "{{>b}}", "b": "x\n{{#items}}{{>c}}{{/items}}", "c": "{{>a}}", "d": "{{>d}}"] {
            templates.register(try MustacheTemplate(parsing: Array(text.utf8)), named: name)
        }
        let cycle = try #require(templates.firstCycle())
        #expect(cycle.template == "c")
        #expect(cycle.names == ["a", "b", "c", "a"])
        #expect(cycle.tag == 0..<6)

        var acyclic = MustacheTemplates()
        for (name, text) in ["a": "{{>b}}{{>b}}{{>missing}}", "b": "{{>c}}", "c": "leaf"] {
            acyclic.register(try MustacheTemplate(parsing: Array(text.utf8)), named: name)
        }
        #expect(acyclic.firstCycle() == nil)
    }
}
