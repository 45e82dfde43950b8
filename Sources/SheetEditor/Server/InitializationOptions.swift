import BottomSheetable

/// `initializationOptions` of `initialize`: what the editor's configuration
/// gives the server, and a warning for each value the server cannot use.
/// LSP leaves the options' shape to the server and gives no error for them,
/// and a refused `initialize` would leave the editor with no server at all:
/// the server starts without the value and says why in a
/// `window/showMessage` warning, the one notification LSP lets a server send
/// before the client's `initialized`.
struct InitializationOptions: Equatable {
    /// Base of `codeDescription.href` (`rulesURL`).
    var rulesURL: String?
    /// The text size of fitted detents' hovers (`textSize`, as `--text-size` spells it).
    var textSize: ContentSizeCategory?
    /// One message for each option given that could not be used: the whole, `rulesURL`, `textSize`.
    var warnings: [String] = []

    init(_ options: JSONValue?) {
        guard let options, options != .null else { return }
        guard let members = options.object else {
            warnings.append(
                "sheetspec: `initializationOptions` is \(Self.describe(options)), not an object such as "
                    + "{ \"textSize\": \"AX5\" }; it is ignored")
            return
        }
        if let value = members["rulesURL"] {
            if let url = value.string {
                rulesURL = url
            } else {
                warnings.append(
                    "sheetspec: `initializationOptions.rulesURL` is \(Self.describe(value)), not a string (the address "
                        + "of docs/Rules.md); diagnostics carry no links")
            }
        }
        if let value = members["textSize"] {
            let sizes = ContentSizeCategory.allCases.map(\.name).joined(separator: ", ")
            if let name = value.string {
                textSize = ContentSizeCategory(name: name)
                if textSize == nil {
                    warnings.append(
                        "sheetspec: `initializationOptions.textSize` is \"\(name)\", which is not a text size; "
                            + "hovers show no text size. The sizes are \(sizes).")
                }
            } else {
                warnings.append(
                    "sheetspec: `initializationOptions.textSize` is \(Self.describe(value)), not a string; "
                        + "hovers show no text size. The sizes are \(sizes).")
            }
        }
    }

    /// A JSON value in words, for the warnings.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let value): "the boolean \(value)"
        case .integer(let value): "the number \(value)"
        case .double(let value): "the number \(value)"
        case .string(let text): "\"\(text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The `window/showMessage` warnings (`MessageType.Warning` is 2).
    var messages: [JSONValue] {
        warnings.map { JSONRPC.notification(method: "window/showMessage", params: ["type": 2, "message": .string($0)]) }
    }
}
