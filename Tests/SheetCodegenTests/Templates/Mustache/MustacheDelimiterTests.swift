import Testing

@testable import SheetCodegen

/// `{{=<% %>=}}`: the delimiters change from the tag on, in that template.
struct MustacheDelimiterTests {
    let value = Mustache.object(("x", .text("<X>")), ("on", .flag(true)))

    @Test func newDelimitersTakeOverAfterTheTag() throws {
        #expect(try Mustache.render("{{=<% %>=}}<% x %> {{x}}", value) == "&lt;X&gt; {{x}}")
        #expect(try Mustache.render("{{=<% %>=}}<%#on%>in<%/on%><%={{ }}=%>{{x}}", value) == "in&lt;X&gt;")
    }

    @Test func everyKindOfTagWorksWithNewDelimiters() throws {
        #expect(try Mustache.render("{{= | | =}}|{x}||&x||!c||^on|no|/on|", value) == "<X><X>")
    }

    @Test func aStandaloneSetDelimiterLineDisappears() throws {
        #expect(try Mustache.render("a\n  {{=[ ]=}}\n[x]\n", value) == "a\n&lt;X&gt;\n")
    }

    @Test func malformedSetDelimitersAreErrors() {
        for template in ["{{=<%%>=}}", "{{=<% %>}}", "{{=a= b=}}", "{{= =}}", "{{=a b c=}}"] {
            #expect(Mustache.error(template)?.kind == .invalidSetDelimiter, "\(template)")
        }
    }
}
