/// Where an iPad popover sits in its container.
public enum PopoverAlignmentKeyword: String, SpecKeyword {
    case center
    case bottomCenter
    case anchored
}
