import Foundation
import SheetDiagnostics
import Testing

@testable import sheetspec

/// An explanation that names a UIKit or SwiftUI API tells the reader that
/// sheetspec writes code with it. This test holds every explanation to that:
/// each such API it names appears in the code of the `uikit` or `swiftui`
/// backend (its templates and the golden files of every example spec), or
/// is on the list below of APIs the explanations name as what sheetspec does
/// *not* generate, with the reason.
@Suite struct ExplanationAPITests {
    /// APIs an explanation may name although no backend writes them.
    static let namedButNotGenerated: [String: String] = [
        "presentationControllerShouldDismiss": "SS2304: the app's delegate answers `confirm`; not generated",
        "presentationControllerDidAttemptToDismiss": "SS2304: where the app's delegate confirms; not generated",
        "UINavigationController": "SS4403: the app puts one in a FloatingPanel itself; not generated",
        "UIScrollView": "SS2701 names its deceleration rate as the unit of `projectionRate`",
    ]

    /// Words that name UIKit or SwiftUI API in an explanation's code spans.
    static func apiWords(in text: String) -> Set<String> {
        var words = Set<String>()
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        let prefixes = [
            "UI", "presentation", "prefers", "preferred", "selectedDetent", "largestUndimmed", "isModalIn",
            "invalidateDetents", "interactiveDismiss", "modalPresentationStyle", "sourceRect", "permittedArrow",
            "widthFollows",
        ]
        for span in spans {
            let identifiers = span.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for identifier in identifiers where prefixes.contains(where: { identifier.hasPrefix($0) }) {
                words.insert(String(identifier))
            }
        }
        return words
    }

    /// What the backends write: the golden files of every example spec, and
    /// the templates (for what only some specs get, such as SwiftUI's
    /// background interaction when `undimmedThrough` is written).
    static func generatedCode() throws -> String {
        let folders = ["Tests/SheetCodegenTests/Fixtures/backends/uikit", "Tests/SheetCodegenTests/Fixtures/backends/swiftui",
                       "Templates/uikit", "Templates/swiftui"]
        var text = ""
        for folder in folders {
            let directory = CommandRunner.repository.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                text += try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            }
        }
        return text
    }

    @Test func everyAPIAnExplanationNamesIsGeneratedOrListed() throws {
        let code = try Self.generatedCode()
        #expect(code.contains("UISheetPresentationController.Detent"))
        var checked = 0
        for descriptor in DescriptorCatalog.every.all {
            for word in Self.apiWords(in: descriptor.summary + " " + descriptor.explanation).sorted() {
                checked += 1
                guard Self.namedButNotGenerated[word] == nil else { continue }
                #expect(
                    code.contains(word),
                    "\(descriptor.code) \(descriptor.name) names `\(word)`, which no backend generates")
            }
        }
        #expect(checked > 10)
    }

    /// The list stays true: each entry is named by an explanation and is not
    /// in the generated code (else it belongs to neither).
    @Test func theListNamesOnlyAPIsExplainedButNotGenerated() throws {
        let code = try Self.generatedCode()
        let named = DescriptorCatalog.every.all.reduce(into: Set<String>()) {
            $0.formUnion(Self.apiWords(in: $1.summary + " " + $1.explanation))
        }
        for word in Self.namedButNotGenerated.keys.sorted() {
            #expect(named.contains(word), "no explanation names `\(word)`")
            #expect(!code.contains(word), "`\(word)` is generated: take it off the list")
        }
    }

    @Test func theWordFinderSeesAPIsInCodeSpansOnly() {
        let words = Self.apiWords(
            in: "UIKit prose; `prefersGrabberVisible` and `.presentationDetents(_:selection:)`, `tiers: one`")
        #expect(words == ["prefersGrabberVisible", "presentationDetents"])
    }
}
