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

/// Changes outside the editor: the server asks clients that allow it to watch
/// the configuration and the specs, and a spec changed on disk that is not
/// open is checked again with the open documents that depend on it.
struct WatchedFilesTests {
    @Test func clientsThatAllowItAreAskedToWatchTheConfigurationAndTheSpecs() throws {
        let folder = try ScratchFolder.make("lsp-watch-registration")
        let session = ServerSession()
        session.request("initialize", [
            "processId": NSNull(), "rootUri": folder.absoluteString,
            "capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
        ])
        let sent = session.notify("initialized", [:])
        let registration = try #require(sent.first { $0["method"] as? String == "client/registerCapability" })
        #expect(registration["id"] != nil, "a request: the client answers it")
        let registrations = try #require((registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]])
        #expect(registrations.map { $0["method"] as? String } == ["workspace/didChangeWatchedFiles"])
        let watchers = (registrations.first?["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]]
        #expect(watchers?.compactMap { $0["globPattern"] as? String } == ["**/.sheetspec.yml", "**/*.sheet.{yaml,yml}"])
        // The client's answer has no method: nothing is sent back.
        #expect(session.send(["jsonrpc": "2.0", "id": "sheetspec/watch-files", "result": NSNull()]).isEmpty)

        let plain = ServerSession()
        plain.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [:] as [String: Any]])
        #expect(plain.notify("initialized", [:]).isEmpty, "no registration without the capability")
    }

    @Test func aSpecChangedOnDiskIsCheckedAgain() throws {
        let folder = try ScratchFolder.make("lsp-watch-disk")
        try "specs: .\n".write(to: folder.appendingPathComponent(".sheetspec.yml"), atomically: true, encoding: .utf8)
        let base = folder.appendingPathComponent("base.sheet.yaml")
        try "version: 1\nsheets:\n  base:\n    type: BaseViewController\n".write(to: base, atomically: true, encoding: .utf8)
        let child = folder.appendingPathComponent("child.sheet.yaml")
        let session = ServerSession()
        session.initialize(root: folder)
        let text = "version: 1\nsheets:\n  child:\n    extends: base\n    type: ChildViewController\n"
        let opened = ServerSession.diagnostics(for: child, in: session.open(child, text))
        #expect(!(opened ?? []).contains { ($0["message"] as? String)?.contains("base") == true }, "\(opened ?? [])")
        // `base` renamed on disk (a checkout): the open child now extends a sheet that is gone.
        try "version: 1\nsheets:\n  root:\n    type: BaseViewController\n".write(to: base, atomically: true, encoding: .utf8)
        let changed = session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": base.absoluteString, "type": 2]]])
        let after = try #require(ServerSession.diagnostics(for: child, in: changed))
        #expect(after.contains { ($0["message"] as? String)?.contains("base") == true }, "\(after)")
        // Another file's change (not a spec) does nothing.
        let readme = folder.appendingPathComponent("README.md")
        #expect(session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": readme.absoluteString, "type": 1]]]).isEmpty)
    }
}
