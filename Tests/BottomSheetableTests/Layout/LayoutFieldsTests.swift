import BottomSheetable
import Testing

/// A runtime type's field list (`LayoutFields`) is what the plan, its
/// schema, the fingerprint and the generated Swift are written from, so it
/// must hold every stored property, in the initializer's order.
@Suite struct LayoutFieldsTests {
    /// Each field's label, plan key and kind, as the list gives them.
    struct Recorder: LayoutFieldVisitor {
        var fields: [(label: String, plan: String, value: String)] = []
        mutating func visit(_ field: LayoutField, _ value: Bool) { fields.append((field.label, field.planKey, "\(value)")) }
        mutating func visit(_ field: LayoutField, _ value: Double) { fields.append((field.label, field.planKey, "\(value)")) }
        mutating func visit<Word: LayoutWord>(_ field: LayoutField, word: Word) {
            fields.append((field.label, field.planKey, "." + word.rawValue))
        }
    }

    static func recorded(_ value: some LayoutFields) -> [(label: String, plan: String, value: String)] {
        var recorder = Recorder()
        value.visitFields(&recorder)
        return recorder.fields
    }

    /// Every stored property is listed once, under its own name, in the
    /// order they are declared (the initializer's order): a type that gains
    /// a property fails here until its list has it.
    @Test(arguments: [
        DismissalRules(swipe: false, tapOutside: true, closeButton: true, confirm: false) as any LayoutFields & Sendable,
        ScrollBehavior(expandsAtEdge: false), SheetFrame(bottom: .tabBar, top: .screen),
        SheetSpring(response: 0.4, damping: 0.7, dampingWithoutVelocity: 0.9, dampingCurve: .ramp),
        RubberBand(coefficient: 0.3, bandsAboveLargest: false, bandsBelowSmallest: true),
    ])
    func listsEveryStoredPropertyInOrder(_ value: any LayoutFields & Sendable) {
        let properties = Mirror(reflecting: value).children.map { $0.label ?? "?" }
        #expect(Self.recorded(value).map(\.label) == properties, "\(type(of: value))")
    }

    /// `SheetAccessibility` lists every stored property but the two the app
    /// sets in code (the detent names and the grabber's label), in order.
    @Test func accessibilityListsTheSpecsFields() {
        let value = SheetAccessibility(
            detentControl: .appControl, announcesDetent: false, escape: .collapse, reduceMotion: .instant,
            fadeDuration: 0.4, textGrowth: 0.6)
        let properties = Mirror(reflecting: value).children.map { $0.label ?? "?" }
        #expect(properties.filter { $0 != "detentNames" && $0 != "grabberLabel" } == Self.recorded(value).map(\.label))
        #expect(Self.recorded(value).map(\.value) == [".appControl", "false", ".collapse", ".instant", "0.4", "0.6"])
        #expect(Self.recorded(value).map(\.plan) == ["detentControl", "announcesDetent", "escape", "reduceMotion", "fadeDuration", "textGrowth"])
        #expect(SheetAccessibility.DetentControl.appControl.planWord == "app")
        #expect(SheetAccessibility.DetentControl.grabber.planWord == "grabber")
    }

    /// Each field hands over its own value, not a neighbour's: worked values
    /// that differ from field to field.
    @Test func valuesFollowTheirLabels() {
        let rules = Self.recorded(DismissalRules(swipe: false, tapOutside: true, closeButton: true, confirm: false))
        #expect(rules.map(\.value) == ["false", "true", "true", "false"])
        let spring = Self.recorded(SheetSpring(response: 0.4, damping: 0.7, dampingWithoutVelocity: 0.9, dampingCurve: .ramp))
        #expect(spring.map(\.value) == ["0.4", "0.7", "0.9", ".ramp"])
        let frame = Self.recorded(SheetFrame(bottom: .tabBar, top: .screen))
        #expect(frame.map(\.value) == [".tabBar", ".screen"])
        let band = Self.recorded(RubberBand(coefficient: 0.3, bandsAboveLargest: false, bandsBelowSmallest: true))
        #expect(band.map(\.value) == ["0.3", "false", "true"])
    }

    /// The plan key is the label unless the spec's word differs.
    @Test func planKeysAreTheSpecsWords() {
        let band = Self.recorded(RubberBand())
        #expect(band.map(\.plan) == ["coefficient", "aboveLargest", "belowSmallest"])
        #expect(Self.recorded(DismissalRules()).map(\.plan) == ["swipe", "tapOutside", "closeButton", "confirm"])
        #expect(Self.recorded(SheetSpring()).map(\.plan) == ["response", "damping", "dampingWithoutVelocity", "dampingCurve"])
    }
}
