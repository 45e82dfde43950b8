import Foundation
import TestSupport

/// Type-checks and runs generated code that imports UIKit or SwiftUI, on a
/// machine that has neither.
///
/// The declarations in `Tests/AppleInterfaces/UIKit`, `…/SwiftUI` and
/// `…/Accessibility` are each transcribed from an Apple documentation page
/// (docs/AppleInterfaces.md). They are compiled here, once per test process,
/// into modules named `UIKit`, `SwiftUI` and `Accessibility` (and static
/// libraries, so code can be linked and run) in a
/// scratch folder. They are never SwiftPM targets: on a Mac those would
/// clash with Apple's own modules.
///
/// Both modules are built with library evolution (`-enable-library-evolution`),
/// as Apple's frameworks are: a Swift enum of theirs is then open (a client's
/// `switch` needs `@unknown default`) unless it is marked `@frozen`, which is
/// what the SDK's importer makes of an `NS_ENUM` (open) and of an enum whose
/// page shows `@frozen` (SwiftUI's `Edge`, `Visibility`). In the Swift 6
/// language mode a switch over an open enum without `@unknown default` is an
/// error, in Swift 5 a warning.
///
/// What the backends call:
///
/// - `AppleInterfaces.typecheck(files, importing: [.uikit], minimumIOS: "15.0")`
///   type-checks in Swift 6 mode (`languageMode: .five` for Swift 5). On Linux that is two compilations: against
///   the interface modules (signatures, access, isolation), then the
///   availability pass below. On a Mac with the iOS simulator SDK it is one
///   compilation against the real SDK for `arm64-apple-ios<minimumIOS>-simulator`.
/// - `AppleInterfaces.run(files, mainSource:)` links the files with the
///   interface libraries and a `main.swift` driver, runs the program and
///   returns what it printed. Not available on a Mac with the SDK (the
///   interface libraries are not built there); the caller skips.
///
/// Availability. `@available(iOS 16.0, *)` is not checked when compiling for
/// Linux: the compiler ignores availability for platforms other than the
/// target, and the target cannot be iOS without Apple's SDK (the Linux
/// toolchain has no iOS standard library). So the availability pass rewrites
/// the sources and uses the compiler's custom availability domains
/// (experimental feature `CustomAvailability`, Swift 6.2+): every iOS version
/// named in an `@available(iOS …)` or `#available(iOS …)` becomes a domain
/// `iOS_<major>_<minor>`, always enabled when it is at most `minimumIOS` and
/// dynamic (needs an `if #available`) when it is newer. A declaration
/// introduced in iOS X requires every dynamic domain up to X, and
/// `#available(iOS X, *)` grants them, so the check follows iOS's rules for
/// versions. Custom domains cannot cross a module boundary (the compiler
/// crashes reading them from a `.swiftmodule`), so this pass compiles the
/// interface sources and the generated files as one module, with
/// `import UIKit` / `import SwiftUI` replaced by `import Foundation`. Inside
/// one module every enum is exhaustive (library evolution only opens an enum
/// to other modules), so that pass does not see a missing `@unknown default`:
/// the first compilation, against the separately built modules, is the one
/// that checks it, and `typecheck` runs it first. The
/// interface files themselves pass this check (their test hooks carry the
/// availability of the types they touch) for every `minimumIOS` from 15.0,
/// the sheet API's floor; lower values are refused.
///
/// The `#if os(macOS)` path below was written without a Mac to run it on.
enum AppleInterfaces {
    enum Framework: String, CaseIterable, Sendable {
        case uikit = "UIKit"
        case swiftui = "SwiftUI"
        /// The announcement of the `swiftui` backend
        /// (`AccessibilityNotification.Announcement`): generated SwiftUI code
        /// imports it beside SwiftUI.
        case accessibility = "Accessibility"
    }

    struct Outcome: Sendable {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `Tests/AppleInterfaces`.
    static let root = Toolchain.repository.appendingPathComponent("Tests/AppleInterfaces")

    /// The interface source files of a framework, sorted.
    static func sources(of framework: Framework) -> [URL] {
        let folder = root.appendingPathComponent(framework.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    // MARK: Building the modules

    /// The folder holding `UIKit.swiftmodule`, `libUIKit.a`, … once both
    /// frameworks compiled; the compiler's output when one did not.
    static let built: Result<URL, Failure> = {
        do {
            let folder = try ScratchFolder.make("apple-interfaces")
            for framework in Framework.allCases {
                let outcome = try Toolchain.run(
                    "swiftc",
                    [
                        "-emit-library", "-static", "-emit-module", "-parse-as-library",
                        "-module-name", framework.rawValue, "-swift-version", "6", "-enable-library-evolution",
                        // SwiftUI's UIHostingController is a UIViewController:
                        // SwiftUI imports the UIKit module built just before it.
                        "-I", folder.path,
                        "-emit-module-path", folder.appendingPathComponent("\(framework.rawValue).swiftmodule").path,
                        "-o", folder.appendingPathComponent("lib\(framework.rawValue).a").path,
                    ] + sources(of: framework).map(\.path))
                guard outcome.status == 0 else {
                    return .failure(Failure(description: "\(framework.rawValue) did not compile:\n\(outcome.output)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Compiles both interface modules (once per process) and returns their folder.
    static func modules() throws -> URL { try built.get() }

    // MARK: Type-checking

    /// Type-checks Swift files that import the given frameworks, in Swift 6
    /// mode, for a deployment target of `minimumIOS`. `modules` are more
    /// folders of compiled modules the files import (the UIKit shell imports
    /// `BottomSheetable`: `Toolchain.modules`, built for this host, so not
    /// for the iOS SDK path).
    static func typecheck(
        _ files: [(name: String, text: String)], importing frameworks: Set<Framework>, minimumIOS: String = "15.0",
        modules searchPaths: [URL] = [], languageMode: Toolchain.LanguageMode = .six
    ) throws -> Outcome {
        let mode = languageMode.rawValue
        let includes = searchPaths.flatMap { ["-I", $0.path] }
        #if os(macOS)
            if let sdk = iOSSimulatorSDK() {
                // Not run here (written on Linux): the real SDK, for the real target.
                let paths = try Toolchain.write(files)
                let outcome = try Toolchain.run(
                    "xcrun",
                    [
                        "--sdk", "iphonesimulator", "swiftc", "-typecheck", "-swift-version", mode,
                        "-sdk", sdk, "-target", "arm64-apple-ios\(minimumIOS)-simulator",
                    ] + paths)
                return Outcome(status: outcome.status, output: outcome.output)
            }
        #endif
        let folder = try modules()
        let paths = try Toolchain.write(files)
        let againstModules = try Toolchain.run(
            "swiftc", ["-typecheck", "-swift-version", mode, "-parse-as-library", "-I", folder.path] + includes + paths)
        guard againstModules.status == 0 else {
            return Outcome(status: againstModules.status, output: againstModules.output)
        }
        let availability = try checkAvailability(
            files, importing: frameworks, minimumIOS: minimumIOS, modules: searchPaths, languageMode: languageMode)
        // The warnings of the first pass (a Swift 5 switch without `@unknown
        // default` warns) are kept with a successful outcome.
        return availability.succeeded ? Outcome(status: 0, output: againstModules.output) : availability
    }

    /// The availability pass alone (see the type's documentation).
    static func checkAvailability(
        _ files: [(name: String, text: String)], importing frameworks: Set<Framework>, minimumIOS: String,
        modules searchPaths: [URL] = [], languageMode: Toolchain.LanguageMode = .six
    ) throws -> Outcome {
        guard let minimum = IOSVersion(minimumIOS), minimum >= IOSVersion(15, 0) else {
            throw Failure(description: "the availability pass needs a minimumIOS of 15.0 or later, not \(minimumIOS)")
        }
        // SwiftUI's declarations use UIKit's (UIHostingController), so
        // SwiftUI brings UIKit's sources in, as SwiftUI imports UIKit on iOS.
        // A file that imports Accessibility (the `swiftui` backend's
        // announcement) brings its sources in.
        var compiled = frameworks.contains(.swiftui) ? frameworks.union([.uikit]) : frameworks
        if files.contains(where: { AvailabilityRewriter.imports(.accessibility, in: $0.text) }) {
            compiled.insert(.accessibility)
        }
        let importsOnly = AvailabilityRewriter(minimum: minimum, versions: [])
        let interfaces = try Framework.allCases.filter(compiled.contains).flatMap(sources(of:)).map {
            (name: "Interface_\($0.deletingLastPathComponent().lastPathComponent)_\($0.lastPathComponent)",
             text: importsOnly.replacingFrameworkImports(try String(contentsOf: $0, encoding: .utf8)))
        }
        let generated = files.map { (name: "Generated_\($0.name)", text: $0.text) }
        let versions = Set((interfaces + generated).flatMap { AvailabilityRewriter.versions(in: $0.text) })
        let rewriter = AvailabilityRewriter(minimum: minimum, versions: versions)
        let rewritten = interfaces.map { (name: $0.name, text: rewriter.rewrite($0.text)) }
            + generated.map { (name: $0.name, text: rewriter.rewrite(rewriter.replacingFrameworkImports($0.text))) }
        let paths = try Toolchain.write(rewritten)
        let outcome = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", languageMode.rawValue, "-parse-as-library", "-module-name", "AvailabilityCheck"]
                + searchPaths.flatMap { ["-I", $0.path] } + rewriter.compilerArguments + paths)
        // An error in the interface files fails too: the compiler stops
        // checking function bodies (the generated code's) after one, so the
        // interfaces are kept free of errors for every minimumIOS >= 15.0.
        return Outcome(
            status: outcome.status,
            output: outcome.status == 0 ? "" : "availability (minimum iOS \(minimumIOS)):\n\(outcome.output)")
    }

    // MARK: Running

    /// Builds an executable from the files, the interface libraries and
    /// `mainSource` (the program's `main.swift`), runs it and returns its
    /// standard output (and standard error). Throws when it does not build or
    /// exits with a failure. `compilerArguments` are passed to `swiftc` (the
    /// UIKit shell's run compiles BottomSheetable's sources in, which use
    /// `package` access: `-package-name`).
    static func run(
        _ files: [(name: String, text: String)], mainSource: String, compilerArguments: [String] = []
    ) throws -> String {
        #if os(macOS)
            if iOSSimulatorSDK() != nil {
                throw Failure(description: "run is not available with the iOS SDK (skip on a Mac)")
            }
        #endif
        let folder = try modules()
        let sources = try Toolchain.write(files)
        let mainFolder = try ScratchFolder.make("apple-main")
        let main = mainFolder.appendingPathComponent("main.swift")
        try mainSource.write(to: main, atomically: true, encoding: .utf8)
        let executable = mainFolder.appendingPathComponent("program")
        let build = try Toolchain.run(
            "swiftc",
            ["-swift-version", "6", "-I", folder.path, "-L", folder.path, "-lUIKit", "-lSwiftUI", "-lAccessibility",
             "-o", executable.path] + compilerArguments + sources + [main.path])
        guard build.status == 0 else { throw Failure(description: "did not build:\n\(build.output)") }
        let ran = try Toolchain.run(executable.path, [])
        guard ran.status == 0 else { throw Failure(description: "exited with \(ran.status):\n\(ran.output)") }
        return ran.output
    }

    #if os(macOS)
        /// The iOS simulator SDK's path, when Xcode has one.
        static func iOSSimulatorSDK() -> String? {
            guard let outcome = try? Toolchain.run("xcrun", ["--sdk", "iphonesimulator", "--show-sdk-path"]),
                outcome.status == 0
            else { return nil }
            let path = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
            return path.isEmpty ? nil : path
        }
    #endif

    /// Whether `run` can work here (false on a Mac with the iOS SDK).
    static var canRun: Bool {
        #if os(macOS)
            return iOSSimulatorSDK() == nil
        #else
            return true
        #endif
    }

    // MARK: The declarations, as data

    /// One documented declaration in an interface file.
    struct Declaration: Sendable {
        var framework: Framework
        var file: String
        var line: Int
        /// The documentation page's title, e.g. `custom(identifier:resolver:)`.
        var title: String
        /// What the page belongs to, e.g. `UISheetPresentationController.Detent`
        /// (the framework for a top-level type).
        var context: String
        /// `16.0` for `@available(iOS 16.0, *)`; nil without one.
        var minimumIOS: String?
        /// The declaration's own line, trimmed.
        var text: String
        /// The first address in its comment (the page it was read on), if any.
        var page: String? = nil

        /// `UISheetPresentationController.Detent.custom(identifier:resolver:)`,
        /// or the title alone for a top-level type.
        var symbol: String { context == framework.rawValue ? title : "\(context).\(title)" }
    }

    /// Every `/// Apple docs: "…" — …` declaration of the interface files
    /// (TestHooks.swift excluded), with the iOS version of its `@available`.
    static let declarations: [Declaration] = Framework.allCases.flatMap { framework in
        sources(of: framework).filter { $0.lastPathComponent != "TestHooks.swift" }.flatMap { url in
            scanDeclarations(framework: framework, file: url.lastPathComponent,
                             text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
        }
    }

    /// The minimum iOS version of an API, from its `@available` in the
    /// interface files: `minimumIOS(of: "UISheetPresentationController.Detent.custom(identifier:resolver:)")`
    /// is "16.0". Nil for a symbol not declared, or declared without a version.
    static func minimumIOS(of symbol: String) -> String? {
        declarations.first { $0.symbol == symbol }?.minimumIOS
    }

    static func scanDeclarations(framework: Framework, file: String, text: String) -> [Declaration] {
        let lines = text.components(separatedBy: "\n")
        var result: [Declaration] = []
        var pending: (title: String, context: String, line: Int)?
        var available: String?
        var page: String?
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let doc = docTitle(line) {
                pending = (doc.title, doc.context, index + 1)
                available = nil
                page = firstAddress(in: line)
            } else if line.hasPrefix("///") || line.hasPrefix("//") || line.isEmpty {
                if pending != nil, page == nil, line.hasPrefix("///") { page = firstAddress(in: line) }
                continue
            } else if line.hasPrefix("@available(iOS ") {
                available = IOSVersion.firstVersion(in: line)
            } else if line.hasPrefix("@available(iOS, introduced: ") {
                // The importer's form of a deprecated declaration.
                available = IOSVersion.firstVersion(in: line.replacingOccurrences(of: "iOS, introduced: ", with: "iOS "))
            } else if let current = pending {
                if let inline = line.range(of: "@available(iOS ") {
                    available = IOSVersion.firstVersion(in: String(line[inline.lowerBound...]))
                }
                result.append(Declaration(
                    framework: framework, file: file, line: current.line, title: current.title,
                    context: current.context, minimumIOS: available, text: line, page: page))
                pending = nil
                available = nil
                page = nil
            }
        }
        return result
    }

    /// The first `https://` address in a comment line, without trailing punctuation.
    static func firstAddress(in line: String) -> String? {
        guard let start = line.range(of: "https://") else { return nil }
        var address = String(line[start.lowerBound...].prefix { !$0.isWhitespace && $0 != "`" })
        while let last = address.last, ",;.".contains(last)
            || (last == ")" && address.filter { $0 == ")" }.count > address.filter { $0 == "(" }.count)
        {
            address.removeLast()
        }
        return address
    }

    /// The title and context of a `/// Apple docs: "title" — context` line.
    static func docTitle(_ line: String) -> (title: String, context: String)? {
        let prefix = "/// Apple docs: \""
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let title = String(rest[..<close])
        let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard after.hasPrefix("— ") else { return nil }
        let context = after.dropFirst(2).split(separator: " ").first.map(String.init) ?? ""
        return (title, context)
    }
}

/// An iOS version, `major.minor`.
struct IOSVersion: Hashable, Comparable, Sendable {
    var major: Int
    var minor: Int

    init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major, parts.count > 1 ? parts[1]! : 0)
    }

    static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    var text: String { "\(major).\(minor)" }
    var domain: String { "iOS_\(major)_\(minor)" }

    /// The version after the first `iOS ` in an attribute or condition.
    static func firstVersion(in text: String) -> String? {
        guard let range = text.range(of: "iOS ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return IOSVersion(String(digits))?.text
    }
}

/// Rewrites `@available(iOS X…)` and `#available(iOS X…)` into custom
/// availability domains (see `AppleInterfaces`).
struct AvailabilityRewriter {
    var minimum: IOSVersion
    var versions: Set<IOSVersion>

    private static let attribute = try! NSRegularExpression(pattern: #"@available\(iOS (\d+(?:\.\d+){0,2})[^)]*\)"#)
    private static let condition = try! NSRegularExpression(pattern: #"#available\(iOS (\d+(?:\.\d+){0,2})[^)]*\)"#)

    /// Every iOS version an attribute or condition in `text` names.
    static func versions(in text: String) -> [IOSVersion] {
        let range = NSRange(text.startIndex..., in: text)
        return [attribute, condition].flatMap { expression in
            expression.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).flatMap { IOSVersion(String(text[$0])) }
            }
        }
    }

    /// Domains newer than the minimum, which code must check for.
    var dynamicDomains: [IOSVersion] { versions.filter { $0 > minimum }.sorted() }

    var compilerArguments: [String] {
        var arguments = ["-enable-experimental-feature", "CustomAvailability"]
        for version in versions.sorted() {
            let kind = version > minimum ? "-define-dynamic-availability-domain" : "-define-always-enabled-availability-domain"
            arguments += ["-Xfrontend", kind, "-Xfrontend", version.domain]
        }
        return arguments
    }

    /// The dynamic domains a declaration introduced in `version` needs.
    func required(by version: IOSVersion) -> [IOSVersion] { dynamicDomains.filter { $0 <= version } }

    func rewrite(_ text: String) -> String {
        var result = replace(Self.attribute, in: text) { original, version in
            let extra = required(by: version).map { "@available(\($0.domain))" }
            return ([original] + extra).joined(separator: " ")
        }
        result = replace(Self.condition, in: result) { _, version in
            let needed = required(by: version)
            let granted = needed.isEmpty ? [version] : needed
            return granted.map { "#available(\($0.domain))" }.joined(separator: ", ")
        }
        return result
    }

    func replacingFrameworkImports(_ text: String) -> String {
        let imports = Set(AppleInterfaces.Framework.allCases.map { "import \($0.rawValue)" })
        return text.components(separatedBy: "\n").map { line in
            imports.contains(line.trimmingCharacters(in: .whitespaces)) ? "import Foundation" : line
        }.joined(separator: "\n")
    }

    /// Whether `text` has a line `import <framework>`.
    static func imports(_ framework: AppleInterfaces.Framework, in text: String) -> Bool {
        text.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import \(framework.rawValue)" }
    }

    private func replace(
        _ expression: NSRegularExpression, in text: String, with make: (String, IOSVersion) -> String
    ) -> String {
        var result = ""
        var last = text.startIndex
        for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), let number = Range(match.range(at: 1), in: text),
                let version = IOSVersion(String(text[number]))
            else { continue }
            result += text[last..<whole.lowerBound]
            result += make(String(text[whole]), version)
            last = whole.upperBound
        }
        return result + text[last...]
    }
}
