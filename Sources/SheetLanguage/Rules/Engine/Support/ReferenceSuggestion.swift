import SheetDiagnostics

/// "did you mean" for a reference to a sheet or detent that does not exist:
/// the help text and the fix that writes the nearest name.
struct ReferenceSuggestion {
    let help: String
    let fixes: [FixIt]

    /// The nearest candidate by edit distance, or a list of the valid names
    /// when none is close (at most a few, so the line stays readable).
    init(for reference: Located<String>, among candidates: [String], kind: String) {
        if let nearest = NearestWord.match(for: reference.value, among: candidates) {
            help = "did you mean `\(nearest.word)`?"
            fixes = [FixIt(span: reference.span, replacement: nearest.word, applicability: nearest.applicability)]
        } else if candidates.isEmpty {
            help = "declare a \(kind) named `\(reference.value)`"
            fixes = []
        } else {
            let shown = candidates.prefix(6).map { "`\($0)`" }.joined(separator: ", ")
            help = "use one of the \(kind)s declared: \(shown)\(candidates.count > 6 ? ", …" : "")"
            fixes = []
        }
    }
}
