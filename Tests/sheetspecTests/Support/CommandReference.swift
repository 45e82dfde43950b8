import Foundation

/// docs/Commands.md, rendered from what swift-argument-parser says of the
/// commands (`sheetspec --experimental-dump-help`, its JSON description of
/// every command, argument, default and value list), so the reference is the
/// parser's own and cannot drift from `--help`.
enum CommandReference {
    struct Dump: Decodable {
        var command: Command
    }

    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var shouldDisplay: Bool?
        var arguments: [Argument]?
        var subcommands: [Command]?
    }

    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
        var valueName: String?
        var abstract: String?
        var discussion: String?
        var defaultValue: String?
        var allValues: [String]?
        var isOptional: Bool?
        var isRepeating: Bool?
        var sectionTitle: String?
        var shouldDisplay: Bool?
    }

    static let regeneration = "SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter CommandsDocumentTests"

    /// The whole document for a dump's JSON.
    static func markdown(fromDump json: Data) throws -> String {
        let root = try JSONDecoder().decode(Dump.self, from: json).command
        var text = """
            # Commands

            Every command and option of `sheetspec`, generated from its command-line parser \
            (`sheetspec --experimental-dump-help`); do not edit it by hand. After changing a command, \
            regenerate it with `\(regeneration)`. [Usage.md](Usage.md) describes what the commands do \
            in depth.

            """
        text += section(root, path: [root.commandName])
        while text.contains("\n\n\n") { text = text.replacingOccurrences(of: "\n\n\n", with: "\n\n") }
        return text
    }

    private static func section(_ command: Command, path: [String]) -> String {
        var text = "\n## `\(path.joined(separator: " "))`\n\n"
        if let abstract = command.abstract, !abstract.isEmpty { text += abstract + "\n\n" }
        if let discussion = command.discussion, !discussion.isEmpty { text += discussion + "\n\n" }
        let arguments = (command.arguments ?? []).filter { $0.shouldDisplay != false }
        var titles: [String] = []
        for argument in arguments where !titles.contains(argument.sectionTitle ?? "") {
            titles.append(argument.sectionTitle ?? "")
        }
        for title in titles {
            if !title.isEmpty { text += "**\(title)**\n\n" }
            text += "| argument | meaning |\n| --- | --- |\n"
            for argument in arguments where (argument.sectionTitle ?? "") == title {
                text += "| \(cell(spelling(of: argument))) | \(cell(meaning(of: argument))) |\n"
            }
            text += "\n"
        }
        for subcommand in command.subcommands ?? [] where subcommand.shouldDisplay != false {
            text += section(subcommand, path: path + [subcommand.commandName])
        }
        return text
    }

    /// `-o, --output <folder>`, `--strict`, `<paths> ...`.
    static func spelling(of argument: Argument) -> String {
        let value = "<\(argument.valueName ?? "value")>"
        let repeated = argument.isRepeating == true ? " ..." : ""
        if argument.kind == "positional" { return "`\(value)\(repeated)`" }
        let names = (argument.names ?? []).sorted { order($0.kind) < order($1.kind) }.map { name in
            switch name.kind {
            case "short": "-" + name.name
            case "longWithSingleDash": "-" + name.name
            default: "--" + name.name
            }
        }.joined(separator: ", ")
        return "`" + names + (argument.kind == "option" ? " " + value : "") + "`"
    }

    private static func order(_ kind: String) -> Int { kind == "short" ? 0 : 1 }

    /// The abstract, then the discussion, the values, the default and
    /// whether it repeats or must be given.
    static func meaning(of argument: Argument) -> String {
        var parts: [String] = []
        if let abstract = argument.abstract, !abstract.isEmpty { parts.append(abstract) }
        if let discussion = argument.discussion, !discussion.isEmpty { parts.append(discussion) }
        if let values = argument.allValues, !values.isEmpty {
            parts.append("Values: " + values.map { "`\($0)`" }.joined(separator: ", ") + ".")
        }
        if let value = argument.defaultValue { parts.append("Default: `\(value)`.") }
        if argument.isRepeating == true, argument.kind != "flag", !parts.contains(where: { $0.contains("Repeatable") }) {
            parts.append("Repeatable.")
        }
        if argument.isOptional == false { parts.append("Required.") }
        return parts.joined(separator: " ")
    }

    /// A table cell: one line, `|` escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
    }
}
