import Foundation
import SheetDiagnostics
import SheetLanguage

/// The LSP server's state machine: one incoming message in, the messages to
/// write out. It does no I/O, so tests drive it directly; `ServerLoop` moves
/// bytes between it and standard input and output.
public final class LanguageServer {
    /// Reads `.sheetspec.yml` at a path. The command line passes one that knows
    /// every stage's codes and sections, which this module cannot see.
    public typealias ConfigurationReader = (_ path: String) -> ConfigurationLoad

    private let readConfiguration: ConfigurationReader
    let catalog: DescriptorCatalog
    var workspace = Workspace()
    /// The project as the features read it, rebuilt after a change.
    private var snapshot: (revision: Int, project: ProjectSnapshot)?
    private var initialized = false
    private var shutdownRequested = false
    /// Base of `codeDescription.href`, from `initializationOptions.rulesURL`.
    var rulesURL: String?
    /// Set by `exit`: 0 after `shutdown`, 1 without, as LSP asks.
    public private(set) var exitStatus: Int32?
    /// While true, a change marks the diagnostics as due instead of checking
    /// at once (`handle(_:deferringDiagnostics:)`).
    private var defersDiagnostics = false
    private var diagnosticsDue = false

    public init(catalog: DescriptorCatalog = .language, readConfiguration: @escaping ConfigurationReader) {
        self.catalog = catalog
        self.readConfiguration = readConfiguration
    }

    /// Open documents, for tests that check closing drops state.
    public var openDocumentCount: Int { workspace.documents.count }

    /// The replies and notifications one framed message body causes.
    public func handle(_ body: [UInt8]) -> [[String: Any]] {
        switch JSONRPC.parse(body) {
        case .invalid(let reply): return reply.map { [$0] } ?? []
        case .message(let message): return handle(message)
        }
    }

    /// As `handle(_:)`, but a document or configuration change only marks the
    /// diagnostics as due; `dueDiagnostics()` checks once for all the changes
    /// since. `ServerLoop` calls it when it has no complete message left to
    /// read, so a burst of keystrokes that arrive together is checked once
    /// (the debounce), while requests in between still see every change.
    public func handle(_ body: [UInt8], deferringDiagnostics: Bool) -> [[String: Any]] {
        defersDiagnostics = deferringDiagnostics
        defer { defersDiagnostics = false }
        return handle(body)
    }

    /// The diagnostics of every open document when a deferred change made
    /// them due; nothing otherwise.
    public func dueDiagnostics() -> [[String: Any]] {
        guard diagnosticsDue else { return [] }
        diagnosticsDue = false
        return publishAll()
    }

    /// After a change: publish now, or mark as due while deferring.
    private func publishAfterChange() -> [[String: Any]] {
        guard defersDiagnostics else { return publishAll() }
        diagnosticsDue = true
        return []
    }

    /// The reply to a header block without a usable `Content-Length`: no id can be known.
    public func malformedHeader() -> [[String: Any]] {
        [JSONRPC.error(id: NSNull(), code: .parseError, message: "the message header has no valid Content-Length")]
    }

    private func handle(_ message: JSONRPC.Incoming) -> [[String: Any]] {
        if message.method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        if let id = message.id {
            guard initialized || message.method == "initialize" else {
                return [JSONRPC.error(id: id, code: .serverNotInitialized, message: "initialize was not sent yet")]
            }
            guard !shutdownRequested else {
                return [JSONRPC.error(id: id, code: .invalidRequest, message: "the server is shutting down")]
            }
            return request(message, id: id)
        }
        guard initialized, !shutdownRequested else { return [] }
        return notification(message)
    }

    private func request(_ message: JSONRPC.Incoming, id: Any) -> [[String: Any]] {
        switch message.method {
        case "initialize":
            initialize(message.params)
            return [JSONRPC.response(id: id, result: Self.capabilities)]
        case "shutdown":
            // Changes read together with the shutdown are still published first.
            let due = dueDiagnostics()
            shutdownRequested = true
            return due + [JSONRPC.response(id: id, result: NSNull())]
        default:
            switch feature(message.method, message.params) {
            case .unknownMethod:
                return [JSONRPC.error(id: id, code: .methodNotFound, message: "unknown method \(message.method)")]
            case .invalidParams:
                return [JSONRPC.error(id: id, code: .invalidParams, message: "\(message.method) needs an open document")]
            case .result(let result):
                return [JSONRPC.response(id: id, result: result)]
            }
        }
    }

    /// The project as of the last change, built on first use after it.
    var project: ProjectSnapshot {
        if let snapshot, snapshot.revision == workspace.revision { return snapshot.project }
        let project = ProjectSnapshot(sources: workspace.specSources(), options: workspace.validationOptions)
        snapshot = (workspace.revision, project)
        return project
    }

    /// Document changes and configuration saves; other notifications
    /// (`initialized`, `$/…`) need nothing.
    private func notification(_ message: JSONRPC.Incoming) -> [[String: Any]] {
        if message.method == "workspace/didChangeWatchedFiles" {
            let changes = message.params["changes"] as? [[String: Any]] ?? []
            let paths = changes.compactMap { ($0["uri"] as? String).flatMap(DocumentURI.path(of:)) }
            guard let configuration = configurationPath, paths.contains(configuration) else { return [] }
            reloadConfiguration()
            return publishAfterChange()
        }
        let document = message.params["textDocument"] as? [String: Any] ?? [:]
        guard let uri = document["uri"] as? String, let path = DocumentURI.path(of: uri) else { return [] }
        switch message.method {
        case "textDocument/didOpen":
            workspace.open(path: path, text: document["text"] as? String ?? "")
        case "textDocument/didChange":
            // Full sync: the last change holds the whole text.
            let changes = message.params["contentChanges"] as? [[String: Any]] ?? []
            guard let text = changes.last?["text"] as? String else { return [] }
            workspace.open(path: path, text: text)
        case "textDocument/didClose":
            workspace.close(path: path)
            return [publish(path: path, diagnostics: [])] + publishAfterChange()
        case "textDocument/didSave":
            // Specs are checked as typed; the configuration is read from disk, so a save reloads it.
            guard path == configurationPath else { return [] }
            reloadConfiguration()
        default:
            return []
        }
        return publishAfterChange()
    }

    private func initialize(_ params: [String: Any]) {
        initialized = true
        let folders = params["workspaceFolders"] as? [[String: Any]] ?? []
        let rootURI = params["rootUri"] as? String ?? folders.first?["uri"] as? String
        workspace.root = rootURI.flatMap(DocumentURI.path(of:)) ?? params["rootPath"] as? String
        let options = params["initializationOptions"] as? [String: Any] ?? [:]
        rulesURL = options["rulesURL"] as? String
        reloadConfiguration()
    }

    /// `.sheetspec.yml` at the workspace root, the one the server reads.
    private var configurationPath: String? {
        workspace.root.map { ($0 == "/" ? "" : $0) + "/" + ConfigurationLoader.fileName }
    }

    /// Reads the configuration again, or none when the file is gone.
    private func reloadConfiguration() {
        guard let path = configurationPath, FileManager.default.fileExists(atPath: path) else {
            workspace.configuration = .none
            return
        }
        workspace.configuration = readConfiguration(path)
    }

    private static var capabilities: [String: Any] {
        [
            "capabilities": [
                // Full text on every change; saves are reported so `.sheetspec.yml` can be reloaded.
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]] as [String: Any],
                "completionProvider": ["triggerCharacters": [" ", "[", ","]] as [String: Any],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]] as [String: Any],
                "inlayHintProvider": true,
            ] as [String: Any],
            "serverInfo": ["name": "sheetspec", "version": SheetSpecVersion.current] as [String: Any],
        ]
    }

    /// Diagnostics of every open document, in path order so output is deterministic.
    private func publishAll() -> [[String: Any]] {
        let checked = workspace.diagnostics()
        let converter = DiagnosticConverter(sources: checked.sources, catalog: catalog, rulesURL: rulesURL)
        return checked.byDocument.keys.sorted().map { path in
            publish(path: path, diagnostics: checked.byDocument[path, default: []].map(converter.convert))
        }
    }

    private func publish(path: String, diagnostics: [[String: Any]]) -> [String: Any] {
        JSONRPC.notification(
            method: "textDocument/publishDiagnostics",
            params: ["uri": DocumentURI.uri(of: path), "diagnostics": diagnostics])
    }
}
