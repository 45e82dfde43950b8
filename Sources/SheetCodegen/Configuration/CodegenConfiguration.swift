import SheetIO
import SheetLanguage

/// Code generation's keys of `.sheetspec.yml`: decoded by the language's
/// configuration decoder, declared and owned here. Every value is optional:
/// `nil` means the file does not say, and the command line or the built-in
/// default decides (`ConfigurationLoad+Codegen.swift`).
public struct CodegenConfiguration: ConfigurationSection, Equatable {
    /// `output:`, joined to the configuration's folder.
    public var output: String?
    /// `templates:`, joined to the configuration's folder.
    public var templates: String?
    public var access: CodegenOptions.AccessLevel?
    public var module: String?
    public var stubs: Bool?
    /// `backends:` by id, checked against `Backend.all` when a run uses them.
    public var backends: [String]?

    public init() {}

    package static let table = FieldTable<CodegenConfigurationKey>(
        owner: "the configuration",
        elsewhere: [
            ("output_dir", .renamed("output")), ("outputDir", .renamed("output")),
            ("templatePath", .renamed("templates")), ("accessLevel", .renamed("access")),
            ("publicAccess", .renamed("access")), ("backend", .renamed("backends")),
        ])

    package mutating func decode(
        _ key: CodegenConfigurationKey, _ field: FieldValue, folder: String, context: inout DecodingContext
    ) {
        switch key {
        case .output: output = context.path(field, mustExist: false).map { PathText.joined(folder, $0) }
        case .templates: templates = context.path(field, mustExist: true).map { PathText.joined(folder, $0) }
        case .access: access = context.keywordValue(field, as: CodegenOptions.AccessLevel.self)
        case .module: module = context.text(field, expected: "a Swift module name")
        case .stubs: stubs = context.bool(field)?.value
        case .backends: backends = context.names(field, expected: "a backend id, or a list of them")
        }
    }
}

extension CodegenOptions.AccessLevel: SpecKeyword {}

/// The keys of `CodegenConfiguration`, in the order messages list them.
package enum CodegenConfigurationKey: FieldKey {
    case output, templates, access, module, stubs, backends

    package var spelling: StaticString {
        switch self {
        case .output: "output"
        case .templates: "templates"
        case .access: "access"
        case .module: "module"
        case .stubs: "stubs"
        case .backends: "backends"
        }
    }

    package var valueSchema: SchemaNode {
        switch self {
        case .output: SchemaNode.string(minLength: 1).described("The folder `generate` writes to (default: `Generated`).")
        case .templates: SchemaNode.string(minLength: 1).described("A folder of templates that replace the built-in ones.")
        case .access: SchemaNode.keyword(CodegenOptions.AccessLevel.self).described("Access level of generated members.")
        case .module: SchemaNode.string(minLength: 1).described("The module generated code imports for BottomSheetable.")
        case .stubs: SchemaNode.boolean.described("Also write the hook stubs, where they do not exist yet.")
        case .backends:
            SchemaNode.anyOf([.string(minLength: 1), .list(of: .string(minLength: 1), minItems: 1)]).described(
                "The code-generation backends `generate` runs, by id (default: `conformance`).")
        }
    }
}
