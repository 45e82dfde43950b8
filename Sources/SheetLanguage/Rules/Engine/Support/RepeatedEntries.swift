/// The entries of a list that is a set (a popover's `arrows`, `navigation.push`)
/// whose value an earlier entry already has, each with the first entry of that
/// value, in list order: what the "listed twice" rules report.
func repeatedEntries<Value: Hashable>(in list: [Located<Value>]) -> [(again: Located<Value>, first: Located<Value>)] {
    var first: [Value: Located<Value>] = [:]
    var repeats: [(again: Located<Value>, first: Located<Value>)] = []
    for entry in list {
        if let earlier = first[entry.value] {
            repeats.append((entry, earlier))
        } else {
            first[entry.value] = entry
        }
    }
    return repeats
}
