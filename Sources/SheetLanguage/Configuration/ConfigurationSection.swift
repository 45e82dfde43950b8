import SheetYAML

/// Keys of `.sheetspec.yml` that belong to a later stage, declared and
/// decoded by that stage (code generation's `output:`, `backends:`…).
///
/// The file stays one file, read once: the language decodes its own keys and
/// hands each other key to the section whose table has it, so a later stage
/// owns its vocabulary without the language knowing it, and an unknown key
/// still gets one did-you-mean over every key of every stage. The decoder's
/// machinery is shared through `package` access, never made public.
package protocol ConfigurationSection: Sendable {
    associatedtype Key: FieldKey & Equatable
    /// The section's keys, in the order messages list them.
    static var table: FieldTable<Key> { get }
    /// A section with nothing set: what a file that names none of its keys gives.
    init()
    /// Decodes one of the section's keys; `folder` is the configuration's
    /// folder, which relative paths are joined to.
    mutating func decode(_ key: Key, _ field: FieldValue, folder: String, context: inout DecodingContext)
}

/// The later stages' sections a run reads, by type.
public struct ConfigurationSections: Sendable {
    package let types: [any ConfigurationSection.Type]
    private var decoded: [ObjectIdentifier: any ConfigurationSection] = [:]

    /// No later stage: the language's keys only.
    public static let none = ConfigurationSections(types: [])

    package init(types: [any ConfigurationSection.Type]) {
        self.types = types
    }

    /// The section of this type, as decoded; `nil` when the run did not read it.
    package func section<Section: ConfigurationSection>(_: Section.Type) -> Section? {
        decoded[ObjectIdentifier(Section.self)] as? Section
    }

    /// Every spelling the sections accept, for the unknown-key message.
    var names: [String] { types.flatMap { $0.names } }
    /// Every other tool's name the sections know, with its advice.
    var elsewhere: [(key: String, advice: KeyAdvice)] { types.flatMap { $0.elsewhere } }

    /// Decodes `field` if one of the sections has `key`; `false` when none does.
    mutating func decode(key: NodeID, _ field: FieldValue, folder: String, context: inout DecodingContext) -> Bool {
        for type in types where type.decode(key: key, field, folder: folder, context: &context, into: &decoded) {
            return true
        }
        return false
    }
}

extension ConfigurationSection {
    fileprivate static var names: [String] { table.names }
    fileprivate static var elsewhere: [(key: String, advice: KeyAdvice)] { table.elsewhere }

    fileprivate static func decode(
        key: NodeID, _ field: FieldValue, folder: String, context: inout DecodingContext,
        into decoded: inout [ObjectIdentifier: any ConfigurationSection]
    ) -> Bool {
        guard let index = table.index(of: key, in: context.document) else { return false }
        var section = decoded[ObjectIdentifier(Self.self)] as? Self ?? Self()
        section.decode(table.cases[index], field, folder: folder, context: &context)
        decoded[ObjectIdentifier(Self.self)] = section
        return true
    }
}
