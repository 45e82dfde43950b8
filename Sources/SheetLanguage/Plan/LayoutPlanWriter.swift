import BottomSheetable
import SheetDiagnostics

/// Writes a `LayoutPlan` as JSON: keys in a fixed order, two-space indent,
/// lengths rounded to `LengthPrecision.step`, so the same plan is the same bytes
/// on every run and machine. docs/Plan.md describes every key.
///
/// Numbers copied from the spec (a fraction, a deceleration) are printed as
/// written; lengths computed from, or taken from, a profile are rounded.
public enum LayoutPlanWriter {
    public static func json(_ plan: LayoutPlan) -> String {
        var encoder = PlanEncoder()
        encoder.plan(plan)
        return encoder.writer.output
    }
}

/// The JSON writer with the plan's vocabulary. Split by part of the plan over
/// several files; each method writes one value.
struct PlanEncoder {
    var writer = JSONWriter()

    mutating func plan(_ plan: LayoutPlan) {
        writer.beginObject()
        writer.field("planVersion", LayoutPlan.formatVersion)
        writer.key("precision")
        writer.number(LengthPrecision.step)
        writer.key("profiles")
        array(plan.profiles) { $0.profile($1) }
        writer.key("sheets")
        array(plan.sheets) { $0.sheet($1, navigation: plan.navigation) }
        object("navigation") {
            $0.writer.key("stacks")
            $0.array(plan.navigation.stacks) { encoder, stack in
                encoder.writer.beginObject()
                encoder.writer.field("root", stack.root)
                encoder.strings("sheets", stack.sheets)
                encoder.writer.endObject()
            }
        }
        textSize(plan.textSize)
        writer.endObject()
    }

    mutating func profile(_ profile: DeviceProfile) {
        writer.beginObject()
        writer.field("name", profile.name)
        writer.field("device", profile.displayName)
        writer.field("idiom", profile.idiom.rawValue)
        writer.field("os", profile.os)
        writer.field("source", profile.source)
        writer.key("screens")
        array(profile.screens) { encoder, screen in
            encoder.writer.beginObject()
            encoder.writer.field("orientation", screen.orientation.rawValue)
            encoder.length("width", screen.size.width)
            encoder.length("height", screen.size.height)
            encoder.object("safeArea") {
                $0.length("top", screen.safeArea.top)
                $0.length("left", screen.safeArea.left)
                $0.length("bottom", screen.safeArea.bottom)
                $0.length("right", screen.safeArea.right)
            }
            encoder.length("topGap", screen.topGap)
            encoder.bool("compactHeight", screen.isCompactHeight)
            encoder.length("availableHeight", screen.container.availableHeight)
            encoder.length("keyboardHeight", screen.keyboardHeight)
            encoder.length("tabBarHeight", screen.tabBarHeight)
            encoder.strings("approximate", screen.approximateValues.map(\.rawValue))
            encoder.object("sources") { sources in
                for value in ProfileValue.allCases {
                    guard let source = screen.sources[value] else { continue }
                    sources.object(value.rawValue) {
                        $0.writer.field("citation", source.citation)
                        $0.bool("approximate", source.approximate)
                    }
                }
            }
            encoder.writer.endObject()
        }
        writer.endObject()
    }

    // MARK: Values

    mutating func array<Element>(_ elements: [Element], _ body: (inout PlanEncoder, Element) -> Void) {
        writer.beginArray()
        for element in elements { body(&self, element) }
        writer.endArray()
    }

    /// `"name": { … }`, with `body` writing the members.
    mutating func object(_ name: String, _ body: (inout PlanEncoder) -> Void) {
        writer.key(name)
        writer.beginObject()
        body(&self)
        writer.endObject()
    }

    mutating func strings(_ name: String, _ values: [String]) {
        writer.key(name)
        array(values) { $0.writer.string($1) }
    }

    /// A computed length, rounded to the plan's precision.
    mutating func length(_ name: String, _ value: Double) {
        writer.key(name)
        writer.number(LengthPrecision.rounded(value))
    }

    /// A number as the spec wrote it.
    mutating func number(_ name: String, _ value: Double) {
        writer.key(name)
        writer.number(value)
    }

    mutating func bool(_ name: String, _ value: Bool) {
        writer.key(name)
        writer.bool(value)
    }

    mutating func optionalString(_ name: String, _ value: String?) {
        writer.key(name)
        if let value { writer.string(value) } else { writer.null() }
    }
}
