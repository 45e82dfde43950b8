import SheetDiagnostics

/// `navigation.push` is inherited like every other key, so a sheet that
/// `extends` the root of a stack also gets the root's `push` list, which
/// usually names the sheet itself: it would push another copy of itself.
struct SheetPushesItselfRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2603), name: "sheet-pushes-itself", severity: .warning,
        summary: "A sheet's `navigation.push`, written or inherited, names the sheet itself.",
        explanation: """
            `navigation.push` lists the sheets a sheet's navigation stack can push, and it is \
            inherited through `extends` like every other key (`push: []` overrides an inherited \
            list). A pushed screen often `extends` the root of its stack to share its detents (what \
            `SS2601` advises), and then inherits the root's `push` list too, which names the screen \
            itself and its siblings: the generated code gives it a route that pushes another copy \
            of itself on top of itself. The rule reports every sheet whose flattened `push` names \
            it, at the list it got; a list that the sheet wrote itself is reported the same way. \
            Write `navigation: { push: [] }` in the pushed sheet (or the list of what it really \
            pushes), or remove the sheet from its own list.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.navigation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                navigation: { push: [checkoutAddress] }
              checkoutAddress:
                extends: checkout
                type: AddressViewController
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutViewController
                navigation: { push: [checkoutAddress] }
              checkoutAddress:
                extends: checkout
                type: AddressViewController
                navigation: { push: [] }
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let push = sheet.settings.navigation?.value.push,
                let own = push.value.first(where: { $0.value == sheet.id.value })
            else { return nil }
            let siblings = push.value.map(\.value).filter { $0 != sheet.id.value }
            let siblingNote = siblings.isEmpty
                ? [] : ["it would also push " + siblings.map { "`\($0)`" }.joined(separator: ", ")]
            guard !sheet.wrote(own.span) else {
                return Self.descriptor.diagnostic(
                    "`\(sheet.id.value)` pushes itself", at: own.span, label: "the sheet's own id",
                    notes: siblingNote, help: "remove `\(sheet.id.value)` from its own `push`")
            }
            let parent = sheet.ancestors.first.map { "`\($0)`" } ?? "the file's `defaults`"
            let extendsSpan = sheet.settings.extends.flatMap { sheet.wrote($0.span) ? $0.span : nil } ?? sheet.id.span
            return Self.descriptor.diagnostic(
                "`\(sheet.id.value)` inherits `push` from \(parent), which lists `\(sheet.id.value)`: it pushes itself",
                at: own.span, label: "inherited by `\(sheet.id.value)`",
                secondary: [
                    DiagnosticLabel(
                        span: extendsSpan,
                        message: sheet.ancestors.isEmpty
                            ? "`\(sheet.id.value)` takes the file's `defaults`" : "`\(sheet.id.value)` extends \(parent)")
                ],
                notes: siblingNote,
                help: "write `navigation: { push: [] }` in `\(sheet.id.value)`, or list what it really pushes")
        }
    }
}
