import Foundation
import Testing

/// What users read (README.md, docs/ but docs/Contributing.md, specs/, and
/// the code they read or run: Sources/ with its doc comments and the strings
/// it prints, Templates/, Examples/, Plugins/, Benchmarks/) speaks
/// of sheets, libraries and articles, never of how sheetspec was made: no
/// issue numbers, commit hashes, words of the process ("this stop",
/// "time-box") or names of the project's own research files ("seed 002",
/// "the seed article", `seeds/…`). A source is named by its article or
/// library instead.
@Suite struct DocumentationVocabularyTests {
    /// One pattern per kind of internal word, matched case-insensitively
    /// (except the design document's name, which is a word users use too).
    static let patterns: [(name: String, regex: NSRegularExpression)] = [
        ("an issue number", #"\bissues? #?[0-9]+"#),
        ("a research file's number", #"\bseeds? #?[0-9]+"#),
        ("the research files", #"\b(the )?seeds?('s)? (article|document|text|file|answer|page)s?\b|\bthe seeds?\b|\bseeds/"#),
        ("a stop of the process", #"\bthis stop\b"#),
        ("a time-box", #"\btime-?box"#),
        ("a working session", #"\bworking sessions?\b|\bthis loaded machine\b|\bthe lead\b"#),
        // Seven to forty hex digits with a digit and a letter, not a colour
        // (`#C7C7CC80`), a hex number (`0xFF`) or part of a path or URL.
        // A table of the hex digits (`"0123456789ABCDEF"`) is not a hash either.
        ("a commit hash", #"(?<![#/\w.-])(?<!0x)(?!0123456789abcdef)(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b(?![/.-]\w)"#),
    ].map { ($0.0, try! NSRegularExpression(pattern: $0.1, options: [.caseInsensitive])) }
        + [("the internal design document", try! NSRegularExpression(pattern: #"\bDESIGN(\.md)?\b"#))]

    /// Every file users read, relative to the repository.
    static func userFacingFiles() throws -> [String] {
        let root = CommandRunner.repository
        var files = ["README.md"]
        let prose = [".md", ".yaml", ".yml", ".json"]
        let code = prose + [".swift", ".py", ".sh", ".mustache", ".c"]
        for (folder, suffixes) in [
            ("docs", prose), ("specs", prose), ("Sources", code), ("Templates", code), ("Examples", code),
            ("Plugins", code), ("Benchmarks", code),
        ] {
            let names = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?
                .compactMap { $0 as? String } ?? []
            files += names.filter { name in suffixes.contains { name.hasSuffix($0) } }.map { folder + "/" + $0 }
        }
        return files.filter { $0 != "docs/Contributing.md" }.sorted()
    }

    /// `path:line: kind: "match"` for every internal word in `text`.
    static func findings(in text: String, path: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            for (name, regex) in patterns {
                for match in regex.matches(in: line, range: range) {
                    found.append("\(path):\(number + 1): \(name): \"\((line as NSString).substring(with: match.range))\"")
                }
            }
        }
        return found
    }

    @Test func whatUsersReadIsFreeOfInternalVocabulary() throws {
        let files = try Self.userFacingFiles()
        #expect(files.contains("README.md") && files.contains("docs/SpecReference.md") && files.contains("specs/checkout.sheet.yaml"))
        #expect(files.contains("Sources/SheetLanguage/Profiles/ProfileEvidence.swift") && files.contains("Benchmarks/bench.py"))
        #expect(!files.contains("docs/Contributing.md"))
        let found = try files.flatMap { path in
            Self.findings(
                in: try String(contentsOf: CommandRunner.repository.appendingPathComponent(path), encoding: .utf8), path: path)
        }
        #expect(found.isEmpty, "name the article or library instead:\n\(found.joined(separator: "\n"))")
    }

    /// Each pattern catches what it is for, one planted line each.
    @Test(arguments: [
        ("See issue 23 for the numbers.", "an issue number"),
        ("as issues 7 and 19 said", "an issue number"),
        ("The drawer of seed 002 embeds it.", "a research file's number"),
        ("the seed article's container", "the research files"),
        ("the seed's arithmetic", "the research files"),
        ("of `seeds/004_*`", "the research files"),
        ("measured at this stop", "a stop of the process"),
        ("closed by its own time-box", "a time-box"),
        ("two working sessions in a row", "a working session"),
        ("of f027d90 (the speed work)", "a commit hash"),
        ("commit `df49c8f`", "a commit hash"),
        ("as DESIGN.md says", "the internal design document"),
    ])
    func eachKindIsFound(line: String, kind: String) {
        let found = Self.findings(in: "first line\n" + line, path: "README.md")
        #expect(found.count == 1 && found.first?.hasPrefix("README.md:2: \(kind): ") == true, "\(found)")
    }

    /// What looks alike but is the product's own vocabulary passes.
    @Test(arguments: [
        "dimmingColor: \"#C7C7CC80\"",
        "mask 0x1F00FFAB",
        "https://qiita.com/cocona15531/items/de9bf73b570b9df13724",
        "the sheet's design, a 2,000-file corpus, `SS2104` in 2026-11-26",
        "a stop of the drawer (a hidden stop), stops at 0.25",
        "seeded random specs, a deadline",
        "a design tool's colours",
        "its checksum 1234567",
        "let digits = Array(\"0123456789ABCDEF\".utf8)",
    ])
    func theProductsOwnWordsPass(line: String) {
        #expect(Self.findings(in: line, path: "README.md").isEmpty)
    }
}
