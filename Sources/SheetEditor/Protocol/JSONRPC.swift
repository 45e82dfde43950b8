/// JSON-RPC 2.0 as LSP uses it, over the module's own `JSONValue`.
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
    public struct Incoming: Sendable {
        public var method: String
        /// nil for a notification.
        public var id: JSONValue?
        public var params: JSONObject
    }

    public enum Parsed: Sendable {
        case message(Incoming)
        /// The reply to send for a message that cannot be handled; nil when
        /// nothing may be sent (a response from the client, or a broken
        /// notification).
        case invalid(reply: JSONValue?)
    }

    public static func parse(_ body: [UInt8]) -> Parsed {
        let object: JSONValue
        do {
            object = try JSONParser.parse(body)
        } catch {
            return .invalid(
                reply: self.error(id: .null, code: .parseError, message: "the message is not valid JSON: \(error)"))
        }
        guard let fields = object.object else {
            return .invalid(reply: error(id: .null, code: .invalidRequest, message: "a message must be a JSON object"))
        }
        let id = fields["id"].flatMap { $0 == .null ? nil : $0 }
        guard let method = fields["method"]?.string else {
            // A response to a request of ours (`client/registerCapability`) has no method.
            if fields["result"] != nil || fields["error"] != nil { return .invalid(reply: nil) }
            return .invalid(
                reply: id.map { error(id: $0, code: .invalidRequest, message: "the message has no method") })
        }
        return .message(Incoming(method: method, id: id, params: fields["params"]?.object ?? [:]))
    }

    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(id: JSONValue, code: ErrorCode, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(code.rawValue), "message": .string(message)]]
    }

    /// A request of the server's to the client; the client's response has no
    /// method and is read as nothing to answer (`parse`).
    public static func request(id: JSONValue, method: String, params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }

    public static func notification(method: String, params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// Bytes of a message; members in the order they were built, so output is deterministic.
    public static func encode(_ message: JSONValue) -> [UInt8] {
        JSONSerializer.bytes(of: message)
    }
}
