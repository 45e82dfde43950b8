import Foundation
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// A scalar where a block goes gets a `help:` when it says what was meant:
/// `keyboard: lift` is the policy, `dismiss: false` the two gestures.
/// Other scalars keep the plain SS1004.
@Suite struct ScalarBlockHelpTests {
    static func help(_ key: String, _ value: String) throws -> (code: String, help: String?) {
        let text = "version: 1\nminimumOS: 16\nsheets:\n  a:\n    type: AViewController\n    \(key): \(value)\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scalar-block-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("a.sheet.yaml")
        try text.write(to: path, atomically: true, encoding: .utf8)
        let report = SpecValidator.validate(paths: [path.path], options: ValidationOptions())
        let found = try #require(report.diagnostics.first { $0.span?.range.start.line == 6 })
        return (found.code.description, found.help)
    }

    @Test(arguments: ["none", "lift", "expand", "shrink"])
    func aKeyboardPolicyAloneIsPutUnderItsKey(policy: String) throws {
        let found = try Self.help("keyboard", policy)
        #expect(found.code == "SS1004")
        #expect(found.help == "write the policy under its key: `keyboard: { policy: \(policy) }`")
    }

    @Test(arguments: ["true", "false"])
    func aFlagForDismissNamesBothGestures(flag: String) throws {
        let found = try Self.help("dismiss", flag)
        #expect(found.code == "SS1004")
        #expect(found.help == "say which gestures dismiss the sheet: `dismiss: { swipe: \(flag), tapOutside: \(flag) }`")
    }

    @Test(arguments: [("keyboard", "lifts"), ("keyboard", "true"), ("dismiss", "never"), ("scroll", "lift")])
    func otherScalarsGetNoGuess(key: String, value: String) throws {
        let found = try Self.help(key, value)
        #expect(found.code == "SS1004")
        #expect(found.help == nil)
    }
}
