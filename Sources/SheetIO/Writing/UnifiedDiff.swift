/// A unified diff of two texts, as `diff -u` prints it: what `generate
/// --check` and `fix --dry-run` show so a change can be read in a CI log,
/// and that `git apply` (or `patch -p1`) applies. It lives here, below both
/// commands' modules, because both print one. A last line with no line break is marked
/// `\ No newline at end of file`, as `diff` and `git` mark it.
public enum UnifiedDiff {
    /// One line, and whether a line break ends it (only the last can lack one).
    private struct Line: Equatable {
        var text: String
        var isTerminated: Bool
    }

    private enum Edit: Equatable {
        case same(Line)
        case removed(Line)
        case added(Line)

        var isSame: Bool {
            if case .same = self { return true }
            return false
        }
    }

    public static func between(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let edits = diff(lines(old), lines(new))
        guard edits.contains(where: { !$0.isSame }) else { return "" }
        var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var index = 0
        var oldLine = 1
        var newLine = 1
        while index < edits.count {
            // Find the next change, then grow a hunk around it.
            guard let change = edits[index...].firstIndex(where: { !$0.isSame }) else { break }
            let start = max(index, change - context)
            for edit in edits[index..<start] { advance(edit, &oldLine, &newLine) }
            var end = change
            var quiet = 0
            while end < edits.count {
                quiet = edits[end].isSame ? quiet + 1 : 0
                if quiet > context * 2 { break }
                end += 1
            }
            end = min(edits.count, end - max(0, quiet - context))
            let hunk = edits[start..<end]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            out += "@@ -\(oldCount == 0 ? oldLine - 1 : oldLine),\(oldCount) +\(newCount == 0 ? newLine - 1 : newLine),\(newCount) @@\n"
            for edit in hunk {
                let (mark, line): (String, Line)
                switch edit {
                case .same(let same): (mark, line) = (" ", same)
                case .removed(let removed): (mark, line) = ("-", removed)
                case .added(let added): (mark, line) = ("+", added)
                }
                out += mark + line.text + "\n"
                if !line.isTerminated { out += "\\ No newline at end of file\n" }
                advance(edit, &oldLine, &newLine)
            }
            index = end
        }
        return out
    }

    private static func advance(_ edit: Edit, _ oldLine: inout Int, _ newLine: inout Int) {
        switch edit {
        case .same: oldLine += 1; newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }

    /// Split at each LF byte: a `Character` split would keep a CR LF pair
    /// (one grapheme) inside its line, and a `\r` before a `\n` stays part
    /// of the line's text, as `diff` and `git` keep it.
    private static func lines(_ text: String) -> [Line] {
        var result = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Line(text: String(decoding: $0, as: UTF8.self), isTerminated: true) }
        if result.last?.text == "" {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1].isTerminated = false
        }
        return result
    }

    /// Longest common subsequence by dynamic programming: generated files
    /// are a few hundred lines, and the check runs only on a mismatch.
    private static func diff(_ old: [Line], _ new: [Line]) -> [Edit] {
        let width = new.count + 1
        var table = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * width + j] = old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                edits.append(.removed(old[i]))
                i += 1
            } else {
                edits.append(.added(new[j]))
                j += 1
            }
        }
        return edits
    }
}
