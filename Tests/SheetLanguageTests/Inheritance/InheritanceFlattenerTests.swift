import SheetDiagnostics
import Testing

@testable import SheetLanguage

struct InheritanceFlattenerTests {
    static let base = """
        version: 1
        defaults:
          cornerRadius: 16
          grabber: hidden
        sheets:
          parent:
            type: ParentViewController
            presentation: overlay
            detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
            dismiss: { swipe: true, confirm: true }
            grabber: visible
        """

    static let child = """
        version: 1
        defaults:
          cornerRadius: 24
          keyboard: { policy: lift }
        sheets:
          child:
            type: ChildViewController
            extends: parent
            dismiss: { closeButton: true }
          plain:
            type: PlainViewController
        """

    static func flatten(_ texts: [(path: String, text: String)]) -> [String: EffectiveSheet] {
        let sheets = InheritanceFlattener.flatten(SheetIndex(files: SpecLoading.files(texts)))
        return Dictionary(uniqueKeysWithValues: sheets.map { ($0.id.value, $0) })
    }

    @Test func ownKeysBeatTheParentWhichBeatsTheFileDefaults() throws {
        let sheets = Self.flatten([("a.sheet.yaml", Self.base), ("b.sheet.yaml", Self.child)])
        let child = try #require(sheets["child"])
        #expect(child.settings.type?.value == "ChildViewController")
        #expect(child.settings.presentation?.value == .overlay)
        // The parent's own file default (16) beats the child's file default (24).
        #expect(child.settings.cornerRadius?.path == "a.sheet.yaml")
        #expect(child.settings.grabber?.value == .visible)
        // Keys nobody above wrote come from the child's own file defaults.
        #expect(child.settings.keyboard?.value.policy?.value == .lift)
        #expect(child.settings.keyboard?.path == "b.sheet.yaml")
        #expect(child.ancestors == ["parent"])
        #expect(child.path == "b.sheet.yaml")
    }

    @Test func blocksMergeKeyByKeyAndKeepEachValuesFile() throws {
        let sheets = Self.flatten([("a.sheet.yaml", Self.base), ("b.sheet.yaml", Self.child)])
        let dismiss = try #require(sheets["child"]?.settings.dismiss)
        #expect(dismiss.value.closeButton?.value == true)
        #expect(dismiss.value.closeButton?.path == "b.sheet.yaml")
        #expect(dismiss.value.swipe?.value == true)
        #expect(dismiss.value.swipe?.path == "a.sheet.yaml")
        #expect(dismiss.value.confirm?.value == true)
    }

    @Test func listsReplaceAsAWhole() throws {
        let text = """
            version: 1
            sheets:
              a:
                type: A
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
              b:
                type: B
                extends: a
                detents: [{ id: fit, fit: content }]
            """
        let sheets = Self.flatten([("x.sheet.yaml", text)])
        #expect(sheets["b"]?.settings.detents?.value.map(\.id.value) == ["fit"])
    }

    @Test func typeIsNeverInherited() throws {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n  b:\n    extends: a\n"
        let loaded = SpecLoading.load(text: text)
        let sheets = InheritanceFlattener.flatten(SheetIndex(files: [try #require(loaded.spec)]))
        #expect(sheets.first { $0.id.value == "b" }?.settings.type == nil)
    }

    @Test func cyclesAndUnknownParentsAreCutWithoutLooping() throws {
        let text = """
            version: 1
            sheets:
              a: { type: A, extends: c, cornerRadius: 1 }
              b: { type: B, extends: a }
              c: { type: C, extends: b }
              d: { type: D, extends: nowhere, grabber: hidden }
            """
        let sheets = Self.flatten([("x.sheet.yaml", text)])
        #expect(sheets["a"]?.ancestors == ["c", "b"])
        #expect(sheets["b"]?.settings.cornerRadius?.value == .points(1))
        #expect(sheets["d"]?.ancestors == [])
        #expect(sheets["d"]?.settings.grabber?.value == .hidden)
    }

    @Test func longChainsAreCutAtTheLimit() throws {
        let limit = InheritanceFlattener.maxChainLength
        var text = "version: 1\nsheets:\n  s0: { type: S0, cornerRadius: 7 }\n"
        for index in 1..<3_000 { text += "  s\(index): { type: S\(index), extends: s\(index - 1) }\n" }
        let sheets = Self.flatten([("long.sheet.yaml", text)])
        #expect(sheets["s2999"]?.ancestors.count == limit)
        #expect(sheets["s2999"]?.ancestors.first == "s2998")
        #expect(sheets["s2999"]?.settings.cornerRadius == nil)
        #expect(sheets["s\(limit)"]?.settings.cornerRadius?.value == .points(7))
    }

    @Test func firstDeclarationOfAnIdWinsInTheIndex() {
        let files = SpecLoading.files([
            ("a.sheet.yaml", "version: 1\nsheets:\n  same: { type: First }\n"),
            ("b.sheet.yaml", "version: 1\nsheets:\n  same: { type: Second }\n"),
        ])
        let index = SheetIndex(files: files)
        #expect(index["same"]?.declaration.settings.type?.value == "First")
        #expect(index.allDeclarations.count == 2)
        #expect(index.ids == ["same"])
    }
}
