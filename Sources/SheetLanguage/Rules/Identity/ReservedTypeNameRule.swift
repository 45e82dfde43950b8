import SheetDiagnostics

/// A keyword cannot name a type; `Self`, `Any`, `Type` and `Protocol` mean
/// something else where a type is written.
struct ReservedTypeNameRule: SpecRule {
    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2004), name: "reserved-type-name", severity: .error,
        summary: "A sheet's `type`, or a part of it, is a Swift keyword.",
        explanation: """
            A well-formed name can still be unusable: `class`, `protocol`, `init` and the other \
            Swift keywords cannot name a type, and some contextual words change meaning where a \
            type is written: `Self` and `Any` are built-in types, `any`, `some` and `each` introduce \
            existential, opaque and pack types (swiftc rejects all five as a type's name), and \
            `Outer.Type` and `Outer.Protocol` are metatypes, not nested types. The generated \
            conformance would not compile. The full list is the keywords of the Swift book's \
            "Lexical Structure" chapter reserved in declarations, statements, expressions and types, \
            plus `_` and those contextual words. Use the name of the view controller class, which \
            by convention ends in `ViewController`.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.type]
    static let examples = RuleExamples(
        triggering: [
            """
            version: 1
            sheets:
              checkout:
                type: Checkout.Type
            """
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: Checkout.TypeViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.checkableSheets.compactMap { sheet in
            guard let name = sheet.declaration.settings.typeName, SwiftTypeName.isWellFormed(name),
                let reserved = SwiftTypeName.reservedComponent(of: name), let type = sheet.declaration.settings.type
            else { return nil }
            let whole = reserved.word == type.value
            return Self.descriptor.diagnostic(
                whole
                    ? "`\(reserved.word)` is a Swift keyword and cannot name a sheet's type"
                    : "`\(type.value)` contains the Swift keyword `\(reserved.word)`",
                at: type.span, label: "reserved in Swift",
                help: "write the name of the sheet's view controller class, such as `CheckoutViewController`")
        }
    }
}
