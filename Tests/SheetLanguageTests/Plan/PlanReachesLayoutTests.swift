import BottomSheetable
import Foundation
import SheetLanguage
import Testing

/// Every resolved value a plan prints for a sheet reaches `SheetLayout`, the
/// value generated code hands to the runtime, unless docs/Plan.md ("What
/// reaches the generated code") says why not. A new plan key with no
/// `SheetLayout` property, and no entry below, fails here.
@Suite
struct PlanReachesLayoutTests {
    /// Plan keys that are not `SheetLayout` properties, each with the reason
    /// docs/Plan.md gives. A key here covers everything below it.
    static let excluded: [String: String] = [
        "id": "the sheet's identity: the generated extension's doc comment",
        "type": "the sheet's identity: the type the generated extension extends",
        "source": "where the sheet was declared: the generated file's header",
        "extends": "how the values were found, not a value",
        "tiers.inferred": "how `tiers` was found, not a value",
        "dismiss.programmatic": "intent that only the rules read; code can always dismiss",
        "keyboard.observe": "generated as `BottomSheetable.isKeyboardObserver`",
        "keyboard.popoverShrink": "derived from presentation, tiers, policy and observe (`PopoverShrink`)",
        "navigation.pushedBy": "derived from the other sheets' `push`",
        "style.honoured": "derived from presentation and tiers (`SheetLayout.usesSystemSheet`)",
        "sizing.honoured": "derived from presentation and tiers (`SheetLayout.honoursSizing`)",
        "layouts": "geometry the runtime computes from the layout on each device",
    ]

    /// Plan keys spelled in the spec's words whose `SheetLayout` property has
    /// another name. A key here covers everything below it.
    static let renamed: [String: String] = [
        "tiers.value": "tiers",
        "sizing.value": "sizing",
        "initial": "initialDetent",
        "dismiss.swipe": "dismissal.swipe",
        "dismiss.tapOutside": "dismissal.tapOutside",
        "dismiss.closeButton": "dismissal.closeButton",
        "dismiss.confirm": "dismissal.confirm",
        "keyboard.policy": "keyboard",
        "physics.snap": "physics.snapPolicy",
        "physics.rubberBand.aboveLargest": "physics.rubberBand.bandsAboveLargest",
        "physics.rubberBand.belowSmallest": "physics.rubberBand.bandsBelowSmallest",
        "popover.height.portrait": "popover.portraitHeight",
        "popover.height.landscape": "popover.landscapeHeight",
        "navigation.push": "navigation.pushableSheets",
    ]

    /// Every leaf key path of one sheet object of the plan (arrays are leaves).
    static func paths(of value: Any, prefix: String = "") -> [String] {
        guard let object = value as? [String: Any] else { return [prefix] }
        return object.flatMap { key, child in paths(of: child, prefix: prefix.isEmpty ? key : prefix + "." + key) }
    }

    /// The entry of `table` that `path` is, or is under.
    static func entry(for path: String, in table: [String: String]) -> (key: String, value: String)? {
        table.first { path == $0.key || path.hasPrefix($0.key + ".") }
    }

    /// Whether `path` names a stored property of `value`, descending through
    /// structs and optionals; an enum or a leaf holds the rest of the path.
    static func layoutHas(_ path: [Substring], in value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return false }
            return layoutHas(path, in: wrapped)
        }
        guard let head = path.first else { return true }
        guard mirror.displayStyle == .struct else { return mirror.displayStyle == .enum || mirror.children.isEmpty }
        guard let child = mirror.children.first(where: { $0.label == String(head) }) else { return false }
        return layoutHas(Array(path.dropFirst()), in: child.value)
    }

    /// A layout with every optional part present, so that each can be walked.
    static let fullLayout = SheetLayout(
        initialDetent: "large", undimmedThrough: "large",
        popover: PopoverLayout(width: 504, portraitHeight: 620, landscapeHeight: 420),
        style: SheetStyle(border: SheetBorder(color: .black, width: 1)))

    /// The plan keys of the example sheets that reach no `SheetLayout` property.
    static func missing(in json: String, layout: SheetLayout = fullLayout) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sheets = try #require(document["sheets"] as? [[String: Any]])
        let planned = Set(sheets.flatMap { paths(of: $0) })
        return planned.sorted().filter { path in
            if entry(for: path, in: excluded) != nil { return false }
            let target = entry(for: path, in: renamed)?.value ?? path
            return !layoutHas(target.split(separator: "."), in: layout)
        }
    }

    static func examplePlanJSON() throws -> String {
        let plan = try #require(try PlanFixtures.outcome(PlanFixtures.exampleNames).plan)
        return LayoutPlanWriter.json(plan)
    }

    @Test func everyPlannedValueIsALayoutPropertyOrDocumentedAsNot() throws {
        let json = try Self.examplePlanJSON()
        #expect(try Self.missing(in: json) == [])
        #expect(json.contains("\"edgeAttachedInCompactHeight\""))
    }

    @Test func aPlanKeyWithoutAPropertyIsFound() throws {
        let json = try Self.examplePlanJSON()
            .replacingOccurrences(of: "\"edgeAttachedInCompactHeight\"", with: "\"edgeAttachedSomewhere\"")
        #expect(try Self.missing(in: json) == ["edgeAttachedSomewhere"])
    }

    @Test func everyExclusionIsDocumented() throws {
        let doc = try String(contentsOf: RepositoryPaths.docs.appendingPathComponent("Plan.md"), encoding: .utf8)
        for key in Self.excluded.keys.sorted() {
            #expect(doc.contains("`\(key)`"), "docs/Plan.md does not say why `\(key)` is not in SheetLayout")
        }
    }
}
