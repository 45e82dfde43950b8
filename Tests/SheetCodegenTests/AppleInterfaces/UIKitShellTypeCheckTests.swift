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
    /// The package's iOS deployment target (`platforms:` of Package.swift, the
    /// version Xcode builds the shell for), read as `.iOS(.v15)` → "15.0".
    static let minimumIOS = packageIOSDeploymentTarget() ?? "missing from Package.swift"

    static func packageIOSDeploymentTarget() -> String? {
        let manifest = (try? String(contentsOf: Toolchain.repository.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        guard let range = manifest.range(of: #"\.iOS\(\.v[0-9_]+\)"#, options: .regularExpression) else { return nil }
        let parts = manifest[range].dropFirst(".iOS(.v".count).dropLast().split(separator: "_")
        return parts.count == 1 ? "\(parts[0]).0" : parts.joined(separator: ".")
    }

    /// Every `.swift` file under `folder`, sorted by path, with its text. The
    /// folder may be a symbolic link (`scripts/mutate`'s scratch package links
    /// the folders it does not mutate): Foundation's enumerator does not descend
    /// a linked root on Linux, so the link is resolved first, and a folder
    /// without a Swift file is an error rather than an empty shell.
    static func sources(in folder: URL) throws -> [(name: String, text: String)] {
        let folder = folder.resolvingSymlinksInPath()
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        guard paths.contains(where: { $0.hasSuffix(".swift") }) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
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

    static func typecheck(
        _ shell: [(name: String, text: String)], languageMode: Toolchain.LanguageMode = .six
    ) throws -> AppleInterfaces.Outcome {
        try AppleInterfaces.typecheck(
            compiledFiles(shell: shell), importing: [.uikit], minimumIOS: minimumIOS, modules: [Toolchain.modules],
            languageMode: languageMode)
    }

    /// Read through a symbolic link, as in `scripts/mutate`'s scratch package,
    /// the shell's files are the same; a folder without Swift files is an error.
    @Test func theShellReadsTheSameThroughALinkedFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shell-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let link = scratch.appendingPathComponent("BottomSheetableUIKit")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.shellFolder)
        let direct = try Self.sources(in: Self.shellFolder)
        let linked = try Self.sources(in: link)
        #expect(direct.count > 5)
        #expect(linked.map(\.name) == direct.map(\.name))
        #expect(linked.map(\.text) == direct.map(\.text))
        let empty = scratch.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try Self.sources(in: empty) }
    }

    @Test func everyShellFileIsWrappedSoTheLibraryIsEmptyWithoutUIKit() throws {
        let shell = try Self.sources(in: Self.shellFolder)
        #expect(shell.count >= 8)
        let unwrapped = shell.filter { Self.checkable($0.text) == nil }.map(\.name)
        #expect(unwrapped.isEmpty, "not wrapped in #if canImport(UIKit) … #endif: \(unwrapped)")
    }

    @Test(arguments: Toolchain.LanguageMode.allCases)
    func theShellTypeChecksAgainstTheDeclaredUIKit(in mode: Toolchain.LanguageMode) throws {
        let outcome = try Self.typecheck(Self.sources(in: Self.shellFolder), languageMode: mode)
        #expect(outcome.succeeded, "\(mode)\n\(outcome.output)")
        // Not even a warning: the Swift 5 mode warns where 6 fails (an open
        // enum's switch), so a clean Swift 5 build is the same check twice.
        #expect(!outcome.output.contains("warning:"), "\(mode)\n\(outcome.output)")
    }

    /// The declarations are open as the SDK imports them: the pan recognizer's
    /// switch over `UIGestureRecognizer.State` (an `NS_ENUM`) without its
    /// `@unknown default` is an error in Swift 6 mode and a warning in Swift 5.
    /// If the interface modules were built without library evolution, or the
    /// enum were declared `@frozen`, the Swift 6 check would pass and this fail.
    @Test func aSwitchOverAUIKitEnumWithoutUnknownDefaultIsRejectedInSwift6AndWarnedInSwift5() throws {
        var shell = try Self.sources(in: Self.shellFolder)
        let index = try #require(shell.firstIndex { $0.name.hasSuffix("SheetPanGestureRecognizer.swift") })
        let original = shell[index].text
        let lines = original.components(separatedBy: "\n")
        let unknown = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "@unknown default:" })
        // The `@unknown default:` line, its comment and its `break`.
        var kept = lines
        kept.removeSubrange(unknown...(unknown + 2))
        #expect(lines[unknown + 2].trimmingCharacters(in: .whitespaces) == "break")
        shell[index].text = kept.joined(separator: "\n")
        let six = try Self.typecheck(shell, languageMode: .six)
        #expect(!six.succeeded)
        #expect(six.output.contains("error: switch covers known cases, but 'UIGestureRecognizer.State' may have additional unknown values"), "\(six.output)")
        let five = try Self.typecheck(shell, languageMode: .five)
        #expect(five.succeeded, "\(five.output)")
        #expect(five.output.contains("warning: switch covers known cases, but 'UIGestureRecognizer.State' may have additional unknown values"), "\(five.output)")
    }

    /// Every `NS_ENUM` the shell switches over is open, one by one, in a file of
    /// its own: `UINavigationController.Operation` and `UIGestureRecognizer.State`
    /// need `@unknown default`; SwiftUI's `Edge`, `@frozen` on its page, does not.
    @Test func enumsAreOpenUnlessTheirPageSaysFrozen() throws {
        let open = """
            import UIKit
            @MainActor func f(_ o: UINavigationController.Operation) -> Int {
                switch o { case .none: 0; case .push: 1; case .pop: 2 }
            }
            """
        let outcome = try AppleInterfaces.typecheck([(name: "Open.swift", text: open)], importing: [.uikit])
        #expect(outcome.output.contains("'UINavigationController.Operation' may have additional unknown values"), "\(outcome.output)")
        let frozen = """
            import SwiftUI
            func f(_ e: Edge) -> Int {
                switch e { case .top: 0; case .leading: 1; case .bottom: 2; case .trailing: 3 }
            }
            """
        let edge = try AppleInterfaces.typecheck([(name: "Frozen.swift", text: frozen)], importing: [.swiftui])
        #expect(edge.succeeded, "\(edge.output)")
    }

    /// The check has teeth: the same files with one call to a UIKit API that
    /// is not declared (`keyboardDidShowNotification` exists in UIKit but was not
    /// transcribed) fail, naming it.
    @Test func aShellFileUsingAnUndeclaredAPIFails() throws {
        var shell = try Self.sources(in: Self.shellFolder)
        let index = try #require(shell.firstIndex { $0.name.hasSuffix("SheetKeyboardObserver.swift") })
        let original = shell[index].text
        shell[index].text = original.replacingOccurrences(
            of: "UIResponder.keyboardWillHideNotification", with: "UIResponder.keyboardDidShowNotification")
        #expect(shell[index].text != original)
        let outcome = try Self.typecheck(shell)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("keyboardDidShowNotification"), "\(outcome.output)")
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
