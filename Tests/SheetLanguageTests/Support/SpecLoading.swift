import Foundation
import SheetDiagnostics
import SheetLanguage
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
        let loaded = SpecLoader.load(file, limits: .default)
        return Outcome(spec: loaded.spec, diagnostics: loaded.diagnostics)
    }

    /// Decodes several inline files that must be valid, for cross-file tests.
    static func files(_ texts: [(path: String, text: String)]) -> [SpecFile] {
        texts.compactMap { load(text: $0.text, path: $0.path).spec }
    }
}
