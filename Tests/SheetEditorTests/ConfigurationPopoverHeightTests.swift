import Foundation
import SheetEditor
import TestSupport
import Testing

/// The editor sees the configuration's `popover:` block as `validate` does:
/// a popover with no height of its own is fine once the project gives one.
struct ConfigurationPopoverHeightTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          storePicker:
            type: StorePickerViewController
            presentation: popover

        """

    @Test func thePopoverHeightOfTheConfigurationReachesTheEditor() throws {
        let folder = try ScratchFolder.make("lsp-popover-height")
        let configuration = folder.appendingPathComponent(".sheetspec.yml")
        try "specs: .\n".write(to: configuration, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("picker.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        let opened = ServerSession.diagnostics(for: spec, in: session.open(spec, Self.spec))
        #expect(ConfigurationReloadTests.codes(opened) == ["SS3005"], "no height anywhere")

        try "specs: .\npopover: { height: 540 }\n".write(to: configuration, atomically: true, encoding: .utf8)
        let saved = session.notify("textDocument/didSave", ["textDocument": ["uri": configuration.absoluteString]])
        #expect(ConfigurationReloadTests.codes(ServerSession.diagnostics(for: spec, in: saved)) == [])
    }
}
