import SheetYAML

/// A block of a sheet's settings (`dismiss:`, `physics:`…): a value whose
/// every key is optional.
///
/// Its key enum (`BlockKey`) is the block's one table of fields, in the
/// block's own file: how each key is spelt and described (`FieldKey`), how
/// its value is decoded, and how it layers over an inherited block. Each is
/// an exhaustive switch over the keys, so a key added to the enum does not
/// compile until every one of those stages handles it, and adding a key
/// edits one file of this module where it used to edit five.
protocol SettingsBlock: Hashable, Sendable, LayeredSettings {
    associatedtype Key: BlockKey where Key.Block == Self
    init()
    /// What a decoding message says the block looks like: "a mapping such as `{ swipe: true }`".
    static var expected: String { get }
    /// The `help:` for a scalar written where the block goes, when the scalar
    /// says what the writer meant (`keyboard: lift`); `nil` otherwise.
    static func help(forScalar text: String) -> String?
}

extension SettingsBlock {
    static func help(forScalar text: String) -> String? { nil }
}

/// One key of a `SettingsBlock`.
protocol BlockKey: FieldKey {
    associatedtype Block: SettingsBlock
    static var table: FieldTable<Self> { get }
    /// Reads this key's value into `block`.
    func decode(_ value: FieldValue, into block: inout Block, with context: inout DecodingContext)
    /// Sets this key of `merged`: `upper`'s value when written, else `lower`'s
    /// (a nested block merges key by key, see `layer`).
    func merge(into merged: inout Block, upper: Block, lower: Block)
}

extension SettingsBlock {
    /// Key by key, over every key of the block.
    func layered(over lower: Self) -> Self {
        var merged = Self()
        for key in Key.allCases { key.merge(into: &merged, upper: self, lower: lower) }
        return merged
    }
}

extension DecodingContext {
    /// A block's mapping, each key decoded as its `BlockKey` says.
    mutating func decodeBlock<Block: SettingsBlock>(_ field: FieldValue, as _: Block.Type) -> Located<Block>? {
        let scalarHelp = Block.help(forScalar: String(decoding: document.scalarBytes(of: field.node), as: UTF8.self))
        guard expectMapping(field, expected: Block.expected, help: scalarHelp) else { return nil }
        var block = Block()
        forEachField(of: field.node, table: Block.Key.table) { context, key, value in
            key.decode(value, into: &block, with: &context)
        }
        return located(block, field)
    }
}
