import Foundation
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// Every key of every settings block inherits: through the file's `defaults:`,
/// through `extends`, and through a block merge (the parent writes the key,
/// the child another key of the same block, and the child keeps both; and
/// the other way round). And a child's own value beats its parent's.
///
/// Why it exists: layering is one hand-written line per key (`fill` in
/// `SheetSettings.layered`, `SettingsLayering.swift`; each block key's `merge`
/// in `Settings/`). A mutation test deleted the line that layered
/// `dismiss.tapOutside`, so a sheet that must not close on an outside tap did,
/// and no test failed. This test takes its keys from the key tables (the
/// `FieldKey` enums), so a key cannot be left out, and compares what reaches
/// users: the subject sheet's part of the layout plan. Every key shows there
/// (`sampleShowsInThePlan` proves each sample does, so no check here could
/// pass whatever the layering did), so no key needs its effective settings
/// compared instead.
///
/// Adding a key: `everyKeyHasASample` fails naming it. Add a line to
/// `samples`: a valid value that differs from the built-in default
/// (docs/SpecReference.md), and one to `overridden`. If it needs other keys
/// to be valid or to show in the plan, say so in `needs(_:)`. A new block
/// also needs its key enum in `blocks` and, with two keys or more, its
/// partners in `mergePartners`.
@Suite struct EveryFieldInheritsTests {
    typealias Entries = [(path: String, value: String)]

    /// One sample value per key path; each differs from the built-in default.
    static let samples: [String: String] = [
        "presentation": "overlay",
        "tiers": "one",
        "frame.bottom": "tabBar",
        "frame.top": "screen",
        "detents": "[{ id: half, fraction: 0.5 }]",
        "initial": "full",
        "undimmedThrough": "half",
        "grabber": "hidden",
        "cornerRadius": "12",
        "edgeAttachedInCompactHeight": "true",
        "sizing": "page",
        "style.dimmingColor": "\"#112233\"",
        "style.dimmingAlpha": "0.25",
        "style.borderColor": "\"#D1D1D6\"",
        "style.borderWidth": "2",
        "style.grabberColor": "\"#3A3A3C80\"",
        "style.grabberWidth": "48",
        "style.grabberHeight": "7",
        "style.grabberTopGap": "10",
        "scroll.expandsAtEdge": "false",
        "dismiss.swipe": "false",
        "dismiss.tapOutside": "false",
        "dismiss.closeButton": "true",
        "dismiss.confirm": "true",
        "dismiss.programmatic": "true",
        "keyboard.policy": "lift",
        "keyboard.observe": "true",
        "physics.snap": "momentumRedirect",
        "physics.deceleration": "1200",
        "physics.dismissThreshold": "0.3",
        "physics.projectionRate": "0.99",
        "physics.redirectThreshold": "0.7",
        "physics.skipStops": "true",
        "physics.removalVelocity": "4",
        "physics.spring.response": "0.42",
        "physics.spring.damping": "0.8",
        "physics.spring.dampingWithoutVelocity": "0.9",
        "physics.spring.dampingCurve": "ramp",
        "physics.rubberBand.coefficient": "0.3",
        "physics.rubberBand.aboveLargest": "false",
        "physics.rubberBand.belowSmallest": "false",
        "popover.alignment": "bottomCenter",
        "popover.width": "600",
        "popover.height.portrait": "640",
        "popover.height.landscape": "480",
        "popover.bottomMargin": "12",
        "popover.arrows": "[up, left]",
        "navigation.push": "[pushed]",
        "navigation.interactivePop": "false",
        "navigation.transition": "sheet",
        "accessibility.detentControl": "app",
        "accessibility.announcesDetent": "false",
        "accessibility.escape": "collapse",
        "accessibility.reduceMotion": "instant",
        "accessibility.fadeDuration": "0.4",
        "accessibility.textGrowth": "0.5",
    ]

    /// Sheet keys that name one sheet and never inherit, so have no sample.
    static let neverInherited: [String: String] = [
        "type": "every sheet names its own Swift type (required even with `extends`)",
        "extends": "names this sheet's own parent; the parent's parent is not this sheet's",
    ]

    /// The key enums, by the path of the block whose keys they are ("" for a sheet's own keys).
    static var blocks: [String: any FieldKey.Type] {
        [
            "": SheetKey.self, "style": StyleKey.self, "frame": FrameKey.self, "scroll": ScrollKey.self, "dismiss": DismissalKey.self, "keyboard": KeyboardKey.self,
            "physics": PhysicsKey.self, "physics.spring": SpringKey.self, "physics.rubberBand": RubberBandKey.self,
            "popover": PopoverKey.self, "popover.height": PopoverHeightKey.self, "navigation": NavigationKey.self,
            "accessibility": AccessibilityKey.self,
        ]
    }

    /// Blocks whose keys are all required, so they replace as a whole: their
    /// keys' merge check is one level up (`popover.height` next to `popover.width`).
    static let replacedWhole: Set<String> = ["popover.height"]

    /// The keys a child writes in the merge check, in order of preference:
    /// the first that is not the key under test (nor written with it).
    static let mergePartners: [String: [String]] = [
        "frame": ["frame.top", "frame.bottom"],
        "dismiss": ["dismiss.closeButton", "dismiss.swipe"],
        "style": ["style.dimmingAlpha", "style.grabberWidth"],
        "keyboard": ["keyboard.policy", "keyboard.observe"],
        // Not `snap`: it would hide the other policy's parameters from the plan.
        "physics": ["physics.skipStops", "physics.removalVelocity"],
        "physics.spring": ["physics.spring.response", "physics.spring.damping"],
        "physics.rubberBand": ["physics.rubberBand.coefficient", "physics.rubberBand.aboveLargest"],
        "popover": ["popover.alignment", "popover.width"],
        "navigation": ["navigation.interactivePop", "navigation.push"],
        "accessibility": ["accessibility.escape", "accessibility.announcesDetent"],
    ]

    /// Another valid value per key: what a parent writes that the child's sample overrides.
    static let overridden: [String: String] = [
        "presentation": "modal", "tiers": "automatic", "frame.bottom": "screen", "frame.top": "safeArea", "detents": "[{ id: tall, fraction: 0.8 }]",
        "initial": "half", "undimmedThrough": "full", "grabber": "visible", "cornerRadius": "20",
        "edgeAttachedInCompactHeight": "false", "sizing": "form", "scroll.expandsAtEdge": "true",
        "style.dimmingColor": "\"#445566\"", "style.dimmingAlpha": "0.6", "style.borderColor": "\"#FFFFFF\"",
        "style.borderWidth": "3", "style.grabberColor": "\"#FF0000\"", "style.grabberWidth": "30",
        "style.grabberHeight": "4", "style.grabberTopGap": "6",
        "dismiss.swipe": "true", "dismiss.tapOutside": "true", "dismiss.closeButton": "false",
        "dismiss.confirm": "false", "dismiss.programmatic": "false",
        "keyboard.policy": "expand", "keyboard.observe": "false",
        "physics.snap": "projected", "physics.deceleration": "600", "physics.dismissThreshold": "0.6",
        "physics.projectionRate": "0.995", "physics.redirectThreshold": "0.4", "physics.skipStops": "false",
        "physics.removalVelocity": "6", "physics.spring.response": "0.5", "physics.spring.damping": "0.7",
        "physics.spring.dampingWithoutVelocity": "0.95", "physics.spring.dampingCurve": "step",
        "physics.rubberBand.coefficient": "0.6",
        "physics.rubberBand.aboveLargest": "true", "physics.rubberBand.belowSmallest": "true",
        "popover.alignment": "center", "popover.width": "400", "popover.height.portrait": "700",
        "popover.height.landscape": "600", "popover.bottomMargin": "8", "popover.arrows": "any",
        "navigation.push": "[]", "navigation.interactivePop": "true", "navigation.transition": "system",
        "accessibility.detentControl": "grabber", "accessibility.announcesDetent": "true",
        "accessibility.escape": "ignore", "accessibility.reduceMotion": "keep",
        "accessibility.fadeDuration": "0.6", "accessibility.textGrowth": "0.7",
    ]

    /// What a sample needs around it to be valid, or to show in the plan.
    struct Needs {
        /// Keys of the same block, written with the sample wherever it is written.
        var alongside: Entries = []
        /// Keys every sheet of the run writes itself (parent, child, direct).
        var sheet: Entries = []
        /// Written instead of the sample where the key cannot be left out.
        var baseline: String?
        /// The merge partner's value, where its sample would hide this key.
        var partnerValue: String?
    }

    static let twoDetents = "[{ id: half, fraction: 0.5 }, { id: full, system: large }]"

    static func needs(_ path: String) -> Needs {
        let popover: Entries = [("presentation", "popover")]
        switch path {
        // `one` where `automatic` would be inferred.
        case "tiers": return Needs(sheet: [("detents", "[{ id: fit, fit: content }]")])
        case "initial", "undimmedThrough": return Needs(sheet: [("detents", twoDetents)])
        // Only a custom presentation honours a frame (SS2220).
        case "frame.bottom", "frame.top": return Needs(sheet: [("presentation", "overlay")])
        // `observe` is true under any policy but `none`.
        case "keyboard.observe": return Needs(partnerValue: "none")
        // The plan shows the parameters of the chosen snap policy only.
        case "physics.projectionRate", "physics.redirectThreshold", "physics.skipStops", "physics.removalVelocity":
            return Needs(alongside: [("physics.snap", "momentumRedirect")])
        // A popover sheet needs a height, with both orientations.
        case "popover.height.portrait":
            return Needs(alongside: [("popover.height.landscape", "480")], sheet: popover, baseline: "500")
        case "popover.height.landscape":
            return Needs(alongside: [("popover.height.portrait", "640")], sheet: popover, baseline: "500")
        // Only an anchored popover has arrows (SS2505); the others plan none.
        case "popover.arrows":
            return Needs(alongside: [("popover.height", "500"), ("popover.alignment", "anchored")], sheet: popover)
        case _ where path.hasPrefix("popover."): return Needs(alongside: [("popover.height", "500")], sheet: popover)
        // The system sheet draws its own (SS2306): an overlay honours `style`.
        case _ where path.hasPrefix("style."): return Needs(sheet: [("presentation", "overlay")])
        // A transition animates the pushes of a sheet that pushes (SS2605).
        case "navigation.transition": return Needs(alongside: [("navigation.push", "[pushed]")])
        default: return Needs()
        }
    }

    struct Sample: Sendable, CustomTestStringConvertible {
        private typealias Tables = EveryFieldInheritsTests
        let path: String
        let value: String
        var testDescription: String { "\(path): \(value)" }
        var needs: Needs { Tables.needs(path) }
        /// The key and what goes with it: what a sheet inherits.
        var written: Entries { [(path, value)] + needs.alongside }
        /// The same without the key (or with its baseline).
        var withoutIt: Entries { (needs.baseline.map { [(path, $0)] } ?? []) + needs.alongside }

        /// The block of the merge check: the key's own, or the one above a block
        /// that replaces as a whole; `nil` for a sheet's own keys and one-key blocks.
        var mergeBlock: String? {
            var block = Tables.parent(of: path)
            if Tables.replacedWhole.contains(block) { block = Tables.parent(of: block) }
            guard let keys = Tables.blocks[block], !block.isEmpty, Tables.spellings(of: keys).count >= 2 else {
                return nil
            }
            return block
        }

        /// The key a child writes next to the inherited one, with its value.
        var mergePartner: (path: String, value: String)? {
            guard let block = mergeBlock else { return nil }
            let own = Set(written.map { Tables.key(of: $0.path, in: block) })
            let partner = Tables.mergePartners[block]?.first { !own.contains(Tables.key(of: $0, in: block)) }
            guard let partner, let value = needs.partnerValue ?? Tables.samples[partner] else { return nil }
            return (partner, value)
        }
    }

    // MARK: The key tables

    static func spellings<Key: FieldKey>(of _: Key.Type) -> [String] { Key.allCases.map { "\($0.spelling)" } }

    /// Every key path the key tables define, in table order, blocks expanded.
    static func keyPaths(under block: String = "") -> [String] {
        guard let keys = blocks[block] else { return [] }
        return spellings(of: keys).flatMap { key in
            let path = block.isEmpty ? key : "\(block).\(key)"
            return blocks[path] == nil ? [path] : keyPaths(under: path)
        }
    }

    static func parent(of path: String) -> String {
        path.split(separator: ".").dropLast().joined(separator: ".")
    }

    /// The key of `block` that `path` is under (`height` for `popover.height.portrait` in `popover`).
    static func key(of path: String, in block: String) -> String {
        String(path.dropFirst(block.count + 1).split(separator: ".").first ?? "")
    }

    static let allSamples: [Sample] = keyPaths().compactMap { path in
        samples[path].map { Sample(path: path, value: $0) }
    }
    static let mergeSamples = allSamples.filter { $0.mergeBlock != nil }

    @Test func everyKeyHasASample() {
        let expected = Self.keyPaths().filter { Self.neverInherited[$0] == nil }
        for path in expected where Self.samples[path] == nil {
            Issue.record("`\(path)` has no sample value in EveryFieldInheritsTests")
        }
        for path in expected where Self.samples[path] != nil && Self.overridden[path] == nil {
            Issue.record("`\(path)` has no value in `overridden` in EveryFieldInheritsTests")
        }
        for path in Set(Self.samples.keys).union(Self.overridden.keys).sorted() where !expected.contains(path) {
            Issue.record("`\(path)` has a value in EveryFieldInheritsTests but no key table has it")
        }
        let notInDefaults = SheetKey.allCases.filter { !$0.isAllowedInDefaults }.map { "\($0.spelling)" }
        #expect(Set(notInDefaults) == Set(Self.neverInherited.keys), "the keys that never inherit")
    }

    // MARK: The checks

    @Test(arguments: allSamples)
    func sampleShowsInThePlan(_ sample: Sample) throws {
        let written = try Self.plan(subject: sample.needs.sheet + sample.written)
        let without = try Self.plan(subject: sample.needs.sheet + sample.withoutIt)
        let unchanged = written == without
        #expect(!unchanged, "`\(sample.testDescription)` leaves the plan as it is without it: a bad sample")
    }

    @Test(arguments: allSamples)
    func inheritsThroughDefaults(_ sample: Sample) throws {
        let inherited = try Self.plan(defaults: sample.written, subject: sample.needs.sheet)
        let direct = try Self.plan(subject: sample.needs.sheet + sample.written)
        Self.expectSame(inherited, direct, "`\(sample.path)` through `defaults:`")
    }

    @Test(arguments: allSamples)
    func inheritsThroughExtends(_ sample: Sample) throws {
        let inherited = try Self.plan(parent: sample.needs.sheet + sample.written, subject: sample.needs.sheet)
        let direct = try Self.plan(subject: sample.needs.sheet + sample.written)
        Self.expectSame(inherited, direct, "`\(sample.path)` through `extends`")
    }

    @Test(arguments: mergeSamples)
    func survivesABlockMergeThroughExtends(_ sample: Sample) throws {
        let partner = try #require(sample.mergePartner, "no merge partner for `\(sample.path)`: see `mergePartners`")
        let sheet = sample.needs.sheet
        let direct = try Self.plan(subject: sheet + sample.written + [partner])
        let lost = try Self.plan(subject: sheet + sample.withoutIt + [partner])
        let hidden = direct == lost
        #expect(!hidden, "`\(sample.path)` does not show in the plan next to `\(partner.path)`: a bad partner")
        let inherited = try Self.plan(parent: sheet + sample.written, subject: sheet + [partner])
        Self.expectSame(
            inherited, direct, "`\(sample.path)` merged with the child's `\(partner.path)` through `extends`")
        // And the other way round: the child's own key survives the parent's block.
        let own = try Self.plan(parent: sheet + sample.withoutIt + [partner], subject: sheet + sample.written)
        Self.expectSame(own, direct, "the child's `\(sample.path)` merged with the parent's `\(partner.path)`")
    }

    @Test(arguments: allSamples)
    func overridesTheParentsValue(_ sample: Sample) throws {
        let value = try #require(Self.overridden[sample.path])
        // The parent writes one more key, so that the child's layering runs (a
        // child that writes all its parent writes keeps its own settings as they are).
        let witness = sample.path == "grabber" ? ("cornerRadius", "20") : ("grabber", "visible")
        let parent = sample.needs.sheet + [(sample.path, value)] + sample.needs.alongside + [witness]
        let child = try Self.plan(parent: parent, subject: sample.needs.sheet + sample.written)
        let direct = try Self.plan(subject: sample.needs.sheet + sample.written + [witness])
        let same = direct == (try Self.plan(subject: parent))
        #expect(!same, "`\(sample.path): \(value)` in `overridden` shows as the sample does: a bad value")
        Self.expectSame(child, direct, "the child's `\(sample.path)` over the parent's `\(value)`")
    }

    // MARK: Planning

    /// The sheet `navigation.push` names, in a file of its own (no defaults).
    static let pushedFile = "version: 1\nminimumOS: 17\nsheets:\n  pushed:\n    type: PushedViewController\n"

    /// Plan parts that name the sheet rather than its settings.
    static let ignored: Set<String> = ["id", "type", "source", "extends"]

    /// The plan of sheet `subject` (extending `parent` when given), as leaf path → value.
    static func plan(defaults: Entries = [], parent: Entries? = nil, subject: Entries) throws -> [String: String] {
        var text = "version: 1\nminimumOS: 17\n"
        if !defaults.isEmpty { text += "defaults:\n" + yaml(defaults, indent: "  ") }
        text += "sheets:\n"
        if let parent { text += "  parent:\n    type: ParentViewController\n" + yaml(parent, indent: "    ") }
        text += "  subject:\n    type: SubjectViewController\n" + (parent == nil ? "" : "    extends: parent\n")
        text += yaml(subject, indent: "    ")
        let loaded = [("subject.sheet.yaml", text), ("pushed.sheet.yaml", pushedFile)].map {
            SpecLoader.load(SourceFile(path: $0.0, text: $0.1), limits: .default)
        }
        let outcome = SpecPlanner.plan(loaded, options: ValidationOptions(), strict: false)
        let errors = outcome.report.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.message)" }
        let plan = try #require(outcome.plan, "no plan: \(errors.joined(separator: "; "))\n\(text)")
        let json = try JSONSerialization.jsonObject(with: Data(LayoutPlanWriter.json(plan).utf8))
        let sheets = try #require((json as? [String: Any])?["sheets"] as? [[String: Any]])
        let sheet = try #require(sheets.first { $0["id"] as? String == "subject" })
        var leaves: [String: String] = [:]
        for (key, value) in sheet where !ignored.contains(key) { collect(value, at: key, into: &leaves) }
        return leaves
    }

    static func collect(_ json: Any, at path: String, into leaves: inout [String: String]) {
        switch json {
        case let object as [String: Any]:
            leaves[path] = "{}"
            for (key, value) in object { collect(value, at: "\(path).\(key)", into: &leaves) }
        case let array as [Any]:
            leaves[path] = "[\(array.count)]"
            for (index, value) in array.enumerated() { collect(value, at: "\(path)[\(index)]", into: &leaves) }
        // JSON's `true` is an `NSNumber` whose type is `char`.
        case let number as NSNumber where String(cString: number.objCType) == "c":
            leaves[path] = number.boolValue ? "true" : "false"
        default: leaves[path] = "\(json)"
        }
    }

    /// Flat `a.b.c: value` entries as nested YAML mappings, in order.
    static func yaml(_ entries: Entries, indent: String) -> String {
        var heads: [String] = []
        var rests: [String: Entries] = [:]
        for (path, value) in entries {
            let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
            if rests[parts[0]] == nil { heads.append(parts[0]) }
            rests[parts[0], default: []].append((parts.count > 1 ? parts[1] : "", value))
        }
        return heads.map { head in
            let rest = rests[head] ?? []
            if let leaf = rest.first, leaf.path.isEmpty { return "\(indent)\(head): \(leaf.value)\n" }
            return "\(indent)\(head):\n" + yaml(rest, indent: indent + "  ")
        }.joined()
    }

    static func expectSame(
        _ inherited: [String: String], _ direct: [String: String], _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // Settings first, then the layouts they lead to.
        let differences = Set(inherited.keys).union(direct.keys).filter { inherited[$0] != direct[$0] }
            .sorted { ($0.hasPrefix("layouts") ? 1 : 0, $0) < ($1.hasPrefix("layouts") ? 1 : 0, $1) }
        let shown = differences.prefix(4).map {
            "\($0) is \(inherited[$0] ?? "absent") (written: \(direct[$0] ?? "absent"))"
        }
        let more = differences.count > 4 ? " and \(differences.count - 4) more" : ""
        #expect(
            differences.isEmpty,
            "\(what): the plan is not that of a sheet writing it: \(shown.joined(separator: ", "))\(more)",
            sourceLocation: sourceLocation)
    }
}
