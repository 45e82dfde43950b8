import Testing

@testable import SheetCodegen

/// `{{#name}}` and `{{^name}}` over lists, flags, text and objects.
struct MustacheSectionTests {
    let value = Mustache.object(
        ("on", .flag(true)), ("off", .flag(false)),
        ("empty", .list([])), ("text", .text("")),
        ("items", .list([Mustache.object(("n", .text("1"))), Mustache.object(("n", .text("2"))), Mustache.object(("n", .text("3")))])),
        ("place", Mustache.object(("city", .text("Lyon")))))

    @Test func aListRepeatsItsSectionOncePerItem() throws {
        #expect(try Mustache.render("{{#items}}[{{n}}]{{/items}}", value) == "[1][2][3]")
    }

    @Test func flagsOpenOrSkipWithoutChangingTheContext() throws {
        #expect(try Mustache.render("{{#on}}yes{{/on}}{{#off}}no{{/off}}{{#missing}}no{{/missing}}", value) == "yes")
        #expect(try Mustache.render("{{#items}}{{#on}}{{n}}{{/on}}{{/items}}", value) == "123")
    }

    @Test func anEmptyListSkipsItsSection() throws {
        #expect(try Mustache.render("a{{#empty}}never{{/empty}}b", value) == "ab")
    }

    @Test func anObjectOpensOnceAsTheCurrentValue() throws {
        #expect(try Mustache.render("{{#place}}{{city}}{{/place}}", value) == "Lyon")
    }

    @Test func textOpensEvenWhenEmptyAsSwiftMustacheDid() throws {
        #expect(try Mustache.render("{{#text}}open{{/text}}{{^text}}closed{{/text}}", value) == "open")
    }

    @Test func invertedSectionsRenderForFalseEmptyAndMissing() throws {
        #expect(try Mustache.render("{{^off}}a{{/off}}{{^empty}}b{{/empty}}{{^missing}}c{{/missing}}", value) == "abc")
        #expect(try Mustache.render("{{^on}}a{{/on}}{{^items}}b{{/items}}{{^place}}c{{/place}}", value) == "")
    }

    @Test func nestedSectionsSeeEveryEnclosingValue() throws {
        let nested = Mustache.object(
            ("outer", .list([Mustache.object(("o", .text("A")), ("inner", .list([Mustache.object(("i", .text("x"))), Mustache.object(("i", .text("y")))])))])),
            ("root", .text("R")))
        #expect(try Mustache.render("{{#outer}}{{#inner}}{{root}}{{o}}{{i}} {{/inner}}{{/outer}}", nested) == "RAx RAy ")
    }

    @Test func aSectionMayUseADottedName() throws {
        #expect(try Mustache.render("{{#place.city}}[{{.}}]{{/place.city}}", value) == "[Lyon]")
    }

    @Test func theSameNameMayBeNestedInItself() throws {
        let nested = Mustache.object(("a", Mustache.object(("a", Mustache.object(("v", .text("in")))))))
        #expect(try Mustache.render("{{#a}}{{#a}}{{v}}{{/a}}{{/a}}", nested) == "in")
    }
}
