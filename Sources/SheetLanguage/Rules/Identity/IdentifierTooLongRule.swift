import SheetDiagnostics

/// Sheet ids, types and detent ids become Swift names and, with
/// `--naming type`, file names; a file system refuses a name longer than
/// 255 bytes, so an overlong identifier is stopped at validation rather
/// than when `generate` fails to write its file.
struct IdentifierTooLongRule: SpecRule {
    static let maximumBytes = IdentifierLimit.maximumBytes

    /// How much of an overlong name a message quotes: enough to find it, and
    /// never the 24 MiB of a hostile one.
    static let quotedScalars = 32

    static let descriptor = DiagnosticDescriptor(
        code: DiagnosticCode(2006), name: "identifier-too-long", severity: .error,
        summary: "A sheet id, `type` or detent id is longer than 223 bytes.",
        explanation: """
            Sheet ids, `type` names and detent ids become Swift names in the generated code, and \
            with `generate --naming type` a sheet's `type` becomes the name of its file \
            (`<Type>+BottomSheetable.generated.swift`, the longest of the backends' suffixes). File \
            systems refuse names longer than 255 bytes (APFS, HFS+ and ext4 alike), so an \
            identifier may be at most 223 bytes of UTF-8: 255 less the 32 bytes of \
            `+BottomSheetable.generated.swift`. A longer one is reported here, at validation, \
            rather than when `generate` fails to write its file. Dots of a nested type count (they \
            become `_` in a file name). Choose a shorter name; no real view controller needs one \
            this long.
            """)
    static let scope = RuleScope.correctness
    static let reads: SheetParts = [.type, .detents]
    static let examples = RuleExamples(
        triggering: [
            RuleExample(
                stringLiteral: """
                    version: 1
                    sheets:
                      checkout:
                        type: Checkout\(String(repeating: "Sheet", count: 43))ViewController
                    """)
        ],
        passing: [
            """
            version: 1
            sheets:
              checkout:
                type: CheckoutSheetViewController
            """
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for place in WrittenSettings.all(in: context) {
            if let sheet = place.sheet {
                Self.check(sheet.id, what: "sheet id", into: &found)
                if let type = sheet.settings.type { Self.check(type, what: "type", into: &found) }
            }
            for detent in place.settings.detents?.value ?? [] {
                Self.check(detent.id, what: "detent id", into: &found)
            }
        }
        return found
    }

    private static func check(_ name: Located<String>, what: String, into found: inout [Diagnostic]) {
        let bytes = name.value.utf8.count
        guard bytes > maximumBytes else { return }
        found.append(
            descriptor.diagnostic(
                "\(what) `\(quoted(name.value))` is \(bytes) bytes long, over the limit of \(maximumBytes)",
                at: name.span, label: "longer than \(maximumBytes) bytes",
                notes: [
                    "it becomes a Swift name and may become a file name (`<Name>+BottomSheetable.generated.swift`), "
                        + "which file systems limit to 255 bytes"
                ],
                help: "choose a \(what) of at most \(maximumBytes) bytes"))
    }

    /// The start of an overlong name, marked as cut.
    private static func quoted(_ name: String) -> String {
        String(name.unicodeScalars.prefix(quotedScalars)) + "…"
    }
}
