/// One side an anchored popover's arrow may point from (`UIPopoverArrowDirection`).
public enum PopoverArrowKeyword: String, SpecKeyword {
    case up
    case down
    case left
    case right
}

/// `arrows:` as written: `any`, or a list of sides kept as written (repeats and
/// an empty list included) so that rules can point at them.
public enum PopoverArrowsForm: Hashable, Sendable {
    case any
    case list([Located<PopoverArrowKeyword>])
}
