import Foundation
import SheetDiagnostics
import TestSupport
import Testing

@testable import SheetCodegen

struct TemplateLibraryTests {
    static func folder(_ files: [String: String]) throws -> String {
        let folder = try ScratchFolder.make("templates")
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder.path
    }

    static func failures(_ result: Result<TemplateLibrary, DiagnosticList>) -> [Diagnostic] {
        if case .failure(let list) = result { return list.diagnostics }
        return []
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let folder = Toolchain.repository.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(EmbeddedTemplates.files.map(\.name) == names, "run scripts/embed-templates")
        for file in EmbeddedTemplates.files {
            let text = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.text == text, "\(file.name) differs from Templates/: run scripts/embed-templates")
        }
    }

    @Test func everyKnownTemplateIsBuiltIn() {
        #expect(Set(EmbeddedTemplates.files.map(\.name)) == Set(TemplateLibrary.Name.allCases.map(\.rawValue)))
    }

    @Test func userTemplateReplacesTheDefaultAndMayUsePartials() throws {
        let folder = try Self.folder([
            "conformance.swift.mustache": "{{%CONTENT_TYPE:TEXT}}\n// custom for {{specPath}}\n{{#sheets}}{{> line}}{{/sheets}}",
            "line.mustache": "{{%CONTENT_TYPE:TEXT}}\nlet {{sheetID}} = \"<{{typeName}}>\"\n",
        ])
        let templates = try TemplateLibrary.load(overrideFolder: folder).get()
        let files = try ConformanceGenerator.files(for: [SampleSpecs.picker], templates: templates, options: CodegenOptions(writesStubs: true)).get()
        #expect(files[0].contents == "// custom for specs/ipad/store \"picker\".sheet.yaml\nlet storePicker = \"<StorePickerViewController>\"\n")
        // The stub template was not overridden, so the built-in one renders.
        #expect(files[1].contents.contains("sheetspec wrote this file once"))
    }

    @Test func templateWithoutTextPragmaIsRejectedAtItsFirstLine() throws {
        let folder = try Self.folder(["stubs.swift.mustache": "// {{specPath}}\n"])
        let problems = Self.failures(TemplateLibrary.load(overrideFolder: folder))
        #expect(problems.map(\.code.description) == ["SS4101"])
        #expect(problems.first?.span?.path.hasSuffix("stubs.swift.mustache") == true)
        #expect(problems.first?.span?.range.start.line == 1)
    }

    @Test func syntaxErrorsNameTheFileLineAndColumnInWords() throws {
        let folder = try Self.folder([
            "conformance.swift.mustache": "{{%CONTENT_TYPE:TEXT}}\n{{#sheets}}\n  {{/sheet}}\n",
        ])
        let problems = Self.failures(TemplateLibrary.load(overrideFolder: folder))
        #expect(problems.map(\.code.description) == ["SS4102"])
        #expect(problems.first?.message == "section closed with a different name than it was opened with")
        #expect(problems.first?.span?.range.start.line == 3)
        #expect(problems.first?.help?.contains("{{/name}}") == true)
    }

    @Test func missingTemplatesFolderIsReported() {
        let problems = Self.failures(TemplateLibrary.load(overrideFolder: "/no/such/templates"))
        #expect(problems.map(\.code.description) == ["SS4103"])
    }
}
