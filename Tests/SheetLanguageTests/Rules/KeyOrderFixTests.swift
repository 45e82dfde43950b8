import SheetDiagnostics
@testable import SheetLanguage
import Testing

/// The fix of `key-order` (SS2904): `sheetspec fix` moves every key of a
/// block mapping with its value, comments and blank lines into the
/// canonical order, the spec means what it meant, and a second run and
/// `lint` find nothing more; mappings the line view cannot move safely keep
/// their warning with a note saying why.
@Suite struct KeyOrderFixTests {
    static let keyOrder = DiagnosticCode(2904)

    static func fix(_ text: String) throws -> (text: String, run: FixRun) {
        let run = SpecFixer.run([SourceFile(path: "a.sheet.yaml", text: text)], options: SpecFixerTests.lint)
        return (String(decoding: try #require(run.files.first).fixed, as: UTF8.self), run)
    }

    static func keyOrderWarnings(_ text: String) -> [Diagnostic] {
        SpecFixerTests.check([SourceFile(path: "a.sheet.yaml", text: text)]).filter { $0.code == keyOrder }
    }

    /// The sheets as resolved on every profile, with where each was declared
    /// left out: the same spec, whatever the order of its keys.
    static func meaning(_ text: String) -> [ResolvedSheet] {
        PlanFixtures.resolve([("a.sheet.yaml", text)]).sheets.map { sheet in
            var sheet = sheet
            let nowhere = SourceSpan(path: "a.sheet.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
            sheet.source = nowhere
            sheet.presentationSource = sheet.presentationSource.map { _ in nowhere }
            sheet.detents = sheet.detents.map { detent in
                var detent = detent
                detent.span = nowhere
                return detent
            }
            return sheet
        }
    }

    /// Fixes `text`, checks that the result is `expected`, means the same,
    /// has no key-order warning left and is not changed by a second fix.
    static func expectFixed(_ text: String, to expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!keyOrderWarnings(text).isEmpty, "the input should be out of order", sourceLocation: sourceLocation)
        #expect(keyOrderWarnings(text).allSatisfy { $0.safeFixes.count == 1 }, sourceLocation: sourceLocation)
        let (fixed, _) = try fix(text)
        #expect(fixed == expected, "\(fixed)", sourceLocation: sourceLocation)
        #expect(keyOrderWarnings(fixed).isEmpty, sourceLocation: sourceLocation)
        #expect(meaning(fixed) == meaning(text), sourceLocation: sourceLocation)
        #expect(!meaning(text).isEmpty, sourceLocation: sourceLocation)
        let (again, second) = try fix(fixed)
        #expect(again == fixed && second.changedFiles.isEmpty, sourceLocation: sourceLocation)
    }

    /// An editor checks on every keystroke without the fixes
    /// (`attachesKeyOrderFixes` off) and attaches them for a code action:
    /// the warnings are the same, and attaching them later gives exactly
    /// what a run that attaches them gives, note included.
    /// The rule ranks keys by a table: each canonical key at its place, first to last, any other key last.
    @Test func eachKeyRanksAtItsCanonicalPlace() {
        #expect(SheetKeyOrder.canonical.count == 19)
        for (place, key) in SheetKeyOrder.canonical.enumerated() {
            #expect(SheetKeyOrder.rank(of: key) == place, "\(key)")
        }
        #expect(SheetKeyOrder.rank(of: "extends") == 0)
        #expect(SheetKeyOrder.rank(of: "navigation") == 18)
        #expect(SheetKeyOrder.rank(of: "accessibility") == Int.max)
        #expect(SheetKeyOrder.rank(of: "Type") == Int.max)
    }

    @Test func fixesAttachedLaterAreThoseOfARunThatAttachesThem() throws {
        let text = """
            version: 1
            minimumOS: 16
            sheets:
              composer:
                dismiss: { confirm: true }
                type: ComposerViewController
                detents: [{ id: medium, system: medium }]
              note: { detents: [{ id: large, system: large }], type: NoteViewController }

            """
        let loaded = [SpecLoader.load(SourceFile(path: "a.sheet.yaml", text: text), limits: .default)]
        var deferred = SpecFixerTests.lint
        deferred.attachesKeyOrderFixes = false
        let eager = SpecValidator.check(loaded, options: SpecFixerTests.lint).report
        let lazy = SpecValidator.check(loaded, options: deferred).report
        let warnings = lazy.diagnostics.filter { $0.code == Self.keyOrder }
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.fixes.isEmpty && $0.notes.allSatisfy { !$0.hasPrefix("no fix") } })
        let attached = KeyOrderFixes.attach(to: lazy.diagnostics, sources: lazy.sources, limits: .default)
        #expect(attached == eager.diagnostics)
        let fixed = attached.filter { $0.code == Self.keyOrder }
        #expect(fixed.map(\.fixes.count) == [1, 0])
        #expect(fixed.last?.notes.contains { $0.hasPrefix("no fix: the keys are in a flow mapping") } == true)
    }

    @Test func keysMoveWithTheirCommentsBlankLinesAndNestedBlocks() throws {
        try Self.expectFixed(
            """
            version: 1
            minimumOS: 16
            sheets:
              composer:
                # What the sheet is.
                type: ComposerViewController   # the class
                # How it dismisses.
                # Two lines about it.
                dismiss:
                  confirm: true   # asks first
                  # about swipe
                  swipe: true

                detents:
                  - id: medium
                    system: medium
                  # the tall one
                  - id: large
                    system: large
                    # below large
                presentation: modal   # last on purpose
              other:
                type: OtherViewController

            """,
            to: """
                version: 1
                minimumOS: 16
                sheets:
                  composer:
                    # What the sheet is.
                    type: ComposerViewController   # the class
                    presentation: modal   # last on purpose

                    detents:
                      - id: medium
                        system: medium
                      # the tall one
                      - id: large
                        system: large
                        # below large
                    # How it dismisses.
                    # Two lines about it.
                    dismiss:
                      confirm: true   # asks first
                      # about swipe
                      swipe: true
                  other:
                    type: OtherViewController

                """)
    }

    @Test func crlfLineEndingsStay() throws {
        let text = "version: 1\r\nsheets:\r\n  a:\r\n    # the grabber\r\n    grabber: visible\r\n    type: AViewController  # A\r\n"
        try Self.expectFixed(
            text, to: "version: 1\r\nsheets:\r\n  a:\r\n    type: AViewController  # A\r\n    # the grabber\r\n    grabber: visible\r\n")
    }

    @Test func aLastKeyWithoutANewlineMovesAndTheFileStillEndsWithoutOne() throws {
        try Self.expectFixed(
            "version: 1\nsheets:\n  a:\n    grabber: visible\n    type: AViewController",
            to: "version: 1\nsheets:\n  a:\n    type: AViewController\n    grabber: visible")
        try Self.expectFixed(
            "version: 1\r\nsheets:\r\n  a:\r\n    cornerRadius: 12\r\n    type: AViewController\r\n    grabber: visible",
            to: "version: 1\r\nsheets:\r\n  a:\r\n    type: AViewController\r\n    grabber: visible\r\n    cornerRadius: 12")
    }

    @Test func theFileDefaultsAndEverySheetAreFixedInOneRun() throws {
        try Self.expectFixed(
            """
            version: 1
            defaults:
              dismiss: { confirm: true }
              grabber: visible
            sheets:
              a:
                detents: [{ id: half, fraction: 0.5 }]
                type: AViewController
              b:
                scroll: { expandsAtEdge: false }
                type: BViewController

            """,
            to: """
                version: 1
                defaults:
                  grabber: visible
                  dismiss: { confirm: true }
                sheets:
                  a:
                    type: AViewController
                    detents: [{ id: half, fraction: 0.5 }]
                  b:
                    type: BViewController
                    scroll: { expandsAtEdge: false }

                """)
    }

    @Test func aSuppressionCommentMovesWithTheKeyItIsAbout() throws {
        try Self.expectFixed(
            """
            version: 1
            sheets:
              a:
                # sheetspec:disable-next-line hidden-grabber-with-several-detents the host shows its own handle
                grabber: hidden
                type: AViewController
                detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]

            """,
            to: """
                version: 1
                sheets:
                  a:
                    type: AViewController
                    detents: [{ id: half, fraction: 0.5 }, { id: full, system: large }]
                    # sheetspec:disable-next-line hidden-grabber-with-several-detents the host shows its own handle
                    grabber: hidden

                """)
    }

    /// Mappings the line view cannot move safely: the warning stays, with
    /// a note, and `fix` leaves the text as it is.
    @Test(arguments: [
        ("version: 1\nsheets:\n  a: { grabber: visible, type: AViewController }\n", "flow mapping"),
        ("version: 1\nsheets:\n  a:\n    grabber: visible\n    type: &t AViewController\n", "anchor"),
        ("version: 1\nsheets:\n  a:\n    grabber: visible\n    type: \"AView\\\n      Controller\"\n", "quoted string"),
        ("version: 1\nsheets:\n  a:\n    grabber: visible\r    type: AViewController\n", "other than LF"),
    ])
    func unsafeMappingsKeepTheWarningWithANote(text: String, reason: String) throws {
        let warnings = Self.keyOrderWarnings(text)
        #expect(warnings.count == 1)
        #expect(warnings.allSatisfy { $0.fixes.isEmpty && $0.notes.contains { $0.hasPrefix("no fix: ") && $0.contains(reason) } },
            "\(warnings.map(\.notes))")
        let (fixed, _) = try Self.fix(text)
        #expect(fixed == text)
    }

    /// `BlockMappingReorder` alone: the mapping under `a:` with its keys
    /// `x` and `y` swapped, or the refusal.
    static func swapped(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let starts = ["  x:", "  y:", "   y:"].compactMap { needle in text.range(of: "\n" + needle) }
            .map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) + 1 }
            .map { start in start + bytes[start...].prefix { $0 == 0x20 }.count }
        switch BlockMappingReorder(bytes).reorder(keyStarts: starts.sorted(), into: [1, 0], isFlow: false) {
        case .success(let edit):
            var result = bytes
            result.replaceSubrange(edit.start..<edit.end, with: edit.replacement)
            return String(decoding: result, as: UTF8.self)
        case .failure(let refusal): return "no fix: " + refusal.reason
        }
    }

    @Test func theLineViewRefusesKeysAtDifferentColumnsAndBlockScalars() {
        #expect(Self.swapped("a:\n  x: 1\n   y: 2\n") == "no fix: " + BlockMappingReorder.Refusal.unevenIndentation.reason)
        #expect(Self.swapped("a:\n  x: |\n    # text\n  y: 2\n") == "no fix: " + BlockMappingReorder.Refusal.blockScalar.reason)
        #expect(Self.swapped("a:\n  x: [1,\n\t2]\n  y: 2\n") == "no fix: " + BlockMappingReorder.Refusal.tabIndentation.reason)
        #expect(Self.swapped("a:\n  x: 1 # one\n\n  # why y\n  y: 2\n# after\nb: 3\n") == "a:\n\n  # why y\n  y: 2\n  x: 1 # one\n# after\nb: 3\n")
    }
}
