/// Parts of a sheet's settings, one per key, as a set: what failed to decode
/// in a sheet (`SheetDeclaration.damage`), and what a rule reads
/// (`SpecRule.reads`).
///
/// A part that failed to decode is absent from the AST, which looks just like
/// a part never written: a rule reading it would report a second, false
/// problem ("`initial` is not one of the detents" when the detents failed to
/// decode). So a rule skips a sheet only when the sheet's damage and the
/// parts the rule reads meet, and checks every other sheet and part.
public struct SheetParts: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let type = SheetParts(rawValue: 1 << 0)
    public static let extends = SheetParts(rawValue: 1 << 1)
    public static let presentation = SheetParts(rawValue: 1 << 2)
    public static let tiers = SheetParts(rawValue: 1 << 3)
    public static let detents = SheetParts(rawValue: 1 << 4)
    public static let initial = SheetParts(rawValue: 1 << 5)
    public static let undimmedThrough = SheetParts(rawValue: 1 << 6)
    public static let grabber = SheetParts(rawValue: 1 << 7)
    public static let cornerRadius = SheetParts(rawValue: 1 << 8)
    public static let edgeAttachedInCompactHeight = SheetParts(rawValue: 1 << 9)
    public static let scroll = SheetParts(rawValue: 1 << 10)
    public static let dismiss = SheetParts(rawValue: 1 << 11)
    public static let keyboard = SheetParts(rawValue: 1 << 12)
    public static let physics = SheetParts(rawValue: 1 << 13)
    public static let popover = SheetParts(rawValue: 1 << 14)
    public static let navigation = SheetParts(rawValue: 1 << 15)
    public static let style = SheetParts(rawValue: 1 << 17)
    public static let frame = SheetParts(rawValue: 1 << 18)
    public static let sizing = SheetParts(rawValue: 1 << 19)
    public static let accessibility = SheetParts(rawValue: 1 << 20)
    /// The file's `minimumOS`, which every sheet of the file depends on.
    public static let minimumOS = SheetParts(rawValue: 1 << 16)
    /// Something that cannot be pinned to one part (an unknown key, which
    /// may be a misspelt known one), so every part counts as damaged.
    public static let all = SheetParts(rawValue: UInt32.max)

    /// Each single part with the key that writes it, in the spec's key order.
    public static let named: [(part: SheetParts, name: String)] = [
        (.type, "type"), (.extends, "extends"), (.presentation, "presentation"), (.tiers, "tiers"), (.frame, "frame"),
        (.detents, "detents"), (.initial, "initial"), (.undimmedThrough, "undimmedThrough"), (.grabber, "grabber"),
        (.cornerRadius, "cornerRadius"), (.edgeAttachedInCompactHeight, "edgeAttachedInCompactHeight"),
        (.sizing, "sizing"),
        (.style, "style"), (.scroll, "scroll"), (.dismiss, "dismiss"), (.keyboard, "keyboard"), (.physics, "physics"),
        (.popover, "popover"), (.navigation, "navigation"), (.accessibility, "accessibility"),
        (.minimumOS, "minimumOS"),
    ]
}

/// What failed to decode in a file, beyond its sheets' own parts.
public struct SpecDamage: Hashable, Sendable {
    /// No sheet of the file can be trusted: the file did not parse cleanly,
    /// or a sheet was dropped whole (an unusable id or value), so a
    /// reference to it would look unknown.
    public var wholeFile = false
    /// Parts damaged in every sheet of the file: a key of `defaults:` that
    /// failed, or `minimumOS`.
    public var everySheet: SheetParts = []

    public init(wholeFile: Bool = false, everySheet: SheetParts = []) {
        self.wholeFile = wholeFile
        self.everySheet = everySheet
    }

    public var isEmpty: Bool { !wholeFile && everySheet.isEmpty }
}
