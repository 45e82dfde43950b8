import SheetDiagnostics

/// A sheet's type is a view controller class; the name should say so, in
/// Swift's UpperCamelCase for types.
struct TypeNameConventionRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2903), name: "type-name-convention", severity: .warning,
        summary: "A sheet's `type` is not UpperCamelCase or does not end in `Controller`.",
        explanation: """
            `type` names the view controller that conforms to `BottomSheetable`. Swift writes \
            types in UpperCamelCase, and UIKit names view controllers after what they are \
            (`…ViewController`, `…NavigationController`, `…HostingController`), so every part of \
            the name (`Checkout.SheetViewController` has two) is UpperCamelCase (an upper-case \
            ASCII letter, then letters and digits) and the last part ends in `Controller`. A \
            reader of a spec then knows the sheet's Swift class without opening the project. No \
            fix: renaming a class is done in Swift. A style rule: `lint` runs it, `validate` does \
            not.
            """)
    static let scope = RuleScope.style
    static let reads: SheetParts = [.type]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              placeDetails:
                type: placeDetailsSheet
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              placeDetails:
                type: Places.DetailsViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableFiles.flatMap { file in
            file.sheets.compactMap { sheet -> Diagnostic? in
                guard let type = sheet.settings.type, SwiftTypeName.isWellFormed(type.value) else { return nil }
                // A well-formed name is ASCII, so its bytes say what its characters would.
                let parts = type.value.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                let cased = parts.allSatisfy(NamingConvention.isUpperCamelCase)
                let suffixed = parts.last?.reversed().starts(with: "Controller".utf8.reversed()) ?? false
                guard !(cased && suffixed) else { return nil }
                let problem = cased ? "does not end in `Controller`" : "is not UpperCamelCase"
                return Self.descriptor.diagnostic(
                    "type `\(type.value)` of sheet `\(sheet.id.value)` \(problem)", at: type.span,
                    label: "expected a name like `PlaceDetailsViewController`",
                    help: "name the sheet's view controller class in UpperCamelCase, ending in `ViewController`")
            }
        }
    }
}
