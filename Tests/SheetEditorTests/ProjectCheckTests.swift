import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetEditor

/// One parse and check per revision of the workspace, shared by the
/// published diagnostics and every feature; a hover plans only its sheet.
struct ProjectCheckTests {
    static let spec = """
        version: 1
        sheets:
          a:
            type: AViewController
            detents:
              - { id: half, fraction: 0.5 }
          b:
            type: BViewController
            detents:
              - { id: half, fraction: 0.4 }

        """

    @Test func diagnosticsAndFeaturesShareOneCheckUntilTheNextChange() throws {
        let (session, file, text) = try open(Self.spec.replacingOccurrences(of: "id: half, fraction: 0.4", with: "id: ha‸lf, fraction: 0.4"))
        let published = session.server.checked
        #expect(session.hoverText(file, text)?.hasPrefix("**half**") == true)
        _ = session.completionLabels(file, text)
        #expect(session.server.checked === published, "a feature checked the project again")
        // The snapshot's decoded file is the check's, not a second decode.
        let path = file.path
        #expect(session.server.project.specs[path]?.file?.sheets.map(\.id.value) == published.loaded[path]?.spec?.sheets.map(\.id.value))

        _ = session.change(file, Self.spec.replacingOccurrences(of: "0.4", with: "0.3"))
        #expect(session.server.checked !== published, "a change must check the project again")
    }

    @Test func aSheetsOwnPlanEqualsItsPartOfTheWholePlan() throws {
        let (session, _, _) = try open(Self.spec.replacingOccurrences(of: "  a:", with: "  ‸a:"))
        let project = session.server.project
        for id in ["a", "b"] {
            let alone = project.plan(ofSheet: id)
            #expect(alone.sheets.map(\.sheet.id) == [id])
            let whole = try #require(project.plan.sheets.first { $0.sheet.id == id })
            let heights = { (plan: SheetPlan) in plan.profiles.flatMap { $0.screens.flatMap { $0.detents.map(\.resolved.height) } } }
            #expect(heights(alone.sheets[0]) == heights(whole))
            #expect(!heights(whole).isEmpty)
        }
        #expect(project.plan(ofSheet: "missing").sheets.isEmpty)
    }

    private func open(_ marked: String) throws -> (ServerSession, URL, MarkedText) {
        let folder = try ScratchFolder.make("lsp-check")
        let file = folder.appendingPathComponent("pair.sheet.yaml")
        let text = MarkedText(marked)
        try text.text.write(to: file, atomically: true, encoding: .utf8)
        let session = ServerSession()
        session.initialize(root: folder)
        _ = session.open(file, text.text)
        return (session, file, text)
    }
}
