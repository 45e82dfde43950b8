import BottomSheetable

// The value of each file-level and sheet key, with the meaning column of
// docs/SpecReference.md shortened to one line for editors' hover text.

extension FileKey {
    var valueSchema: SchemaNode {
        switch self {
        case .version:
            .integer(exactly: SpecDecoder.supportedVersion).described(
                "The spec language edition; this sheetspec reads 1.")
        case .minimumOS:
            SchemaNode.anyOf([
                SchemaNode.number.with("minimum", .number(0)),
                .string(pattern: #"^[0-9]{1,4}(\.[0-9]{1,4}){0,2}$"#),
            ]).described("Deployment target, such as 16.4; features that need a later iOS are errors.")
        case .defaults:
            SchemaNode.object(SheetKey.defaultsTable, including: \.isAllowedInDefaults)
                .described("Settings applied to every sheet of this file (any sheet key but type and extends).")
        case .sheets:
            SchemaNode.map(to: .reference(.sheet), minProperties: 1).described("The sheets by id, in source order.")
        }
    }
}

extension SheetKey {
    var valueSchema: SchemaNode {
        switch self {
        case .type:
            SchemaNode.string(minLength: 1)
                .described("The view controller that conforms to BottomSheetable; required even with extends.")
        case .extends: SchemaNode.identifier.described("Inherit the settings of another sheet (this or another file).")
        case .presentation:
            SchemaNode.keyword(Presentation.self).described(
                "modal dims; overlay keeps the background interactive; popover is the iPad popover; "
                    + "embedded is in its host."
            )
        case .tiers:
            SchemaNode.keyword(Tiers.self).described(
                "How many resting stops; automatic is one stop sized to content. Inferred from detents when left out.")
        case .frame:
            SchemaNode.reference(.frame).described(
                "The edges heights are measured between (custom presentations only). Default: the safe areas.")
        case .detents:
            SchemaNode.list(of: .reference(.detent), minItems: 1)
                .described("Where the stops are, smallest to largest. Default: [{ id: large, system: large }].")
        case .initial: SchemaNode.identifier.described("The detent the sheet opens at; the smallest when left out.")
        case .undimmedThrough:
            SchemaNode.identifier.described("The largest detent at which the background is undimmed and interactive.")
        case .grabber: SchemaNode.keyword(GrabberVisibility.self).described("The drag indicator.")
        case .cornerRadius:
            SchemaNode.anyOf([.points, .constant("system")]).described("Top corner radius in points, or system.")
        case .edgeAttachedInCompactHeight:
            SchemaNode.boolean.described(
                "In landscape on iPhone, attach to the bottom edge instead of going full screen.")
        case .sizing:
            SchemaNode.keyword(SheetSizing.self).described(
                "The system sheet's width on iPad (SwiftUI presentationSizing, UIKit prefersPageSizing); iPhone ignores it.")
        case .style:
            SchemaNode.reference(.style).described("Dimming colour and alpha, border and grabber (custom presentations only).")
        case .scroll: SchemaNode.reference(.scroll).described("Scroll-view interplay.")
        case .dismiss: SchemaNode.reference(.dismiss).described("How the user can close the sheet.")
        case .keyboard: SchemaNode.reference(.keyboard).described("What the sheet does when the keyboard appears.")
        case .physics: SchemaNode.reference(.physics).described("How a drag ends (custom presentations only).")
        case .popover: SchemaNode.reference(.popover).described("iPad popover layout; only with presentation: popover.")
        case .navigation: SchemaNode.reference(.navigation).described("The sheet hosts a navigation stack.")
        case .accessibility:
            SchemaNode.reference(.accessibility).described(
                "How the sheet works with VoiceOver, Switch Control, Reduce Motion and larger text.")
        }
    }
}
