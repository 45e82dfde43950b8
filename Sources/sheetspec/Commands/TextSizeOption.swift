import ArgumentParser
import BottomSheetable
import SheetLanguage

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    /// None: the names say it, and help lists them as `(values: …)`.
    public static var allValueDescriptions: [String: String] { [:] }
}

/// `--text-size`: the content size category `plan`, `render` and `simulate`
/// scale fitted content to (`TextSizeScaling`, docs/Usage.md "Text size").
struct TextSizeOption: ParsableArguments {
    @Option(
        name: .customLong("text-size"),
        help: ArgumentHelp(
            "The text size to scale fitted content to, xSmall to AX5 (Apple's Dynamic Type sizes; Large is the "
                + "default size). A fitted detent's content is taken to be its floor at Large, growing like Body text.",
            valueName: "size"))
    var category: ContentSizeCategory?

    /// The plan's text size, when one was asked for.
    var planned: PlannedTextSize? { category.map { PlannedTextSize($0) } }
}
