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
        mutating func visit(_ field: LayoutField, strings: [String]) {
            fields.append((field.label, field.planKey, "\(strings)"))
        }
        mutating func visit(_ field: LayoutField, color: SheetColor) {
            fields.append((field.label, field.planKey, "rgba(\(color.red), \(color.green), \(color.blue), \(color.alpha))"))
        }
        mutating func visit<Options: LayoutOptions>(_ field: LayoutField, options: Options) {
            fields.append((field.label, field.planKey, "\(options.names)"))
        }
        /// A nested value's fields, each under `outer.inner`.
        mutating func visit<Value: LayoutFields>(_ field: LayoutField, nested: Value) {
            for inner in LayoutFieldsTests.recorded(nested) {
                fields.append((field.label + "." + inner.label, field.planKey + "." + inner.plan, inner.value))
            }
        }
        mutating func visit<Value: LayoutFields>(_ field: LayoutField, optional: Value?) {
            guard let optional else { return fields.append((field.label, field.planKey, "nil")) }
            visit(field, nested: optional)
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
        ProjectedSnapPolicy(deceleration: 600, dismissalProgress: 0.4),
        MomentumRedirectSnapPolicy(projectionRate: 0.99, redirectThreshold: 0.3, skipsStops: true, removalVelocityThreshold: 4),
        RushingForwardSnapPolicy(minimumVelocity: 300, projectionDuration: 0.2, dismissalVelocity: 2000),
        VelocityDirectionSnapPolicy(projectionRate: 0.95),
        PopoverLayout(width: 400, portraitHeight: 600, landscapeHeight: 380, alignment: .anchored, bottomMargin: 12, arrows: [.up]),
        SheetNavigation(pushableSheets: ["a"], interactivePop: false, transition: .sheet),
        SheetStyle(dimmingAlpha: 0.3, border: nil), SheetBorder(color: .black, width: 1),
        GrabberStyle(color: .black, width: 40, height: 6, topGap: 4),
    ])
    func listsEveryStoredPropertyInOrder(_ value: any LayoutFields & Sendable) {
        let properties = Mirror(reflecting: value).children.map { $0.label ?? "?" }
        // A nested value's fields (`grabber.width`) stand for its one property.
        var listed: [String] = []
        for label in Self.recorded(value).map(\.label) {
            guard let dot = label.firstIndex(of: ".") else { listed.append(label); continue }
            let outer = String(label[..<dot])
            if listed.last != outer { listed.append(outer) }
        }
        #expect(listed == properties, "\(type(of: value))")
    }

    /// The style, the popover and navigation: each field's own value under
    /// its own label, nested values field by field, a missing border `nil`.
    @Test func stylePopoverAndNavigationValuesFollowTheirLabels() {
        let style = SheetStyle(
            dimmingColor: SheetColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9), dimmingAlpha: 0.5,
            border: SheetBorder(color: SheetColor(red: 1, green: 0, blue: 0.5), width: 2),
            grabber: GrabberStyle(color: SheetColor(red: 0, green: 1, blue: 0), width: 40, height: 6, topGap: 7))
        let recorded = Self.recorded(style)
        #expect(recorded.map(\.label) == [
            "dimmingColor", "dimmingAlpha", "border.color", "border.width",
            "grabber.color", "grabber.width", "grabber.height", "grabber.topGap",
        ])
        #expect(recorded.map(\.value) == [
            "rgba(0.1, 0.2, 0.3, 0.9)", "0.5", "rgba(1.0, 0.0, 0.5, 1.0)", "2.0",
            "rgba(0.0, 1.0, 0.0, 1.0)", "40.0", "6.0", "7.0",
        ])
        #expect(Self.recorded(SheetStyle(border: nil)).map(\.value)[2] == "nil")
        let popover = Self.recorded(
            PopoverLayout(width: 400, portraitHeight: 600, landscapeHeight: 380, alignment: .anchored, bottomMargin: 12, arrows: [.right, .up]))
        #expect(popover.map(\.label) == ["width", "portraitHeight", "landscapeHeight", "alignment", "bottomMargin", "arrows"])
        #expect(popover.map(\.value) == ["400.0", "600.0", "380.0", ".anchored", "12.0", "[\"up\", \"right\"]"])
        let navigation = Self.recorded(SheetNavigation(pushableSheets: ["a", "b"], interactivePop: false, transition: .sheet))
        #expect(navigation.map(\.value) == ["[\"a\", \"b\"]", "false", ".sheet"])
        #expect(navigation.map(\.plan) == ["push", "interactivePop", "transition"])
        #expect(PopoverArrowDirections.allNames == ["up", "down", "left", "right"])
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
        let redirect = Self.recorded(
            MomentumRedirectSnapPolicy(projectionRate: 0.99, redirectThreshold: 0.3, skipsStops: true, removalVelocityThreshold: 4))
        #expect(redirect.map(\.value) == ["0.99", "0.3", "true", "4.0"])
        let rushing = Self.recorded(RushingForwardSnapPolicy(minimumVelocity: 300, projectionDuration: 0.2, dismissalVelocity: 2000))
        #expect(rushing.map(\.value) == ["300.0", "0.2", "2000.0"])
        #expect(Self.recorded(ProjectedSnapPolicy(deceleration: 600, dismissalProgress: 0.4)).map(\.value) == ["600.0", "0.4"])
    }

    /// A `SnapPolicy` lists the chosen policy's fields, whichever it is.
    @Test func aSnapPolicyListsTheChosenPolicysFields() {
        let velocity = Self.recorded(SnapPolicy.velocityDirection(VelocityDirectionSnapPolicy(projectionRate: 0.95)))
        #expect(velocity.map(\.label) == ["projectionRate"] && velocity.map(\.value) == ["0.95"])
        let projected = Self.recorded(SnapPolicy.projectedStop(ProjectedSnapPolicy(deceleration: 600, dismissalProgress: 0.4)))
        #expect(projected.map(\.label) == ["deceleration", "dismissalProgress"])
        #expect(Self.recorded(SnapPolicy.momentumRedirect(MomentumRedirectSnapPolicy())).count == 4)
        #expect(Self.recorded(SnapPolicy.rushingForward(RushingForwardSnapPolicy())).map(\.label)
            == ["minimumVelocity", "projectionDuration", "dismissalVelocity"])
    }

    /// The plan key is the label unless the spec's word differs.
    @Test func planKeysAreTheSpecsWords() {
        let band = Self.recorded(RubberBand())
        #expect(band.map(\.plan) == ["coefficient", "aboveLargest", "belowSmallest"])
        #expect(Self.recorded(DismissalRules()).map(\.plan) == ["swipe", "tapOutside", "closeButton", "confirm"])
        #expect(Self.recorded(SheetSpring()).map(\.plan) == ["response", "damping", "dampingWithoutVelocity", "dampingCurve"])
        #expect(Self.recorded(ProjectedSnapPolicy()).map(\.plan) == ["deceleration", "dismissThreshold"])
        #expect(Self.recorded(MomentumRedirectSnapPolicy()).map(\.plan)
            == ["projectionRate", "redirectThreshold", "skipStops", "removalVelocity"])
    }
}
