/// The version `sheetspec --version` prints; bumped with each release in
/// CHANGELOG.md.
public enum SheetSpecVersion {
    public static let current = "0.1.0-dev"
}
