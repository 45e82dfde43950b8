@testable import SheetCodegen

/// Builds values and renders template text for the engine's tests.
enum Mustache {
    static func object(_ fields: (String, MustacheValue)...) -> MustacheValue {
        .object(MustacheObject(fields.map { (key: $0.0, value: $0.1) }))
    }

    /// Renders `template` (registered as `main`) with `partials` beside it.
    static func render(_ template: String, _ value: MustacheValue = object(), partials: [String: String] = [:]) throws -> String {
        var templates = MustacheTemplates()
        templates.register(try MustacheTemplate(parsing: Array(template.utf8)), named: "main")
        for (name, text) in partials { templates.register(try MustacheTemplate(parsing: Array(text.utf8)), named: name) }
        return templates.render("main", value) ?? "<no template>"
    }

    /// The error `template` fails to parse with, or nil when it parses.
    static func error(_ template: String) -> MustacheSyntaxError? {
        do throws(MustacheSyntaxError) {
            _ = try MustacheTemplate(parsing: Array(template.utf8))
            return nil
        } catch {
            return error
        }
    }
}
