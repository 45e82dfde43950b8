import Foundation
import SheetDiagnostics
import SheetSpec
import SheetYAML

/// Parses and decodes a spec, giving every diagnostic of both stages.
enum SpecLoading {
    struct Outcome {
        var spec: SpecFile?
        var diagnostics: [Diagnostic]
    }

    static func load(_ url: URL) throws -> Outcome {
        let bytes = try [UInt8](Data(contentsOf: url))
        return load(SourceFile(path: url.lastPathComponent, bytes: bytes))
    }

    static func load(text: String, path: String = "inline.sheet.yaml") -> Outcome {
        load(SourceFile(path: path, text: text))
    }

    static func load(_ file: SourceFile) -> Outcome {
        let parsed = YAMLParser().parse(file)
        guard let document = parsed.document else { return Outcome(spec: nil, diagnostics: parsed.diagnostics) }
        let decoded = SpecDecoder.decode(document)
        return Outcome(spec: decoded.spec, diagnostics: parsed.diagnostics + decoded.diagnostics)
    }
}
