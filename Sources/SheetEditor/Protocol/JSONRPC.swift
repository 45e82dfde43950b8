import Foundation

/// JSON-RPC 2.0 as LSP uses it, over Foundation's `JSONSerialization`.
///
/// Messages are small and few (one per keystroke at most), so a dictionary
/// model is fast enough, and it keeps the package free of a dependency for
/// what is a few dozen lines (docs/Architecture.md, "SheetEditor").
public enum JSONRPC {
    /// Error codes of the JSON-RPC 2.0 specification and LSP.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
    }

    /// One incoming message, already checked to be a JSON object with a method.
    public struct Incoming {
        public var method: String
        /// nil for a notification.
        public var id: Any?
        public var params: [String: Any]
    }

    public enum Parsed {
        case message(Incoming)
        /// The reply to send for a message that cannot be handled; nil when
        /// nothing may be sent (a response from the client, or a broken
        /// notification).
        case invalid(reply: [String: Any]?)
    }

    public static func parse(_ body: [UInt8]) -> Parsed {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body), options: []) else {
            return .invalid(reply: error(id: NSNull(), code: .parseError, message: "the message is not valid JSON"))
        }
        guard let fields = object as? [String: Any] else {
            return .invalid(reply: error(id: NSNull(), code: .invalidRequest, message: "a message must be a JSON object"))
        }
        let id = fields["id"].flatMap { $0 is NSNull ? nil : $0 }
        guard let method = fields["method"] as? String else {
            // A response to a request of ours (none are sent yet) has no method.
            if fields["result"] != nil || fields["error"] != nil { return .invalid(reply: nil) }
            return .invalid(reply: id.map { error(id: $0, code: .invalidRequest, message: "the message has no method") })
        }
        let params = fields["params"] as? [String: Any] ?? [:]
        return .message(Incoming(method: method, id: id, params: params))
    }

    public static func response(id: Any, result: Any) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(id: Any, code: ErrorCode, message: String) -> [String: Any] {
        let number = code.rawValue
        return ["jsonrpc": "2.0", "id": id, "error": ["code": number, "message": message] as [String: Any]]
    }

    public static func notification(method: String, params: [String: Any]) -> [String: Any] {
        ["jsonrpc": "2.0", "method": method, "params": params]
    }

    /// Bytes of a message, keys sorted so that output is deterministic.
    public static func encode(_ message: [String: Any]) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else {
            return Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"unencodable reply"}}"#.utf8)
        }
        return Array(data)
    }
}
