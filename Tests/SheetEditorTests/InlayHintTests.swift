import Foundation
import SheetDiagnostics
import SheetEditor
import SheetLanguage
import TestSupport
import Testing

/// Inlay hints: each detent's height on the default device (the smallest
/// iPhone, as `render` draws), after its entry, equal to the plan's.
struct InlayHintTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          drawer:
            type: DrawerViewController
            detents:
              - { id: half, fraction: 0.5 }
              - id: full
                inset: 24
            initial: half

        """

    /// The hints the server answers for `lines` of the spec, opened in a new session.
    static func hints(lines: ClosedRange<Int>) throws -> (hints: [[String: Any]], path: String) {
        let folder = try ScratchFolder.make("lsp-inlay")
        let file = folder.appendingPathComponent("drawer.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        _ = session.open(file, Self.spec)
        let (reply, _) = session.request("textDocument/inlayHint", [
            "textDocument": ["uri": file.absoluteString],
            "range": ["start": ["line": lines.lowerBound, "character": 0], "end": ["line": lines.upperBound, "character": 0]],
        ])
        return (try #require(reply?["result"] as? [[String: Any]]), file.path)
    }

    @Test func eachDetentShowsItsPlannedHeightAfterItsEntry() throws {
        let (hints, path) = try Self.hints(lines: 0...11)

        // The plan's heights on the smallest iPhone, portrait.
        let loaded = SpecLoader.load(SourceFile(path: path, text: Self.spec), limits: .default)
        let plan = try #require(SpecPlanner.plan([loaded], options: ValidationOptions(), strict: false).plan)
        let profile = try #require(SpecRenderer.defaultProfile(among: plan.profiles, preferring: .phone))
        #expect(profile.name == "iphone-se-3")
        let screen = try #require(plan.sheets.first?.profiles.first { $0.profile == profile.name }?.screens.first)
        let expected = screen.detents.map { LengthPrecision.text($0.resolved.height) + " pt" }
        #expect(expected == ["318.5 pt", "613 pt"], "637 / 2 and 637 − 24 on the iPhone SE (iOS 26: 667 − 20 − 10)")
        #expect(hints.map { $0["label"] as? String } == expected)

        // After each entry: the flow mapping's `}`, the block entry's last value.
        let positions = hints.map { $0["position"] as? [String: Int] }
        #expect(positions == [["line": 6, "character": 35], ["line": 8, "character": 17]])
    }

    @Test func onlyTheDetentsWithinTheRangeAreAnswered() throws {
        let hints = try Self.hints(lines: 7...9).hints
        #expect(hints.map { $0["label"] as? String } == ["613 pt"], "637 − 24 on the iPhone SE (iOS 26)")
    }
}
