import FuzzSupport
import SheetCodegen
import SheetDiagnostics
import SheetLanguage
import SheetYAML

/// libFuzzer's entry point: bytes → validate (parse, decode, rules,
/// resolution) → when clean, the generated Swift files.
///
/// Properties checked for every input that generates code: nothing crashes,
/// a second run gives the same bytes, and no spec text escapes a string
/// literal or a comment: every line's string literals close on that line,
/// and no line starts a declaration the templates do not write.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let file = SourceFile(path: "specs/fuzz.sheet.yaml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    guard let files = generate(file) else { return 0 }
    invariant(generate(file) == files, "two runs over the same bytes generated different code")
    for generated in files {
        for (number, line) in generated.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            checkLiterals(line, at: number + 1, in: generated.relativePath)
        }
    }
    return 0
}

/// The built-in templates, loaded for each input rather than kept in a
/// global: a library that lives until exit is reported by LeakSanitizer,
/// which cannot follow the pointers Swift keeps inside multi-payload enum
/// cases (the parsed template tree), although nothing leaks.
private func builtInTemplates() -> TemplateLibrary {
    guard case .success(let library) = TemplateLibrary.load(overrideFolder: nil) else {
        fatalError("the built-in templates do not load")
    }
    return library
}

private func generate(_ file: SourceFile) -> [GeneratedFile]? {
    let loaded = SpecLoader.load(file, limits: .default)
    let run = SpecValidator.check([loaded], options: ValidationOptions())
    guard run.report.verdict(strict: false) == .passed else { return nil }
    switch SpecGenerator.render(run, roots: ["specs"], templates: builtInTemplates(), options: CodegenOptions(writesStubs: true)) {
    case .success(let files): return files
    case .failure: return nil
    }
}

/// Walks one line as Swift's lexer would for string literals and `//`
/// comments: a quote from spec text that was not escaped would leave a
/// literal open at the end of the line, or close one early.
private func checkLiterals(_ line: Substring, at number: Int, in path: String) {
    var inString = false
    var escaped = false
    var previous: Character = " "
    for character in line {
        if inString {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString = false
            } else {
                invariant(character != "\r" && character != "\u{2028}", "\(path):\(number): a raw line break inside a literal")
            }
        } else if character == "\"" {
            inString = true
        } else if character == "/" && previous == "/" {
            return  // the rest is a comment, which commentText keeps on one line
        }
        previous = character
    }
    invariant(!inString, "\(path):\(number): a string literal is left open: \(line)")
}

@_cdecl("FuzzGenerate_main")
public func entryPoint(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runLibFuzzer(argc: argc, argv: argv) { data, size in data.map { fuzz($0, size) } ?? 0 }
}
