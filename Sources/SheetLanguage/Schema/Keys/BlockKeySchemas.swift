// The value of each key of a sheet's blocks, with the meaning column of
// docs/SpecReference.md shortened to one line for editors' hover text.

extension ScrollKey {
    var valueSchema: SchemaNode {
        switch self {
        case .expandsAtEdge:
            SchemaNode.boolean.described("Scrolling up at the top edge grows the sheet before the content scrolls.")
        }
    }
}

extension DismissalKey {
    var valueSchema: SchemaNode {
        switch self {
        case .swipe: SchemaNode.boolean.described("Drag down past the smallest detent to close.")
        case .tapOutside: SchemaNode.boolean.described("Tap the dimmed area to close.")
        case .closeButton: SchemaNode.boolean.described("Add a generated close button.")
        case .confirm: SchemaNode.boolean.described("Ask shouldDismiss before dismissing.")
        case .programmatic:
            SchemaNode.boolean.described("The app dismisses the sheet in code, so having no user gesture is intended.")
        }
    }
}

extension KeyboardKey {
    var valueSchema: SchemaNode {
        switch self {
        case .policy:
            SchemaNode.keyword(KeyboardPolicyKeyword.self).described(
                "expand: to the largest detent; lift: rise by the keyboard's height; shrink: popover height minus it.")
        case .observe:
            SchemaNode.boolean.described("BottomSheetable's isKeyboardObserver; true when policy is not none.")
        }
    }
}

extension NavigationKey {
    var valueSchema: SchemaNode {
        switch self {
        case .push:
            SchemaNode.list(of: .identifier).described("Sheets this one can push; [] overrides an inherited list.")
        case .interactivePop: SchemaNode.boolean.described("Swipe from the leading edge pops.")
        }
    }
}

extension PopoverKey {
    var valueSchema: SchemaNode {
        switch self {
        case .alignment:
            SchemaNode.keyword(PopoverAlignmentKeyword.self).described("Where the popover sits in its container.")
        case .width: SchemaNode.points.described("Fixed width in points.")
        case .height:
            SchemaNode.anyOf([.points, .reference(.popoverHeight)])
                .described("Maximum height in points for both orientations, or { portrait, landscape }.")
        case .bottomMargin: SchemaNode.points.described("Gap to the container's bottom, for bottomCenter.")
        }
    }
}

extension PopoverHeightKey {
    var valueSchema: SchemaNode {
        switch self {
        case .portrait: SchemaNode.points.described("Maximum height in portrait, in points.")
        case .landscape: SchemaNode.points.described("Maximum height in landscape, in points.")
        }
    }
}
