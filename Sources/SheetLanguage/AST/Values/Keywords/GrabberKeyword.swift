/// The grabber (drag indicator) at the top of the sheet.
public enum GrabberKeyword: String, SpecKeyword {
    case automatic
    case visible
    case hidden
}
