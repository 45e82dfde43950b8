import Foundation
import SheetLanguage
import Testing

@testable import SheetReport

/// `diff` over a copy of specs/ with four hand-made changes. Worked numbers
/// (iPhone 16 on iOS 26, portrait: 852 × 393 pt; the `nowPlaying` drawer is
/// measured between the screen's edges, `placeDetails` between the safe
/// areas, where its `half` is 379.5 pt and its `full` 735 pt):
/// - `nowPlaying`'s `mini` from 0.25 to 0.3 of the screen: 852 × 0.25 = 213
///   → 852 × 0.3 = 255.6 (iPhone SE: 667 × 0.3 = 200.1);
/// - a new file with the sheet `tipJar`;
/// - `placeDetails`'s type renamed: the identity and every generated name of
///   the type change;
/// - `storePicker` edge attached in compact height: on an iPhone in
///   landscape (compact height) the system sheet stops covering the screen;
/// - `placeDetails`'s snap policy from momentumRedirect to velocityDirection:
///   the slow release from `half` lets go 0.4 of the way up, at 379.5 + 0.4 ×
///   355.5 = 521.7 pt with no speed; the momentum projection stays at 521.7,
///   nearer `half`, while the velocity direction goes up at rest, to `full`.
@Suite
struct SnapshotDiffTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs")

    static func copy(to name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetspec-diff-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: specs, to: folder)
        return folder.path
    }

    static func edit(_ file: String, _ from: String, _ to: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(from), "the fixture still has \(from)")
        try text.replacingOccurrences(of: from, with: to).write(toFile: file, atomically: true, encoding: .utf8)
    }

    static func snapshot(_ root: String) -> ReportSnapshot {
        ReportSnapshot(ReportCollector.collect(paths: [root], options: ReportSettings()), root: root)
    }

    static let diff: SnapshotDiff = {
        let base = try! copy(to: "base")
        let head = try! copy(to: "head")
        try! edit(head + "/now-playing.sheet.yaml", "{ id: mini, fraction: 0.25 }", "{ id: mini, fraction: 0.3 }")
        try! edit(head + "/map-drawer.sheet.yaml", "type: PlaceDetailsViewController", "type: PlaceSheetViewController")
        try! edit(
            head + "/map-drawer.sheet.yaml",
            "snap: momentumRedirect\n      projectionRate: 0.998\n      redirectThreshold: 0.5\n      skipStops: false",
            "snap: velocityDirection")
        try! edit(
            head + "/store-picker.sheet.yaml", "    tiers: automatic ",
            "    edgeAttachedInCompactHeight: true\n    tiers: automatic ")
        try! """
            version: 1
            sheets:
              tipJar:
                type: TipJarViewController
                detents:
                  - { id: small, height: 240 }
                  - { id: large, system: large }
                initial: small

            """.write(toFile: head + "/tip-jar.sheet.yaml", atomically: true, encoding: .utf8)
        return SnapshotDiff(base: snapshot(base), head: snapshot(head))
    }()

    static func change(_ category: ReportSnapshot.Category, _ subject: String, _ key: String) -> SnapshotDiff.Change? {
        diff.changes.first { $0.key == ReportSnapshot.Key(category: category, subject: subject, key: key) }
    }

    @Test func aDetentHeightChangesOnEveryScreenByTheFraction() {
        let iPhone16 = Self.change(.heights, "nowPlaying", "ios-26/iphone-16/portrait mini")
        #expect(iPhone16?.before == "213" && iPhone16?.after == "255.6")
        let se = Self.change(.heights, "nowPlaying", "ios-18/iphone-se-3/portrait mini")
        #expect(se?.before == "166.75" && se?.after == "200.1")
        // Every screen of both releases: 6 devices × 2 orientations × 2 releases.
        let heights = Self.diff.changes.filter { $0.key.category == .heights && $0.key.subject == "nowPlaying" }
        #expect(heights.count == 24)
        #expect(heights.allSatisfy { $0.key.key.hasSuffix(" mini") })
    }

    @Test func aNewSheetIsOneChangeWithItsTypeAndFile() {
        let added = Self.change(.sheet, "tipJar", "sheet")
        #expect(added?.before == nil)
        #expect(added?.after == "TipJarViewController in tip-jar.sheet.yaml")
        #expect(!Self.diff.changes.contains { $0.key.subject == "tipJar" && $0.key.key != "sheet" })
        #expect(Self.change(.api, "UIKit", "extension TipJarViewController")?.after == ReportSnapshot.declared)
    }

    @Test func aRenamedTypeChangesTheIdentityAndTheGeneratedNames() {
        let type = Self.change(.sheet, "placeDetails", "type")
        #expect(type?.before == "PlaceDetailsViewController" && type?.after == "PlaceSheetViewController")
        let old = Self.change(.api, "BottomSheetable", "PlaceDetailsViewController.static let sheetLayout")
        #expect(old?.before == ReportSnapshot.declared && old?.after == nil)
        let new = Self.change(.api, "BottomSheetable", "PlaceSheetViewController.static let sheetLayout")
        #expect(new?.before == nil && new?.after == ReportSnapshot.declared)
    }

    @Test func aChangedSnapPolicyChangesTheSlowRelease() {
        let slow = Self.change(.gestures, "placeDetails", "ios-26/iphone-16/portrait slow-release")
        #expect(slow?.before == "settled on half at 379.5")
        #expect(slow?.after == "settled on full at 735")
        // The flicks are decided by their speed under both policies.
        #expect(Self.change(.gestures, "placeDetails", "ios-26/iphone-16/portrait flick-up") == nil)
        // Nothing of the sheet's presentation changed.
        #expect(!Self.diff.changes.contains { $0.key.category == .presentation && $0.key.subject == "placeDetails" })
    }

    @Test func anEdgeAttachedSheetChangesThePresentationPathInCompactHeightOnly() {
        let presentation = Self.diff.changes.filter { $0.key.category == .presentation }
        // 4 iPhones × 2 releases, landscape; iPads keep their popover, portrait its sheet.
        #expect(presentation.count == 8)
        #expect(presentation.allSatisfy {
            $0.key.subject == "storePicker" && $0.key.key.hasSuffix("/landscape") && $0.key.key.contains("/iphone-")
                && $0.before == "full screen" && $0.after == "sheet"
        })
        // Dragged now, so it gains gestures there: fitted at its cap, 0.85 of the
        // available height, and a flick up stays on it.
        let flick = Self.change(.gestures, "storePicker", "ios-26/iphone-16/landscape flick-up")
        #expect(flick?.before == nil && flick?.after?.hasPrefix("settled on fit at ") == true)
    }

    @Test func theSameTreeHasNoChanges() throws {
        let root = try Self.copy(to: "same")
        #expect(SnapshotDiff(base: Self.snapshot(root), head: Self.snapshot(Self.specs.path)).isEmpty)
    }

    @Test func theThreeFormatsSayTheSameChanges() {
        let text = DiffRenderer.render(Self.diff, format: .text, base: "main", head: "HEAD")
        #expect(text.hasPrefix("sheetspec diff main HEAD: \(Self.diff.changes.count) changes\n"))
        #expect(text.contains("\ndetent heights of sheet nowPlaying:\n"))
        #expect(text.contains("\n  ios-26/iphone-16/portrait mini: 213 → 255.6\n"))
        #expect(text.contains("\n  sheet: added: TipJarViewController in tip-jar.sheet.yaml\n"))
        #expect(text.contains("\n  ios-26/iphone-16/portrait slow-release: settled on half at 379.5 → settled on full at 735\n"))

        let markdown = DiffRenderer.render(Self.diff, format: .markdown, base: "main", head: "HEAD")
        #expect(markdown.contains("\n### Detent heights of sheet `nowPlaying`\n\n| what | before | after |\n"))
        #expect(markdown.contains("\n| ios-26/iphone-16/portrait mini | 213 | 255.6 |\n"))
        #expect(markdown.contains("\n| sheet | — | TipJarViewController in tip-jar.sheet.yaml |\n"))
        #expect(markdown.contains("\n| type | PlaceDetailsViewController | PlaceSheetViewController |\n"))

        let json = DiffRenderer.render(Self.diff, format: .json, base: "main", head: "HEAD")
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["changed"] as? Bool == true)
        let changes = object?["changes"] as? [[String: Any]] ?? []
        #expect(changes.count == Self.diff.changes.count)
        let height = changes.first { $0["key"] as? String == "ios-26/iphone-16/portrait mini" }
        #expect(height?["category"] as? String == "heights")
        #expect(height?["subject"] as? String == "nowPlaying")
        #expect(height?["before"] as? String == "213" && height?["after"] as? String == "255.6")
        let added = changes.first { $0["subject"] as? String == "tipJar" }
        #expect(added?["before"] is NSNull)
    }

    @Test func anEmptyDiffSaysSoInEveryFormat() {
        let none = SnapshotDiff(base: .empty, head: .empty)
        #expect(DiffRenderer.render(none, format: .text, base: "a", head: "b") == "sheetspec diff a b: no changes\n")
        #expect(DiffRenderer.render(none, format: .markdown, base: "a", head: "b").contains("`a` → `b`: no changes."))
        #expect(DiffRenderer.render(none, format: .json, base: "a", head: "b").contains("\"changed\": false"))
    }
}
