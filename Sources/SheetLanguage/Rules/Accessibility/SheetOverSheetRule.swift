import BottomSheetable
import SheetDiagnostics

/// A sheet reached from another sheet that says it is presented modally is a
/// sheet over a sheet, which Apple's guidelines advise against.
struct SheetOverSheetRule: SpecRule {
    /// The presentations that put a modal sheet on screen: a sheet, and a
    /// popover (a sheet on iPhone).
    static let modalKinds: [Presentation] = [.modal, .popover]

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2608), name: "sheet-over-sheet", severity: .warning,
        summary: "A sheet reached from another sheet says it is presented as a sheet of its own.",
        explanation: """
            Apple's Human Interface Guidelines ("Sheets", \
            https://developer.apple.com/design/human-interface-guidelines/sheets) advise showing \
            one sheet at a time from the main interface: a sheet opened over a sheet stacks two \
            modal contexts, and people (VoiceOver users above all, for whom the first sheet's \
            content is hidden but still there) lose track of where they are and how to get back. \
            The language has no key that says one sheet presents another: `extends` shares \
            settings, and `navigation.push`, the one relation between sheets, puts a screen on the \
            stack inside the same presented sheet. The closest signal the spec gives is a pushed \
            sheet that states a presentation of its own: `presentation: modal` or `popover` on a \
            sheet whose stack's root is presented otherwise (an `overlay` drawer that pushes a \
            `modal` sheet, a sheet that pushes a `popover`). Pushed, it would take the root's \
            presentation and the key would be ignored; written, it says the sheet is meant to \
            come up as a sheet of its own over the one that reaches it. The rule reports that \
            value, at any depth of the stack, and SS2607 (`root-key-on-pushed-sheet`) leaves \
            this case to it. A pushed `overlay` or `embedded` is not a modal sheet and stays \
            SS2607's. Present the second sheet after dismissing the first, or push it as a \
            screen of the stack (delete its `presentation`, or give it the root's).
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.navigation, .presentation, .extends]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                navigation: { push: [share] }
              share:
                type: ShareViewController
                presentation: modal
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: PlaceDetailsViewController
                presentation: overlay
                navigation: { push: [share] }
              share:
                type: ShareViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var reported: Set<String> = []
        return NavigationStacks.screens(in: context, reads: Self.reads).compactMap { stack in
            let (root, screen) = (stack.root, stack.screen)
            guard let written = screen.settings.presentation, Self.modalKinds.contains(written.value),
                written.value != root.presentation, reported.insert(screen.id.value).inserted
            else { return nil }
            let (name, rootName) = (screen.id.value, root.id.value)
            var secondary = [DiagnosticLabel(span: stack.pushedAt, message: "`\(stack.pusher.id.value)` reaches `\(name)` here")]
            if let rootPresentation = root.settings.presentation {
                secondary.append(DiagnosticLabel(span: rootPresentation.span, message: "`\(rootName)` is presented as this"))
            }
            return Self.descriptor.diagnostic(
                "`\(name)` says it is presented as `\(written.value.rawValue)`, over `\(rootName)` "
                    + "(`\(root.presentation.rawValue)`) that reaches it: a sheet over a sheet",
                at: written.span, label: "a sheet of its own", secondary: secondary + screen.inheritanceLabels(written.span),
                notes: [
                    "Apple's Human Interface Guidelines (Sheets) advise one sheet at a time; "
                        + "pushed, `\(name)` would take the presentation of `\(rootName)` and this key would be ignored"
                ],
                help: "dismiss `\(rootName)` before presenting `\(name)`, or push `\(name)` as a screen: "
                    + "delete its `presentation` or write `\(root.presentation.rawValue)`")
        }
    }
}
