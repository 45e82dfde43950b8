import Foundation
import SheetEditor
import Testing

/// `initializationOptions` the server cannot use: it starts without them and
/// says so in a `window/showMessage` warning (type 2) after its reply to
/// `initialize`, naming the values it takes.
struct InitializationOptionsTests {
    static let sizes = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"

    /// Everything the server sends for `initialize` with `options`, in order.
    static func initialize(_ options: Any?) -> [[String: Any]] {
        var params: [String: Any] = ["processId": NSNull(), "rootUri": "file:///tmp", "capabilities": [:] as [String: Any]]
        if let options { params["initializationOptions"] = options }
        return ServerSession().send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params])
    }

    /// The warnings' texts, after checking that the reply comes first and every other message is a warning.
    static func warnings(_ options: Any?) -> [String] {
        let sent = initialize(options)
        #expect((sent.first?["id"] as? Int) == 1 && sent.first?["result"] != nil, "the reply comes first")
        return sent.dropFirst().compactMap { message in
            #expect(message["method"] as? String == "window/showMessage")
            let params = message["params"] as? [String: Any]
            #expect(params?["type"] as? Int == 2)
            return params?["message"] as? String
        }
    }

    @Test func anUnknownTextSizeIsNamedWithTheSizesTheServerTakes() {
        #expect(Self.warnings(["textSize": "AX6"]) == [
            "sheetspec: `initializationOptions.textSize` is \"AX6\", which is not a text size; hovers show no text "
                + "size. The sizes are \(Self.sizes).",
        ])
    }

    @Test func aTextSizeOfAnotherTypeSaysWhichType() {
        #expect(Self.warnings(["textSize": 5]) == [
            "sheetspec: `initializationOptions.textSize` is the number 5, not a string; hovers show no text size. "
                + "The sizes are \(Self.sizes).",
        ])
        #expect(Self.warnings(["textSize": ["AX5"]]).first?.contains("is an array, not a string") == true)
        #expect(Self.warnings(["textSize": true]).first?.contains("is the boolean true, not a string") == true)
    }

    @Test func knownSizesInAnyCaseAndAbsentOptionsSayNothing() {
        for size in ["AX5", "ax5", "xSmall", "XXXLARGE", "large"] {
            #expect(Self.initialize(["textSize": size]).count == 1, "\(size)")
        }
        #expect(Self.initialize(nil).count == 1)
        #expect(Self.initialize(NSNull()).count == 1)
        #expect(Self.initialize(["rulesURL": "https://example.com/Rules.md"]).count == 1)
    }

    @Test func everyUnusableOptionHasItsWarningInOrder() {
        #expect(Self.warnings(["rulesURL": 3, "textSize": "huge"]) == [
            "sheetspec: `initializationOptions.rulesURL` is the number 3, not a string (the address of docs/Rules.md); "
                + "diagnostics carry no links",
            "sheetspec: `initializationOptions.textSize` is \"huge\", which is not a text size; hovers show no text "
                + "size. The sizes are \(Self.sizes).",
        ])
        #expect(Self.warnings("AX5") == [
            "sheetspec: `initializationOptions` is \"AX5\", not an object such as { \"textSize\": \"AX5\" }; it is ignored",
        ])
    }

    /// The server still starts: an unknown size hovers as with no size at all.
    @Test func theServerStartsWithoutTheValue() throws {
        let marked = TextSizeHoverTests.spec.replacingOccurrences(of: "id: fit", with: "id: f‸it")
        let without = try TextSizeHoverTests.hover(at: marked, textSize: nil)
        #expect(try TextSizeHoverTests.hover(at: marked, textSize: "AX6") == without)
        #expect(!without.contains("at AX5"))
    }
}
