import Foundation
import SheetDiagnostics
import SheetYAML

/// Fixture files live beside the tests that read them.
enum Fixtures {
    static let folder: String = {
        // #filePath is …/Tests/SheetYAMLTests/Support/Fixtures.swift.
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func path(_ name: String) -> String { folder + "/" + name }

    /// A fixture's bytes, as the parser is given them (reading files is
    /// SheetIO's job, tested there).
    static func source(_ name: String) throws -> SourceFile {
        SourceFile(path: path(name), bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path(name)))))
    }

    static func parse(_ name: String, limits: YAMLLimits = .default) throws -> YAMLParseResult {
        YAMLParser(limits: limits).parse(try source(name))
    }
}

/// Parses YAML text given inline.
func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParseResult {
    YAMLParser(limits: limits).parse(SourceFile(path: "inline.yaml", text: text))
}

func parse(bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLParseResult {
    YAMLParser(limits: limits).parse(SourceFile(path: "inline.yaml", bytes: bytes))
}

extension Diagnostic {
    /// `SS0021@6:5`: the code and where it points, compact for assertions.
    var codeAndPlace: String {
        guard let span else { return code.description }
        return "\(code)@\(span.range.start.line):\(span.range.start.column)"
    }
}
