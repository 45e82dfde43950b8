/// The only value `fit:` takes today; a keyword so that later sources
/// (a layout guide, a scroll view's content) can be added without a new key.
public enum FitKeyword: String, SpecKeyword {
    case content
}
