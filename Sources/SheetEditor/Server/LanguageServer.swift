import BottomSheetable
import SheetDiagnostics
import SheetIO
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
    private var check: (revision: Int, result: ProjectCheck)?
    private var initialized = false
    /// Whether the client lets the server register file watchers
    /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    private var clientRegistersWatchers = false
    private var shutdownRequested = false
    /// Base of `codeDescription.href`, from `initializationOptions.rulesURL`.
    var rulesURL: String?
    /// The text size hovers show fitted detents at, from
    /// `initializationOptions.textSize` (`AX5`, as `--text-size` spells it).
    var textSize: ContentSizeCategory?
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
    public func handle(_ body: [UInt8]) -> [JSONValue] {
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
    public func handle(_ body: [UInt8], deferringDiagnostics: Bool) -> [JSONValue] {
        defersDiagnostics = deferringDiagnostics
        defer { defersDiagnostics = false }
        return handle(body)
    }

    /// The diagnostics of every open document when a deferred change made
    /// them due; nothing otherwise.
    public func dueDiagnostics() -> [JSONValue] {
        guard diagnosticsDue else { return [] }
        diagnosticsDue = false
        return publishAll()
    }

    /// After a change: publish now, or mark as due while deferring.
    private func publishAfterChange() -> [JSONValue] {
        guard defersDiagnostics else { return publishAll() }
        diagnosticsDue = true
        return []
    }

    /// The reply to a header block without a usable `Content-Length`: no id can be known.
    public func malformedHeader() -> [JSONValue] {
        [JSONRPC.error(id: .null, code: .parseError, message: "the message header has no valid Content-Length")]
    }

    private func handle(_ message: JSONRPC.Incoming) -> [JSONValue] {
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

    private func request(_ message: JSONRPC.Incoming, id: JSONValue) -> [JSONValue] {
        switch message.method {
        case "initialize":
            let options = initialize(message.params)
            return [JSONRPC.response(id: id, result: Self.capabilities)] + options.messages
        case "shutdown":
            // Changes read together with the shutdown are still published first.
            let due = dueDiagnostics()
            shutdownRequested = true
            return due + [JSONRPC.response(id: id, result: .null)]
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
        let project = ProjectSnapshot(checked, textSize: textSize.map { PlannedTextSize($0) })
        snapshot = (workspace.revision, project)
        return project
    }

    /// The workspace parsed and checked once per revision: diagnostics, code
    /// actions and the features' snapshot all read this one.
    var checked: ProjectCheck {
        if let check, check.revision == workspace.revision { return check.result }
        let result = ProjectCheck(workspace)
        check = (workspace.revision, result)
        return result
    }

    /// Document changes, configuration saves and files changed on disk;
    /// `initialized` registers the file watchers; others (`$/…`) need nothing.
    private func notification(_ message: JSONRPC.Incoming) -> [JSONValue] {
        if message.method == "initialized" {
            return clientRegistersWatchers ? [Self.watcherRegistration] : []
        }
        if message.method == "workspace/didChangeWatchedFiles" {
            let changes = message.params["changes"]?.array ?? []
            let paths = changes.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
            return filesChanged(paths)
        }
        let document = message.params["textDocument"]
        guard let uri = document?["uri"]?.string, let path = DocumentURI.path(of: uri) else { return [] }
        switch message.method {
        case "textDocument/didOpen":
            workspace.open(path: path, text: document?["text"]?.string ?? "")
        case "textDocument/didChange":
            // Full sync: the last change holds the whole text.
            let changes = message.params["contentChanges"]?.array ?? []
            guard let text = changes.last?["text"]?.string else { return [] }
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

    /// The configuration is read again when it is among `paths`; a spec that
    /// is not open (its text is the disk's) makes the project stale. Open
    /// documents keep their unsaved text, so their own changes on disk do nothing.
    private func filesChanged(_ paths: [String]) -> [JSONValue] {
        var changed = false
        if let configuration = configurationPath, paths.contains(configuration) {
            reloadConfiguration()
            changed = true
        }
        let closedSpecs = paths.filter {
            workspace.documents[$0] == nil && SpecFileFinder.isSpecFileName(PathText.lastComponent(of: $0))
        }
        if !closedSpecs.isEmpty {
            workspace.diskChanged()
            changed = true
        }
        return changed ? publishAfterChange() : []
    }

    /// `client/registerCapability` for the files whose changes outside the
    /// editor matter: the configuration and every spec (a `git checkout`, a
    /// generator). Sent after `initialized`, as LSP requires, to clients that
    /// allow it; the others report only what they decide to.
    static let watcherRegistration = JSONRPC.request(
        id: "sheetspec/watch-files", method: "client/registerCapability",
        params: [
            "registrations": [
                [
                    "id": "sheetspec/watched-files", "method": "workspace/didChangeWatchedFiles",
                    "registerOptions": [
                        "watchers": [["globPattern": "**/.sheetspec.yml"], ["globPattern": "**/*.sheet.{yaml,yml}"]]
                    ],
                ]
            ]
        ])

    /// Takes the client's settings; the options' warnings are sent after the reply.
    private func initialize(_ params: JSONObject) -> InitializationOptions {
        initialized = true
        clientRegistersWatchers =
            params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        let folders = params["workspaceFolders"]?.array ?? []
        let rootURI = params["rootUri"]?.string ?? folders.first?["uri"]?.string
        workspace.root = rootURI.flatMap(DocumentURI.path(of:)) ?? params["rootPath"]?.string
        let options = InitializationOptions(params["initializationOptions"])
        rulesURL = options.rulesURL
        textSize = options.textSize
        reloadConfiguration()
        return options
    }

    /// `.sheetspec.yml` at the workspace root, the one the server reads.
    private var configurationPath: String? {
        workspace.root.map { ($0 == "/" ? "" : $0) + "/" + ConfigurationLoader.fileName }
    }

    /// Reads the configuration again, or none when the file is gone.
    private func reloadConfiguration() {
        guard let path = configurationPath, FileSystem.exists(path) else {
            workspace.configuration = .none
            return
        }
        workspace.configuration = readConfiguration(path)
    }

    private static var capabilities: JSONValue {
        [
            "capabilities": [
                // Full text on every change; saves are reported so `.sheetspec.yml` can be reloaded.
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "completionProvider": ["triggerCharacters": [" ", "[", ","]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "inlayHintProvider": true,
            ],
            "serverInfo": ["name": "sheetspec", "version": .string(SheetSpecVersion.current)],
        ]
    }

    /// Diagnostics of every open document, in path order so output is deterministic.
    private func publishAll() -> [JSONValue] {
        let checked = self.checked
        let converter = DiagnosticConverter(sources: checked.diagnosticSources, catalog: catalog, rulesURL: rulesURL)
        return checked.byDocument.keys.sorted().map { path in
            publish(path: path, diagnostics: checked.byDocument[path, default: []].map(converter.convert))
        }
    }

    private func publish(path: String, diagnostics: [JSONValue]) -> JSONValue {
        JSONRPC.notification(
            method: "textDocument/publishDiagnostics",
            params: ["uri": .string(DocumentURI.uri(of: path)), "diagnostics": .array(diagnostics)])
    }
}
