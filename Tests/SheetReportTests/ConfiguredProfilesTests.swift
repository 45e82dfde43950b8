import Foundation
import SheetLanguage
import Testing

@testable import SheetReport

/// `report` and `diff` plan on the profiles `plan` and `validate` use: each
/// release's built-in table with the configuration's `profiles:` applied.
/// Worked numbers: `nowPlaying`'s `mini` is 0.25 of the whole screen, so
/// 852 × 0.25 = 213 on an iPhone 16 in portrait (667 × 0.25 = 166.75 on an
/// iPhone SE), and on the project's own 400 × 900 pt `kiosk-phone`
/// 900 × 0.25 = 225 (landscape: 400 × 0.25 = 100).
struct ConfiguredProfilesTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs")

    static let configurationText = """
        profiles:
          only: [iphone-16]
          add:
            - name: kiosk-phone
              idiom: phone
              portrait:
                width: 400
                height: 900
                safeArea: { top: 40, bottom: 30 }
                keyboard: 300
              landscape:
                width: 900
                height: 400
                safeArea: { left: 40, right: 40, bottom: 20 }
                keyboard: 200

        """

    /// A folder with the now-playing spec and a `.sheetspec.yml` of `text`, loaded as `plan` loads it.
    static func project(_ name: String) throws -> (folder: String, load: ConfigurationLoad) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetspec-configured-profiles-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: specs.appendingPathComponent("now-playing.sheet.yaml"),
            to: folder.appendingPathComponent("now-playing.sheet.yaml"))
        let configuration = folder.appendingPathComponent(ConfigurationLoader.fileName)
        try configurationText.write(to: configuration, atomically: true, encoding: .utf8)
        let load = ConfigurationLoader.load(path: configuration.path)
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics.map(\.message))")
        return (folder.path, load)
    }

    static func height(_ snapshot: ReportSnapshot, _ screen: String) -> String? {
        snapshot.facts[ReportSnapshot.Key(category: .heights, subject: "nowPlaying", key: screen + " mini")]
    }

    @Test func theReportPlansOnTheConfiguredProfilesOfEveryRelease() throws {
        let (folder, load) = try Self.project("report")
        let report = ReportCollector.collect(paths: [folder], options: ReportSettings(configuration: load))
        let sheet = try #require(report.specs.first?.sheets.first)
        #expect(sheet.releases.map(\.os) == ProfileOS.allCases)
        for release in sheet.releases {
            // `only:` keeps the release's iPhone 16, `add:` appends the kiosk: no other built-in.
            #expect(release.profiles.map(\.name) == ["iphone-16", "kiosk-phone"])
            #expect(release.plan.profiles.map(\.profile) == ["iphone-16", "kiosk-phone"])
        }
        let snapshot = ReportSnapshot(report, root: folder)
        #expect(Self.height(snapshot, "ios-26/kiosk-phone/portrait") == "225")
        #expect(Self.height(snapshot, "ios-18/kiosk-phone/portrait") == "225")
        #expect(Self.height(snapshot, "ios-26/kiosk-phone/landscape") == "100")
        #expect(Self.height(snapshot, "ios-26/iphone-16/portrait") == "213")
        #expect(Self.height(snapshot, "ios-26/iphone-se-3/portrait") == nil)
        // The kiosk's standard gestures run too.
        #expect(sheet.releases[0].gestures.contains { $0.profile == "kiosk-phone" })
        // The index says whose profiles they are.
        let configuration = try #require(load.configuration?.path)
        let index = try #require(
            SiteBuilder.files(of: report, descriptors: [:]).first { $0.path == "index.html" }?.contents)
        #expect(index.contains(
            "<p>1 sheets in 1 spec files, planned on the device profiles of <code>profiles:</code> in <code>"
                + configuration + "</code>, on iOS 26 and iOS 17–18.</p>"))
    }

    @Test func theDiffComparesTheConfiguredProfiles() throws {
        let (folder, load) = try Self.project("diff")
        let builtIn = ReportSnapshot(ReportCollector.collect(paths: [folder], options: ReportSettings()), root: folder)
        let configured = ReportSnapshot(
            ReportCollector.collect(paths: [folder], options: ReportSettings(configuration: load)), root: folder)
        let diff = SnapshotDiff(base: builtIn, head: configured)
        func change(_ screen: String) -> SnapshotDiff.Change? {
            diff.changes.first {
                $0.key == ReportSnapshot.Key(category: .heights, subject: "nowPlaying", key: screen + " mini")
            }
        }
        #expect(change("ios-26/kiosk-phone/portrait")?.before == nil)
        #expect(change("ios-26/kiosk-phone/portrait")?.after == "225")
        #expect(change("ios-18/iphone-se-3/portrait")?.before == "166.75")
        #expect(change("ios-18/iphone-se-3/portrait")?.after == nil)
        #expect(change("ios-26/iphone-16/portrait") == nil, "a kept built-in is unchanged")
    }
}
