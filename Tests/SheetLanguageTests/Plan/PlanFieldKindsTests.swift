import BottomSheetable
import Testing

@testable import SheetLanguage

/// The plan and its schema for the kinds of field beyond flags, numbers and
/// words: a list of names, a colour, an option set, a nested value and one
/// that may be `nil`.
@Suite struct PlanFieldKindsTests {
    /// The plan's `style` of an overlay with every style key written: the
    /// field list's order, colours as hex codes, the border and the grabber
    /// as nested objects.
    @Test func theStyleIsWrittenFromItsFieldList() throws {
        let spec = """
            version: 1
            sheets:
              drawer:
                type: DrawerViewController
                presentation: overlay
                grabber: visible
                style:
                  dimmingColor: "#1C1C1E"
                  dimmingAlpha: 0.3
                  borderColor: "#FF00FF80"
                  borderWidth: 1.5
                  grabberColor: "#00FF00"
                  grabberWidth: 40
                  grabberHeight: 6
                  grabberTopGap: 7
            """
        let profiles = [BuiltInProfiles.iPhone16]
        let resolution = PlanFixtures.resolve([("s.sheet.yaml", spec)], profiles: profiles)
        let json = LayoutPlanWriter.json(LayoutPlanner.plan(resolution, profiles: profiles))
        let expected = """
                  "style": {
                    "honoured": true,
                    "dimmingColor": "#1C1C1E",
                    "dimmingAlpha": 0.3,
                    "border": {
                      "color": "#FF00FF80",
                      "width": 1.5
                    },
                    "grabber": {
                      "color": "#00FF00",
                      "width": 40,
                      "height": 6,
                      "topGap": 7
                    }
                  },
            """
        #expect(json.contains(expected), "\(json)")
    }

    @Test func theSchemaOfEachKind() {
        let navigation = PlanSchemaFields.properties(of: SheetNavigation(pushableSheets: ["a"]))
        #expect(navigation.map(\.key) == ["push", "interactivePop", "transition"])
        #expect(navigation.map(\.schema) == [
            #"{ "type": "array", "items": { "type": "string" } }"#, #"{ "type": "boolean" }"#,
            #"{ "enum": ["system", "sheet"] }"#,
        ])
        let popover = PlanSchemaFields.properties(of: PopoverLayout(portraitHeight: 1, landscapeHeight: 2))
        #expect(popover.last?.key == "arrows")
        #expect(popover.last?.schema == #"{ "type": "array", "items": { "enum": ["up", "down", "left", "right"] } }"#)
        let border = SheetBorder(color: .black, width: 1)
        let borderObject =
            #"{ "type": "object", "additionalProperties": false, "required": ["color", "width"], "#
            + ##""properties": { "color": { "$ref": "#/$defs/color" }, "width": { "type": "number" } } }"##
        let style = PlanSchemaFields.properties(of: SheetStyle(border: border))
        #expect(style.map(\.key) == ["dimmingColor", "dimmingAlpha", "border", "grabber"])
        #expect(style[0].schema == ##"{ "$ref": "#/$defs/color" }"##)
        #expect(style[2].schema == #"{ "oneOf": [{ "type": "null" }, "# + borderObject + "] }")
        #expect(style[3].schema.hasPrefix(#"{ "type": "object", "additionalProperties": false, "required": ["color", "width", "height", "topGap"]"#))
        let noBorder = PlanSchemaFields.properties(of: SheetStyle(border: nil))
        #expect(noBorder[2].schema == #"{ "oneOf": [{ "type": "null" }, { "type": "object" }] }"#)
    }
}
