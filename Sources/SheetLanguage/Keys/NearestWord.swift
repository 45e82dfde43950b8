import SheetDiagnostics

/// Picks the valid word closest to a misspelt one, for "did you mean" help.
///
/// Only runs on the error path, so it may allocate freely.
enum NearestWord {
    /// A suggestion, and whether it is the only reading of the slip.
    struct Match: Equatable {
        var word: String
        /// The candidate differs from the word only in case and `_`/`-`, or
        /// is the one candidate at the smallest edit distance: a fix may
        /// write it unattended. A prefix or an abbreviation is a guess.
        var isUnambiguous: Bool

        var applicability: FixApplicability { isUnambiguous ? .safe : .suggestion }
    }

    /// The nearest candidate within a distance that scales with the word's
    /// length, or `nil` when nothing is close enough to be a likely typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        match(for: word, among: candidates)?.word
    }

    /// The nearest candidate with whether it is unambiguous (`Match`).
    static func match(for word: String, among candidates: [String]) -> Match? {
        let normalizedWord = normalized(word)
        let same = candidates.filter { normalized($0) == normalizedWord && $0 != word }
        if let first = same.first { return Match(word: first, isUnambiguous: Set(same).count == 1) }
        let limit = max(1, min(3, word.count / 3))
        let lowered = Array(word.lowercased().utf8)
        var best: (word: String, distance: Int)?
        var tied = false
        let length = lowered.count
        for candidate in candidates where candidate != word {
            // The distance is at least the difference in length: most
            // candidates are ruled out without filling a table.
            let other = Array(candidate.lowercased().utf8)
            guard abs(other.count - length) <= limit else { continue }
            let distance = editDistance(lowered, other)
            guard distance <= limit else { continue }
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
                tied = false
            } else if distance == best?.distance, candidate != best?.word {
                tied = true
            }
        }
        if let best { return Match(word: best.word, isUnambiguous: !tied) }
        return shortened(normalizedWord, among: candidates).map { Match(word: $0, isUnambiguous: false) }
    }

    /// The one candidate that `word` (normalized) is the start or an
    /// abbreviation of: `undimmed` → `undimmedThrough`, `cornRad` →
    /// `cornerRadius`. An abbreviation keeps the candidate's first letter and
    /// the rest of its letters in order. Words under three letters, and words
    /// that fit several candidates, get nothing: a guess would mislead.
    static func shortened(_ word: String, among candidates: [String]) -> String? {
        guard word.count >= 3 else { return nil }
        func abbreviates(_ candidate: String) -> Bool {
            guard candidate.count > word.count, candidate.first == word.first else { return false }
            var letters = candidate.makeIterator()
            return word.allSatisfy { letter in
                while let next = letters.next() { if next == letter { return true } }
                return false
            }
        }
        let starts = candidates.filter { normalized($0).hasPrefix(word) && normalized($0) != word }
        if starts.count == 1 { return starts[0] }
        guard starts.isEmpty else { return nil }
        let abbreviated = candidates.filter { abbreviates(normalized($0)) }
        return abbreviated.count == 1 ? abbreviated[0] : nil
    }

    /// Lower-case with `_` and `-` removed: `corner_radius` and `Corner-Radius`
    /// both become `cornerradius`.
    static func normalized(_ word: String) -> String {
        String(word.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// Optimal string alignment distance: insertions, deletions,
    /// substitutions and swaps of two neighbours each cost 1.
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        var table = [Int](repeating: 0, count: (lhs.count + 1) * width)
        for column in 0...rhs.count { table[column] = column }
        for row in 1...lhs.count {
            table[row * width] = row
            for column in 1...rhs.count {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                var value = min(
                    table[(row - 1) * width + column] + 1,
                    table[row * width + column - 1] + 1,
                    table[(row - 1) * width + column - 1] + cost)
                if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
                    value = min(value, table[(row - 2) * width + column - 2] + 1)
                }
                table[row * width + column] = value
            }
        }
        return table[lhs.count * width + rhs.count]
    }
}
