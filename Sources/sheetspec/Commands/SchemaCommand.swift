import ArgumentParser
import SheetLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of spec files, for editors.",
        discussion: """
            Prints a JSON Schema (draft 2020-12) built from the decoder's own key tables; the same \
            bytes are committed at docs/sheetspec.schema.json. Point the YAML language server at it \
            with a first line `# yaml-language-server: $schema=<path to the schema>`. The schema \
            checks keys, types and keywords as you type; `sheetspec validate` remains the authority \
            (ids that must exist, `extends` and the other rules are beyond a schema).
            """
    )

    func run() throws {
        Terminal.write(SpecSchema.document(), to: STDOUT_FILENO)
    }
}
