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
    /// Names the block's property that holds this key's value, once
    /// (`case .swipe: fields.visit(\.swipe)`). Layering walks every key's
    /// field with one generic merge (`BlockLayering`), so no block spells
    /// out how its keys layer.
    func visitField(_ fields: inout some BlockFieldVisitor<Block>)
}

/// What walks a block's fields, each by the key path its key names
/// (`BlockKey.visitField`).
protocol BlockFieldVisitor<Block> {
    associatedtype Block
    /// A value, written or not (`dismiss.swipe`, `navigation.push`).
    mutating func visit<Value>(_ field: WritableKeyPath<Block, Located<Value>?>)
    /// A block inside the block (`physics.spring`), which layers key by key.
    mutating func visit<Nested: LayeredSettings>(_ field: WritableKeyPath<Block, Located<Nested>?>)
}

/// The one merge of every block: starts from the upper layer and takes the
/// lower layer's value of each field the upper one left out; a nested block
/// both layers write merges key by key and stays where the upper layer wrote
/// it. A field is written only when it changes, so the upper layer's values
/// (some kept out of line, `OutOfLine`) are not copied again.
struct BlockLayering<Block>: BlockFieldVisitor {
    var merged: Block
    let lower: Block

    mutating func visit<Value>(_ field: WritableKeyPath<Block, Located<Value>?>) {
        guard merged[keyPath: field] == nil, let taken = lower[keyPath: field] else { return }
        merged[keyPath: field] = taken
    }

    mutating func visit<Nested: LayeredSettings>(_ field: WritableKeyPath<Block, Located<Nested>?>) {
        guard let below = lower[keyPath: field] else { return }
        merged[keyPath: field] = layer(merged[keyPath: field], over: below)
    }
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
        var layering = BlockLayering(merged: self, lower: lower)
        for key in Key.allCases { key.visitField(&layering) }
        return layering.merged
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
