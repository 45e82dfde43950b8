import Foundation
import Testing

/// The UIKit shell of the presenter (`Sources/BottomSheetableUIKit`, docs/Runtime.md
/// §12) type-checked on Linux against the transcribed UIKit declarations
/// (`Tests/AppleInterfaces/UIKit`) with the same mechanism as the backends'
/// generated code, for iOS 15.0, the floor of the availability pass. The shell
/// imports the `BottomSheetable` module SwiftPM built for the tests
/// (`Toolchain.modules`). That module is built for the host, so on a Mac with
/// the iOS SDK (where `typecheck` compiles against the real SDK) these checks
/// are skipped: there the shell is built by Xcode for iOS instead.
@Suite(.serialized, .enabled(if: AppleInterfaces.canRun, "BottomSheetable is built for the host, not for the iOS SDK"))
struct UIKitShellTypeCheckTests {
    static let shellFolder = Toolchain.repository.appendingPathComponent("Sources/BottomSheetableUIKit")
    static let minimumIOS = "15.0"

    /// Every `.swift` file under `folder`, sorted by path, with its text.
    static func sources(in folder: URL) throws -> [(name: String, text: String)] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            (relative, try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8))
        }
    }

    /// A shell file as the check compiles it: without its `#if canImport(UIKit)`
    /// wrapper (UIKit here is the interface module, which the availability pass
    /// compiles into the same module, so `canImport` would be false there), and with
    /// `import UIKit.UIGestureRecognizerSubclass` dropped: the interface module
    /// declares the subclass-only members on the classes themselves. Nil when the
    /// file is not wrapped.
    static func checkable(_ text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        guard lines.first == "#if canImport(UIKit)", lines.last == "#endif" else { return nil }
        return lines.dropFirst().dropLast().filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed != "import UIKit.UIGestureRecognizerSubclass"
        }.joined(separator: "\n") + "\n"
    }

    /// The shell's files, made checkable.
    static func compiledFiles(shell: [(name: String, text: String)]) -> [(name: String, text: String)] {
        shell.map { (name: "Shell_\($0.name)", text: checkable($0.text) ?? $0.text) }
    }

    static func typecheck(_ shell: [(name: String, text: String)]) throws -> AppleInterfaces.Outcome {
        try AppleInterfaces.typecheck(
            compiledFiles(shell: shell), importing: [.uikit], minimumIOS: minimumIOS, modules: [Toolchain.modules])
    }

    @Test func everyShellFileIsWrappedSoTheLibraryIsEmptyWithoutUIKit() throws {
        let shell = try Self.sources(in: Self.shellFolder)
        #expect(shell.count >= 8)
        let unwrapped = shell.filter { Self.checkable($0.text) == nil }.map(\.name)
        #expect(unwrapped.isEmpty, "not wrapped in #if canImport(UIKit) … #endif: \(unwrapped)")
    }

    @Test func theShellTypeChecksAgainstTheDeclaredUIKit() throws {
        let outcome = try Self.typecheck(Self.sources(in: Self.shellFolder))
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    /// The check has teeth: the same files with one call to a UIKit API that
    /// is not declared (`keyboardWillChangeFrameNotification` exists in UIKit but
    /// was not transcribed) fail, naming it.
    @Test func aShellFileUsingAnUndeclaredAPIFails() throws {
        var shell = try Self.sources(in: Self.shellFolder)
        let index = try #require(shell.firstIndex { $0.name.hasSuffix("SheetKeyboardObserver.swift") })
        let original = shell[index].text
        shell[index].text = original.replacingOccurrences(
            of: "UIResponder.keyboardWillHideNotification", with: "UIResponder.keyboardWillChangeFrameNotification")
        #expect(shell[index].text != original)
        let outcome = try Self.typecheck(shell)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("keyboardWillChangeFrameNotification"), "\(outcome.output)")
    }

    /// The shell makes no decision about heights, velocities or policies: its
    /// code (comments left out) orders nothing (`<`, `>`, `<=`, `>=`), takes no
    /// `min`/`max`/`abs` and does no arithmetic but the one subtraction of two
    /// clock readings that reports elapsed time to the state machine. Equality
    /// tests on states (`state == .began`, `verticalSizeClass == .compact`)
    /// translate UIKit's values and are allowed.
    @Test func theShellComparesNoHeightsOrVelocities() throws {
        let forbidden = try NSRegularExpression(
            pattern: #"\s(<|>|<=|>=|\+|\*|/|-)\s|\b(min|max|abs|floor|ceil|rounded)\("#)
        var findings: [String] = []
        for file in try Self.sources(in: Self.shellFolder) {
            for (number, line) in file.text.components(separatedBy: "\n").enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                let range = NSRange(code.startIndex..., in: code)
                guard forbidden.firstMatch(in: code, range: range) != nil else { continue }
                if code.contains("return now - lastReport") { continue }
                findings.append("\(file.name):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// The decision check itself: a shell line that clamps a height is found.
    @Test func theDecisionCheckFindsAComparison() throws {
        let forbidden = try NSRegularExpression(
            pattern: #"\s(<|>|<=|>=|\+|\*|/|-)\s|\b(min|max|abs|floor|ceil|rounded)\("#)
        for code in ["let top = max(0, y)", "if height > 400 {", "frame.origin.y + 34", "let f = a - b"] {
            #expect(forbidden.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil, "\(code)")
        }
        for code in ["func f() -> Int", "var touches: Set<UITouch>", "case .began where reported != .began:"] {
            #expect(forbidden.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) == nil, "\(code)")
        }
    }
}
