import Foundation
import Testing

/// CHANGELOG.md keeps the Keep a Changelog shape: a release (`## [...]`) has
/// each kind of change (`### Added`, `### Changed`, …) at most once, and only
/// the kinds that format names. Merging branches that each opened a section
/// of their own is how a second `### Changed` appears.
@Suite struct ChangelogFormatTests {
    static let kinds: Set<String> = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]

    /// `line: problem` for every release that repeats a kind or names an unknown one.
    static func problems(in text: String) -> [String] {
        var found: [String] = []
        var release = "", seen: Set<String> = []
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("## ") {
                release = String(line.dropFirst(3))
                seen = []
            } else if line.hasPrefix("### ") {
                let kind = String(line.dropFirst(4))
                if !kinds.contains(kind) {
                    found.append("\(number + 1): `\(kind)` is not a kind of change")
                } else if !seen.insert(kind).inserted {
                    found.append("\(number + 1): a second `### \(kind)` in \(release)")
                }
            }
        }
        return found
    }

    @Test func eachReleaseNamesEachKindOfChangeOnce() throws {
        let text = try String(contentsOf: CommandRunner.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(text.contains("## [Unreleased]"))
        #expect(Self.problems(in: text).isEmpty, "\(Self.problems(in: text))")
    }

    @Test func aRepeatedOrUnknownKindIsFound() {
        let text = "## [Unreleased]\n### Added\n- a\n### Changed\n- b\n### Changed\n- c\n### Misc\n## [0.1.0]\n### Changed\n"
        #expect(Self.problems(in: text) == [
            "6: a second `### Changed` in [Unreleased]", "8: `Misc` is not a kind of change",
        ])
    }
}
