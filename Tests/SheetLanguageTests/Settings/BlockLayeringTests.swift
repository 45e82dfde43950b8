import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// Every block layers through one generic merge (`BlockLayering`) over the
/// fields its keys name (`BlockKey.visitField`): each key names a property of
/// its own, a nested block is visited as a block (so it merges key by key),
/// and the merge keeps the upper layer's values and places and fills the rest
/// from the lower layer. `EveryFieldInheritsTests` checks every key end to end
/// through a spec and its plan.
@Suite struct BlockLayeringTests {
    static func located<Value>(_ value: Value, in path: String) -> Located<Value> {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return Located(value, path: path, range: SourceRange(start: start, end: start))
    }

    /// The key paths the keys of `Block` name, in key order, and those visited as nested blocks.
    struct FieldPaths<Block>: BlockFieldVisitor {
        var every: [AnyKeyPath] = []
        var nested: [AnyKeyPath] = []

        mutating func visit<Value>(_ field: WritableKeyPath<Block, Located<Value>?>) {
            every.append(field)
        }

        mutating func visit<Nested: LayeredSettings>(_ field: WritableKeyPath<Block, Located<Nested>?>) {
            every.append(field)
            nested.append(field)
        }
    }

    static func paths<Block: SettingsBlock>(of _: Block.Type) -> FieldPaths<Block> {
        var paths = FieldPaths<Block>()
        for key in Block.Key.allCases { key.visitField(&paths) }
        return paths
    }

    /// The keys of a block and the distinct fields they name: equal counts
    /// mean no two keys name one property (a copied line would).
    static func counts<Block: SettingsBlock>(_ block: Block.Type) -> (keys: Int, fields: Int) {
        (Block.Key.allCases.count, Set(paths(of: block).every).count)
    }

    @Test func everyKeyNamesAFieldOfItsOwn() {
        let counts = [
            Self.counts(AccessibilitySettings.self), Self.counts(DismissalSettings.self), Self.counts(FrameSettings.self),
            Self.counts(KeyboardSettings.self),
            Self.counts(NavigationSettings.self), Self.counts(PhysicsSettings.self), Self.counts(PopoverSettings.self),
            Self.counts(RubberBandSettings.self), Self.counts(ScrollSettings.self), Self.counts(SpringSettings.self),
            Self.counts(StyleSettings.self),
        ]
        #expect(counts.map(\.keys) == [6, 5, 2, 2, 3, 9, 5, 3, 1, 4, 8])
        #expect(counts.map(\.fields) == counts.map(\.keys))
    }

    @Test func nestedBlocksAreVisitedAsBlocks() {
        let physics = Self.paths(of: PhysicsSettings.self)
        #expect(physics.nested == [\PhysicsSettings.spring, \PhysicsSettings.rubberBand])
        #expect(physics.every.first == \PhysicsSettings.snap)
        #expect(Self.paths(of: PopoverSettings.self).nested.isEmpty)
        #expect(Self.paths(of: DismissalSettings.self).every == [
            \DismissalSettings.swipe, \DismissalSettings.tapOutside, \DismissalSettings.closeButton,
            \DismissalSettings.confirm, \DismissalSettings.programmatic,
        ])
    }

    @Test func upperValuesWinAndTheRestComeFromBelow() {
        var upper = DismissalSettings()
        upper.swipe = Self.located(false, in: "child.yaml")
        var lower = DismissalSettings()
        lower.swipe = Self.located(true, in: "parent.yaml")
        lower.confirm = Self.located(true, in: "parent.yaml")
        let merged = upper.layered(over: lower)
        #expect(merged.swipe?.value == false)
        #expect(merged.swipe?.file.path == "child.yaml")
        #expect(merged.confirm?.value == true)
        #expect(merged.confirm?.file.path == "parent.yaml")
        #expect(merged.tapOutside == nil && merged.closeButton == nil && merged.programmatic == nil)
        // Nothing below: the upper layer as it is; nothing above: the lower one.
        #expect(upper.layered(over: DismissalSettings()) == upper)
        #expect(DismissalSettings().layered(over: lower) == lower)
    }

    @Test func nestedBlocksMergeKeyByKeyAndOutOfLineFieldsLayer() {
        var upperSpring = SpringSettings()
        upperSpring.damping = Self.located(0.8, in: "child.yaml")
        var lowerSpring = SpringSettings()
        lowerSpring.damping = Self.located(0.5, in: "parent.yaml")
        lowerSpring.response = Self.located(0.4, in: "parent.yaml")
        var lowerBand = RubberBandSettings()
        lowerBand.coefficient = Self.located(0.3, in: "parent.yaml")

        var upper = PhysicsSettings()
        upper.spring = Self.located(upperSpring, in: "child.yaml")
        upper.skipStops = Self.located(true, in: "child.yaml")
        var lower = PhysicsSettings()
        lower.spring = Self.located(lowerSpring, in: "parent.yaml")
        lower.rubberBand = Self.located(lowerBand, in: "parent.yaml")
        lower.dismissThreshold = Self.located(0.5, in: "parent.yaml")
        lower.skipStops = Self.located(false, in: "parent.yaml")

        let merged = upper.layered(over: lower)
        #expect(merged.spring?.file.path == "child.yaml")
        #expect(merged.spring?.value.damping?.value == 0.8)
        #expect(merged.spring?.value.response?.value == 0.4)
        #expect(merged.spring?.value.dampingCurve == nil)
        #expect(merged.rubberBand?.value.coefficient?.value == 0.3)
        #expect(merged.skipStops?.value == true)
        #expect(merged.dismissThreshold?.value == 0.5)
        #expect(merged.projectionRate == nil && merged.snap == nil)
    }
}
