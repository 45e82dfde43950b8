import Foundation
import SheetDiagnostics
import TestSupport
import Testing

@testable import SheetCodegen

/// What the backends cannot do of a spec's `accessibility:` block: the
/// system-sheet backends report SS4307 once per dropped choice (an escape other
/// than `dismiss`, a `reduceMotion` other than the 0.25 s `fade`), the
/// `floatingpanel` backend SS4409 for an escape other than `dismiss`
/// (FloatingPanel's own escape dismisses a removable panel); the defaults, and
/// choices on a sheet the backend does not generate, report nothing.
@Suite struct AccessibilityLimitationTests {
    /// One spec of system sheets (`a` … `g`) and overlays (`overlay…`), each
    /// with the `accessibility:` line given.
    static func generate(_ backend: Backend, sheets: [(id: String, overlay: Bool, accessibility: String)]) throws
        -> [String]
    {
        let folder = try ScratchFolder.make("accessibility-limitations-\(backend.id)")
        let spec = folder.appendingPathComponent("a11y.sheet.yaml")
        var text = "version: 1\nminimumOS: 16\nsheets:\n"
        for sheet in sheets {
            text += """
                  \(sheet.id):
                    type: \(sheet.id.prefix(1).uppercased() + sheet.id.dropFirst())ViewController
                    presentation: \(sheet.overlay ? "overlay" : "modal")
                    detents:
                      - { id: half, fraction: 0.5 }
                      - { id: full, system: large }
                    accessibility: { \(sheet.accessibility) }

                """
        }
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let outcome = SpecGenerator.generate(
            paths: [spec.path],
            options: GenerationOptions(outputFolder: folder.appendingPathComponent("out").path, backends: [backend], mode: .dryRun))
        return outcome.diagnostics.filter { $0.code.description != "SS4301" && $0.code.description != "SS4401" }.map {
            "\($0.code) \($0.span?.range.start.line ?? 0) \($0.message)"
        }
    }

    static let sheets: [(id: String, overlay: Bool, accessibility: String)] = [
        ("plain", false, "detentControl: grabber"),
        ("collapsing", false, "escape: collapse"),
        ("ignoring", false, "escape: ignore, reduceMotion: instant"),
        ("kept", false, "reduceMotion: keep"),
        ("slow", false, "reduceMotion: fade, fadeDuration: 0.5"),
        ("quarter", false, "reduceMotion: fade, fadeDuration: 0.25, escape: dismiss"),
        ("overlay", true, "escape: collapse, reduceMotion: instant"),
    ]

    @Test(arguments: ["uikit", "swiftui"]) func theSystemSheetBackendsReportEachDroppedChoice(_ id: String) throws {
        let backend = try #require(Backend.named(id))
        let found = try Self.generate(backend, sheets: Self.sheets)
        let tail = "but %@; the `\(id)` backend does not generate it"
        func line(_ sheetLine: Int, _ sheet: String, _ choice: String, _ why: String) -> String {
            "SS4307 \(sheetLine) `\(sheet)` asks for \(choice), " + tail.replacingOccurrences(of: "%@", with: why)
        }
        let escape = "the system sheet answers the escape gesture itself"
        let motion = "the system sheet follows Reduce Motion its own way"
        // Each sheet takes 7 lines from line 4.
        #expect(found == [
            line(11, "collapsing", "`escape: collapse`", escape),
            line(18, "ignoring", "`escape: ignore`", escape),
            line(18, "ignoring", "`reduceMotion: instant`", motion),
            line(25, "kept", "`reduceMotion: keep`", motion),
            line(32, "slow", "`reduceMotion: fade` of 0.5 s", motion),
        ])
    }

    @Test func floatingPanelReportsAnEscapeOtherThanDismiss() throws {
        let found = try Self.generate(.floatingpanel, sheets: Self.sheets.filter(\.overlay) + [
            ("dismissing", true, "escape: dismiss, reduceMotion: instant"),
            ("ignoringPanel", true, "escape: ignore"),
        ])
        #expect(found.filter { $0.hasPrefix("SS4409") } == [
            "SS4409 4 `overlay` asks for `escape: collapse`, but FloatingPanel's escape dismisses a panel whose removal is "
                + "enabled and does nothing otherwise; the `floatingpanel` backend does not generate it",
            "SS4409 18 `ignoringPanel` asks for `escape: ignore`, but FloatingPanel's escape dismisses a panel whose "
                + "removal is enabled and does nothing otherwise; the `floatingpanel` backend does not generate it",
        ])
    }
}
