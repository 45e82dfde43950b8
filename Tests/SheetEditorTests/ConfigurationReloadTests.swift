import Foundation
import SheetEditor
import TestSupport
import Testing

/// `.sheetspec.yml` is read at start and again when the editor saves it or
/// reports it changed, so a rule turned off applies without a restart.
struct ConfigurationReloadTests {
    /// `type` before `extends`: a key-order warning (SS2904) while the rule is on.
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          base:
            type: BaseViewController
          child:
            type: ChildViewController
            extends: base

        """

    static func codes(_ published: [[String: Any]]?) -> [String] {
        (published ?? []).compactMap { $0["code"] as? String }
    }

    static func project() throws -> (ServerSession, spec: URL, configuration: URL) {
        let folder = try ScratchFolder.make("lsp-configuration")
        let configuration = folder.appendingPathComponent(".sheetspec.yml")
        try "specs: .\n".write(to: configuration, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("menu.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        let opened = ServerSession.diagnostics(for: spec, in: session.open(spec, Self.spec))
        #expect(Self.codes(opened) == ["SS2904"], "the rule is on before the change")
        return (session, spec, configuration)
    }

    @Test func savingTheConfigurationReloadsItsRules() throws {
        let (session, spec, configuration) = try Self.project()
        try "specs: .\nrules:\n  key-order: off\n".write(to: configuration, atomically: true, encoding: .utf8)
        let saved = session.notify("textDocument/didSave", ["textDocument": ["uri": configuration.absoluteString]])
        #expect(Self.codes(ServerSession.diagnostics(for: spec, in: saved)) == [])
        // A spec's own save changes nothing: it is checked as typed.
        let specSaved = session.notify("textDocument/didSave", ["textDocument": ["uri": spec.absoluteString]])
        #expect(specSaved.isEmpty)
    }

    @Test func aWatchedFileChangeReloadsItToo() throws {
        let (session, spec, configuration) = try Self.project()
        try "specs: .\nrules:\n  key-order: off\n".write(to: configuration, atomically: true, encoding: .utf8)
        let other = session.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": spec.absoluteString, "type": 2]]])
        #expect(other.isEmpty, "a change to another file does not reload")
        let changed = session.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 2]]])
        #expect(Self.codes(ServerSession.diagnostics(for: spec, in: changed)) == [])
        // Deleted: back to no configuration, the rule on again.
        try FileManager.default.removeItem(at: configuration)
        let deleted = session.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": configuration.absoluteString, "type": 3]]])
        #expect(Self.codes(ServerSession.diagnostics(for: spec, in: deleted)) == ["SS2904"])
    }
}
