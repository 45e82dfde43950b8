/// How the sheet is shown: `modal` dims and blocks the screen, `overlay`
/// leaves the background interactive (a map drawer), `popover` is the iPad
/// popover of `BottomSheetable`, `embedded` is a drawer that is part of its host's
/// screen and never dismissed.
public enum PresentationKeyword: String, SpecKeyword {
    case modal
    case overlay
    case popover
    case embedded
}
