import BottomSheetable

/// The text-size keys of a plan made with `--text-size`: the size and its
/// source at the top, and each detent's outcome at that size. A plan made
/// without a text size has none of them, so its bytes are what they were
/// before the option existed (docs/Plan.md, "Text size").
extension PlanEncoder {
    /// `"textSize": { … }` after `navigation`, when the plan has one.
    mutating func textSize(_ textSize: PlannedTextSize?) {
        guard let textSize else { return }
        object("textSize") {
            $0.writer.field("category", textSize.category.name)
            $0.number("bodyPointSize", textSize.category.bodyPointSize)
            $0.number("defaultBodyPointSize", ContentSizeCategory.default.bodyPointSize)
            $0.number("growingFraction", textSize.scaling.growingFraction)
            $0.writer.field("content", "floor")
            $0.writer.field("source", PlannedTextSize.citation)
        }
    }

    /// A detent's `"textSize": { … }`, last in its object, when the plan has a text size.
    mutating func textSize(of detent: DetentLayout) {
        guard let outcome = detent.textSize else { return }
        object("textSize") {
            $0.bool("changes", outcome.changes)
            if let content = outcome.content {
                $0.length("content", content)
            } else {
                $0.writer.key("content")
                $0.writer.null()
            }
            $0.length("height", outcome.height)
            $0.bool("scrolls", outcome.scrolls)
            $0.optionalString("scrollsFrom", outcome.scrollsFrom?.name)
        }
    }
}
