/// The system detents of `UISheetPresentationController`.
public enum SystemDetentKeyword: String, SpecKeyword {
    case medium
    case large
}
