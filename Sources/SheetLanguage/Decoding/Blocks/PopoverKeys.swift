/// The keys of `popover:`.
enum PopoverKey: FieldKey {
    case alignment, width, height, bottomMargin

    var spelling: StaticString {
        switch self {
        case .alignment: "alignment"
        case .width: "width"
        case .height: "height"
        case .bottomMargin: "bottomMargin"
        }
    }

    static let table = FieldTable<PopoverKey>(
        owner: "`popover`",
        elsewhere: [
            ("portrait", .belongsUnder("height")), ("landscape", .belongsUnder("height")),
            ("popoverAlignment", .renamed("alignment")),
        ])
}

/// The keys of `popover.height:` written per orientation.
enum PopoverHeightKey: FieldKey {
    case portrait, landscape

    var spelling: StaticString {
        switch self {
        case .portrait: "portrait"
        case .landscape: "landscape"
        }
    }

    static let table = FieldTable<PopoverHeightKey>(
        owner: "`popover.height`", required: [.portrait, .landscape],
        elsewhere: [("portraitHeight", .renamed("portrait")), ("landscapeHeight", .renamed("landscape"))])
}
