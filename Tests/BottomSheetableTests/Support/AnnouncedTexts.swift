import BottomSheetable

extension [SheetEffect] {
    /// The texts of the `announce` effects, in order.
    var announcedTexts: [String] {
        compactMap {
            guard case .announce(let description) = $0 else { return nil }
            return description.text
        }
    }
}
