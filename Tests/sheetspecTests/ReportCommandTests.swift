import Foundation
import Testing

/// `sheetspec report`: the site of specs/, written only when bytes change,
/// the same bytes on every run, stale pages removed; the validation's exit
/// status; 2 when the site cannot be written.
@Suite
struct ReportCommandTests {
    static let specs = CommandRunner.repository.appendingPathComponent("specs").path

    static func files(under folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found[name] = try Data(contentsOf: url)
            }
        }
        return found
    }

    @Test func writesTheSiteOnceAndTheSameBytesAgain() throws {
        let folder = try CommandRunner.scratchFolder()
        let first = try CommandRunner.run(["report", Self.specs, "--output", "site"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        // 5 specs × (page, data, pictures) + index, css, js; and the manifest.
        #expect(first.stderr.contains("reported 7 sheets of 5 spec files in site/index.html (18 written, 0 unchanged)"))
        let site = folder.appendingPathComponent("site")
        let written = try Self.files(under: site)
        #expect(written.count == 19)
        #expect(written["specs/checkout.html"] != nil && written["specs/checkout.data.js"] != nil)
        let sprite = String(decoding: try #require(written["specs/checkout.svg"]), as: UTF8.self)
        // 3 sheets × 6 devices × 2 releases, each a view of the one file.
        #expect(sprite.components(separatedBy: "<view id=").count - 1 == 36)
        #expect(sprite.contains("<view id=\"2-checkoutpayment-ios-18-ipad-pro-13-m4\" viewBox=\"0 "))

        let again = try CommandRunner.run(["report", Self.specs, "--output", "site"], in: folder)
        #expect(again.stderr.contains("(0 written, 18 unchanged)"))
        #expect(try Self.files(under: site) == written)
    }

    @Test func aRemovedSpecsPageIsRemovedAndNothingElse() throws {
        let folder = try CommandRunner.scratchFolder()
        let specs = folder.appendingPathComponent("specs")
        try FileManager.default.copyItem(atPath: Self.specs, toPath: specs.path)
        #expect(try CommandRunner.run(["report", "specs", "-o", "site"], in: folder).status == 0)
        let mine = folder.appendingPathComponent("site/notes.txt")
        try "kept".write(to: mine, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: specs.appendingPathComponent("now-playing.sheet.yaml"))
        let result = try CommandRunner.run(["report", "specs", "-o", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let left = try Self.files(under: folder.appendingPathComponent("site"))
        #expect(left["specs/now-playing.html"] == nil && left["specs/now-playing.data.js"] == nil)
        #expect(left["specs/now-playing.svg"] == nil)
        #expect(left["specs/checkout.html"] != nil)
        #expect(left["notes.txt"] != nil, "a file the report did not write is left alone")
    }

    @Test func specsWithErrorsAreShownWithTheirDiagnosticsAndExitOne() throws {
        let folder = try CommandRunner.scratchFolder()
        try """
            version: 1
            sheets:
              broken:
                type: BrokenSheet
                detents:
                  - { id: small, height: 240 }
                initial: large

            """.write(to: folder.appendingPathComponent("broken.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["report", "broken.sheet.yaml", "-o", "site", "--format", "clang"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.sheet.yaml:7:14: error: `initial` names `large`, which is not a detent of `broken` [SS2104]"))
        let page = try String(contentsOf: folder.appendingPathComponent("site/specs/broken.html"), encoding: .utf8)
        #expect(page.contains("<strong>error</strong> <a href=\"../explain/SS2104.html\">SS2104</a> at line 7, column 14: `initial` names `large`"))
        #expect(page.contains("No code: the specs have errors"))
        let explanation = try String(contentsOf: folder.appendingPathComponent("site/explain/SS2104.html"), encoding: .utf8)
        #expect(explanation.contains("<h1>SS2104 <code>"))
    }

    @Test func aMissingInputOrAnUnwritableFolderExitsTwo() throws {
        let folder = try CommandRunner.scratchFolder()
        let missing = try CommandRunner.run(["report", "nowhere", "-o", "site"], in: folder)
        #expect(missing.status == 2)
        try "a file".write(to: folder.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let blocked = try CommandRunner.run(["report", Self.specs, "-o", "taken"], in: folder)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("sheetspec: error: cannot write"))
    }

    /// The report plans on the configuration's profiles, as `plan` does:
    /// `only: [iphone-16]` and an added 400 × 900 pt kiosk, on which the now
    /// playing drawer's quarter of the screen is 900 × 0.25 = 225 pt.
    @Test func theConfiguredProfilesAreReported() throws {
        let folder = try CommandRunner.scratchFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.specs + "/now-playing.sheet.yaml", toPath: folder.path + "/specs/now-playing.sheet.yaml")
        try """
            specs: [specs]
            profiles:
              only: [iphone-16]
              add:
                - name: kiosk-phone
                  idiom: phone
                  portrait: { width: 400, height: 900, safeArea: { top: 40, bottom: 30 }, keyboard: 300 }

            """.write(to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["report", "--output", "site"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let site = try Self.files(under: folder.appendingPathComponent("site"))
        let sprite = String(decoding: try #require(site["specs/now-playing.svg"]), as: UTF8.self)
        // 1 sheet × 2 profiles × 2 releases.
        #expect(sprite.components(separatedBy: "<view id=").count - 1 == 4)
        #expect(sprite.contains("-ios-26-kiosk-phone\""))
        #expect(!sprite.contains("iphone-se-3"))
        let data = String(decoding: try #require(site["specs/now-playing.data.js"]), as: UTF8.self)
        #expect(data.contains("kiosk-phone"))
    }
}
