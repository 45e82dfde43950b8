import SheetYAML

/// A block of a sheet's settings (`dismiss:`, `physics:`…): a value whose
/// every key is optional.
///
/// Its key enum (`BlockKey`) is the block's one table of fields, in the
/// block's own file: how each key is spelt and described (`FieldKey`), how
/// its value is decoded, how it layers over an inherited block, and (for a
/// block with one runtime value, `ResolvingKey`) which runtime field it sets
/// and its built-in default. Each is an exhaustive switch over the keys, so a
/// key added to the enum does not compile until every one of those stages
/// handles it, and adding a key edits one file of this module where it used
/// to edit eight.
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

/// A key of a block that resolves into one runtime value (`dismiss:` into
/// `DismissalRules`, `physics.spring:` into `SheetSpring`): beside its
/// decoding, each key says which field of that value it sets and what the
/// field is when no layer wrote the key, the built-in default. Adding a key
/// to such a block does not compile until its `resolve` case is written, and
/// neither the resolver nor `BuiltInDefaults` changes: they read the block
/// resolved (`SettingsBlock.resolved`).
protocol ResolvingKey: BlockKey {
    /// The runtime value the block resolves into.
    associatedtype Resolved
    /// The value the keys are resolved into, each key setting its own field.
    static var unresolved: Resolved { get }
    /// Sets this key's field of `resolved`: the value `block` holds (every
    /// layer applied), or the built-in default when `block` has none.
    func resolve(_ block: Block?, into resolved: inout Resolved)
}

extension SettingsBlock where Key: ResolvingKey {
    /// The runtime value of `block`, key by key; `resolved(nil)` is the
    /// block's built-in defaults.
    static func resolved(_ block: Self?) -> Key.Resolved {
        var resolved = Key.unresolved
        for key in Key.allCases { key.resolve(block, into: &resolved) }
        return resolved
    }
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
