import SheetDiagnostics

/// The one word `arrows:` takes in place of a list.
enum PopoverArrowsWord: String, SpecKeyword {
    case any
}

extension DecodingContext {
    /// `arrows: any`, or `arrows: [up, down]`. A side written twice or an empty
    /// list decodes as written; rules (SS2506, SS2507) say what is wrong with it.
    mutating func popoverArrows(_ field: FieldValue) -> Located<PopoverArrowsForm>? {
        if document.kind(of: field.node) == .scalar, !isNull(field.node) {
            let written = text(field.node)
            if PopoverArrowKeyword(rawValue: written) != nil {
                let fix = FixIt(span: span(field.node), replacement: "[\(written)]", applicability: .safe)
                reportMismatch(
                    field, expected: "`any` or a list of sides",
                    help: "write a list, even for one side: `[\(written)]`", fixes: [fix])
                return nil
            }
            guard keywordValue(field, as: PopoverArrowsWord.self) != nil else { return nil }
            return located(.any, field)
        }
        guard expectList(field, expected: "`any` or a list of `up`, `down`, `left` and `right`") else { return nil }
        var sides: [Located<PopoverArrowKeyword>] = []
        for item in document.items(of: field.node) {
            if let side = keyword(FieldValue(node: item, key: field.key), as: PopoverArrowKeyword.self) {
                sides.append(side)
            }
        }
        return located(.list(sides), field)
    }
}
