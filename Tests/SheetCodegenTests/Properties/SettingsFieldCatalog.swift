import Foundation

/// Every key of every settings block of a sheet (`docs/sheetspec.schema.json`'s
/// `$defs`), each with a few valid values, for the settings properties
/// (`SettingsFieldPropertyTests`). `everyBlockKeyIsInTheCatalog` fails when the
/// schema gains a key this table does not list, so a new key is in the
/// properties from the day it exists.
struct SettingsField: Sendable, CustomStringConvertible {
    /// Which sheet of a generated spec carries the field: the popover block only
    /// means something on a popover, every other block on a custom (overlay) sheet.
    enum Sheet: Sendable { case overlay, popover }

    /// The key path, `physics.spring.damping`.
    var path: String
    var sheet: Sheet
    /// YAML texts of valid values, all different in what they mean.
    var values: [String]
    /// Values of other keys without which this one changes nothing (the
    /// deceleration of the projected snap is read only when `snap` is `projected`).
    var context: [String: String] = [:]
    /// Written on every sheet of its kind: without it the sheet does not resolve.
    var required = false
    /// Whether the generated Swift shows the value. `dismiss.programmatic` only
    /// tells the rules that closing from code is intended; the plan shows it.
    var reachesCode = true

    var description: String { path }
}

enum SettingsFieldCatalog {
    private static let bool = ["true", "false"]
    private static let colors = ["\"#000000\"", "\"#1A2B3C\"", "\"#FF000080\""]

    static let fields: [SettingsField] = [
        SettingsField(path: "frame.bottom", sheet: .overlay, values: ["safeArea", "screen", "tabBar"]),
        SettingsField(path: "frame.top", sheet: .overlay, values: ["safeArea", "screen"]),
        SettingsField(path: "scroll.expandsAtEdge", sheet: .overlay, values: bool),
        SettingsField(path: "dismiss.swipe", sheet: .overlay, values: bool),
        SettingsField(path: "dismiss.tapOutside", sheet: .overlay, values: bool),
        SettingsField(path: "dismiss.closeButton", sheet: .overlay, values: bool),
        SettingsField(path: "dismiss.confirm", sheet: .overlay, values: bool),
        SettingsField(path: "dismiss.programmatic", sheet: .overlay, values: bool, reachesCode: false),
        SettingsField(path: "keyboard.policy", sheet: .overlay, values: ["none", "expand", "lift"]),
        SettingsField(path: "keyboard.observe", sheet: .overlay, values: bool),
        SettingsField(
            path: "physics.snap", sheet: .overlay,
            values: ["projected", "momentumRedirect", "rushingForward", "velocityDirection"]),
        SettingsField(
            path: "physics.deceleration", sheet: .overlay, values: ["400", "800", "1250"],
            context: ["physics.snap": "projected"]),
        SettingsField(
            path: "physics.dismissThreshold", sheet: .overlay, values: ["0.25", "0.5", "0.75"],
            context: ["physics.snap": "projected"]),
        SettingsField(
            path: "physics.projectionRate", sheet: .overlay, values: ["0.99", "0.995", "0.998"],
            context: ["physics.snap": "momentumRedirect"]),
        SettingsField(
            path: "physics.redirectThreshold", sheet: .overlay, values: ["0.3", "0.5", "0.8"],
            context: ["physics.snap": "momentumRedirect"]),
        SettingsField(
            path: "physics.skipStops", sheet: .overlay, values: bool, context: ["physics.snap": "momentumRedirect"]),
        SettingsField(
            path: "physics.removalVelocity", sheet: .overlay, values: ["3", "5.5", "8"],
            context: ["physics.snap": "momentumRedirect"]),
        SettingsField(path: "physics.spring.response", sheet: .overlay, values: ["0.3", "0.45", "0.6"]),
        SettingsField(path: "physics.spring.damping", sheet: .overlay, values: ["0.6", "0.8", "1"]),
        SettingsField(path: "physics.spring.dampingWithoutVelocity", sheet: .overlay, values: ["0.8", "0.9", "1"]),
        SettingsField(path: "physics.spring.dampingCurve", sheet: .overlay, values: ["step", "ramp"]),
        SettingsField(path: "physics.rubberBand.coefficient", sheet: .overlay, values: ["0.3", "0.55", "0.8"]),
        SettingsField(path: "physics.rubberBand.aboveLargest", sheet: .overlay, values: bool),
        SettingsField(path: "physics.rubberBand.belowSmallest", sheet: .overlay, values: bool),
        SettingsField(path: "navigation.push", sheet: .overlay, values: ["[]", "[leaf]", "[leaf, dialog]"]),
        SettingsField(path: "navigation.interactivePop", sheet: .overlay, values: bool),
        SettingsField(path: "navigation.transition", sheet: .overlay, values: ["system", "sheet"]),
        SettingsField(path: "style.dimmingColor", sheet: .overlay, values: colors),
        SettingsField(path: "style.dimmingAlpha", sheet: .overlay, values: ["0.2", "0.4", "0.6"]),
        SettingsField(
            path: "style.borderColor", sheet: .overlay, values: colors, context: ["style.borderWidth": "2.5"]),
        SettingsField(path: "style.borderWidth", sheet: .overlay, values: ["1", "2.5", "4"]),
        SettingsField(path: "style.grabberColor", sheet: .overlay, values: colors),
        SettingsField(path: "style.grabberWidth", sheet: .overlay, values: ["36", "48", "60"]),
        SettingsField(path: "style.grabberHeight", sheet: .overlay, values: ["4", "5", "7"]),
        SettingsField(path: "style.grabberTopGap", sheet: .overlay, values: ["4", "6", "10"]),
        SettingsField(path: "popover.alignment", sheet: .popover, values: ["center", "bottomCenter", "anchored"]),
        SettingsField(path: "popover.width", sheet: .popover, values: ["320", "375", "420"]),
        SettingsField(
            path: "popover.height", sheet: .popover,
            values: ["500", "620", "{ portrait: 620, landscape: 420 }"], required: true),
        SettingsField(path: "popover.bottomMargin", sheet: .popover, values: ["0", "16", "40"]),
        SettingsField(
            path: "popover.arrows", sheet: .popover, values: ["any", "[up]", "[down, left]"],
            context: ["popover.alignment": "anchored"]),
        SettingsField(path: "accessibility.detentControl", sheet: .overlay, values: ["grabber", "app"]),
        SettingsField(path: "accessibility.announcesDetent", sheet: .overlay, values: bool),
        SettingsField(path: "accessibility.escape", sheet: .overlay, values: ["dismiss", "collapse", "ignore"]),
        SettingsField(path: "accessibility.reduceMotion", sheet: .overlay, values: ["fade", "instant", "keep"]),
        SettingsField(path: "accessibility.fadeDuration", sheet: .overlay, values: ["0.1", "0.25", "1"]),
        SettingsField(path: "accessibility.textGrowth", sheet: .overlay, values: ["0", "0.5", "1"]),
    ]

    static func field(_ path: String) -> SettingsField? { fields.first { $0.path == path } }

    /// The settings-block keys the schema lists, as key paths (`physics.spring.damping`).
    static func schemaPaths(schema url: URL) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let definitions = object?["$defs"] as? [String: Any] ?? [:]
        func properties(_ name: String) -> [String: Any] {
            (definitions[name] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        }
        func paths(of name: String, prefix: String) -> [String] {
            properties(name).sorted { $0.key < $1.key }.flatMap { key, value -> [String] in
                let reference = (value as? [String: Any])?["$ref"] as? String
                // A nested block (`physics.spring`) is walked; `popover.height`'s
                // `{ portrait, landscape }` form is one value of its key.
                if let reference, reference.hasPrefix("#/$defs/") {
                    return paths(of: String(reference.dropFirst(8)), prefix: prefix + key + ".")
                }
                return [prefix + key]
            }
        }
        return properties("sheet").sorted { $0.key < $1.key }.flatMap { key, value -> [String] in
            guard let reference = (value as? [String: Any])?["$ref"] as? String else { return [] }
            return paths(of: String(reference.dropFirst(8)), prefix: key + ".")
        }
    }
}

/// Values of the catalog's fields for one sheet: the index of a value in
/// `SettingsField.values`, or nothing written.
struct FieldValues: Sendable, Equatable {
    var chosen: [String: Int] = [:]

    /// From generated codes, one per catalog field: 0 leaves the field out
    /// (so shrinking writes less), `n` picks value `n - 1` (wrapping).
    /// `fillsRequired` writes the first value of a required field left out
    /// (a sheet that extends another may leave it to its parent).
    init(codes: [Int], sheet: SettingsField.Sheet, fillsRequired: Bool = true) {
        for (field, code) in zip(SettingsFieldCatalog.fields, codes) where field.sheet == sheet {
            if code > 0 {
                chosen[field.path] = (code - 1) % field.values.count
            } else if field.required && fillsRequired {
                chosen[field.path] = 0
            }
        }
    }

    init(chosen: [String: Int] = [:]) { self.chosen = chosen }

    /// These values with `path` set to its value spelt `text`.
    func with(_ path: String, _ text: String) -> FieldValues {
        guard let field = SettingsFieldCatalog.field(path), let index = field.values.firstIndex(of: text) else {
            preconditionFailure("\(path): \(text) is not in the catalog")
        }
        return with(path, index: index)
    }

    func with(_ path: String, index: Int) -> FieldValues {
        var copy = self
        copy.chosen[path] = index
        return copy
    }

    /// `lower`'s values where this layer writes none.
    func layered(over lower: FieldValues) -> FieldValues {
        FieldValues(chosen: chosen.merging(lower.chosen) { upper, _ in upper })
    }

    /// The keys as YAML lines of a sheet (`    physics: { snap: projected, … }`).
    func yaml(indent: String) -> String {
        var texts: [String: String] = [:]
        for (path, index) in chosen {
            if let field = SettingsFieldCatalog.field(path) { texts[path] = field.values[index] }
        }
        return FieldValues.blocks(texts).map { "\(indent)\($0.key): \($0.value)\n" }.joined()
    }

    /// Key paths → nested flow mappings, keys in a fixed order.
    private static func blocks(_ texts: [String: String]) -> [(key: String, value: String)] {
        var groups: [String: [String: String]] = [:]
        var leaves: [String: String] = [:]
        for (path, text) in texts {
            guard let dot = path.firstIndex(of: ".") else {
                leaves[path] = text
                continue
            }
            groups[String(path[..<dot]), default: [:]][String(path[path.index(after: dot)...])] = text
        }
        for (key, inner) in groups {
            leaves[key] = "{ " + blocks(inner).map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
        }
        return leaves.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }
}
