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

    /// `Templates/<backend>/<name>.mustache`, one folder per backend.
    static func templateFiles() throws -> [(backend: String, name: String, url: URL)] {
        let root = Toolchain.repository.appendingPathComponent("Templates")
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: root.path).sorted().flatMap { backend in
            let folder = root.appendingPathComponent(backend)
            return try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
                .map { (backend, $0, folder.appendingPathComponent($0)) }
        }
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let files = try Self.templateFiles()
        #expect(EmbeddedTemplates.files.map(\.name) == files.map(\.name).sorted(), "run scripts/embed-templates")
        for file in files {
            let embedded = EmbeddedTemplates.files.first { $0.name == file.name }?.text
            #expect(embedded == (try String(contentsOf: file.url, encoding: .utf8)), "\(file.name): run scripts/embed-templates")
        }
    }

    /// Each backend's templates are in the folder named after it, and every
    /// template there belongs to it: one backend per template folder.
    @Test func everyBackendOwnsItsTemplateFolder() throws {
        let files = try Self.templateFiles()
        #expect(Set(files.map(\.backend)) == Set(Backend.all.map(\.id)))
        for backend in Backend.all {
            let owned = [backend.template] + (backend.stubTemplate.map { [$0] } ?? [])
            #expect(files.filter { $0.backend == backend.id }.map(\.name).sorted() == owned.sorted(), "\(backend.id)")
        }
    }

    @Test func userTemplateReplacesTheDefaultAndMayUsePartials() throws {
        let folder = try Self.folder([
            "conformance.swift.mustache": "{{%CONTENT_TYPE:TEXT}}\n// custom for {{specPath}}\n{{#sheets}}{{> line}}{{/sheets}}",
            "line.mustache": "{{%CONTENT_TYPE:TEXT}}\nlet {{sheetID}} = \"<{{typeName}}>\"\n",
        ])
        let templates = try TemplateLibrary.load(overrideFolder: folder).get()
        let files = try GeneratedFiles.rendered(for: [SampleSpecs.picker], templates: templates, options: CodegenOptions(writesStubs: true)).get()
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

    @Test func anUnclosedSectionIsReportedUnderItsOpeningTag() throws {
        let folder = try Self.folder(["conformance.swift.mustache": "{{%CONTENT_TYPE:TEXT}}\nlet é = 1 {{#sheets}}\n"])
        let problem = try #require(Self.failures(TemplateLibrary.load(overrideFolder: folder)).first)
        #expect(problem.code.description == "SS4102")
        #expect(problem.message == "section `sheets` is never closed")
        let range = try #require(problem.span?.range)
        #expect((range.start.line, range.start.column, range.end.column) == (2, 11, 22))
        #expect(problem.help == "add `{{/sheets}}` where the section ends")
    }

    @Test func partialsThatIncludeEachOtherAreRefusedWhereTheCircleCloses() throws {
        let folder = try Self.folder([
            "conformance.swift.mustache": "{{%CONTENT_TYPE:TEXT}}\n{{> row}}\n",
            "row.mustache": "{{%CONTENT_TYPE:TEXT}}\n{{#sheets}}\n  {{> cell}}\n{{/sheets}}\n",
            "cell.mustache": "{{%CONTENT_TYPE:TEXT}}\n{{> row}}\n",
        ])
        let problems = Self.failures(TemplateLibrary.load(overrideFolder: folder))
        #expect(problems.map(\.code.description) == ["SS4102"])
        #expect(problems.first?.message == "partial `cell` includes itself: cell → row → cell")
        #expect(problems.first?.span?.path.hasSuffix("/row.mustache") == true)
        #expect(problems.first?.span?.range.start.line == 3)
    }

    @Test func missingTemplatesFolderIsReported() {
        let problems = Self.failures(TemplateLibrary.load(overrideFolder: "/no/such/templates"))
        #expect(problems.map(\.code.description) == ["SS4103"])
    }
}
