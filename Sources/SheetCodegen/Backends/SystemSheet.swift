import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// What the backends that configure the system sheet (`uikit`, `swiftui`)
/// share: which sheets they show, and what they report for the others.
enum SystemSheet {
    /// Whether the sheet uses the system sheet, by the one predicate the
    /// rules, the resolver and the plan use (`Presentation.usesSystemSheet`):
    /// a modal sheet that is not content-sized, or a popover (whose adaptive
    /// sheet is one). Overlays, embedded drawers and content-sized sheets get
    /// SS4301 instead.
    static func canShow(_ sheet: CodegenSheet) -> Bool {
        sheet.layout.presentation.usesSystemSheet(fitsContent: sheet.layout.tiers.fitsContent)
    }

    /// The template values of a sheet the backend does not show: its file
    /// says so in a comment in the sheet's place (SS4301 says why).
    static func skipped(_ sheet: CodegenSheet, specPath: String) -> TemplateContext {
        var values = TemplateContext([
            ("isShown", .flag(false)), ("isNotShown", .flag(true)),
            ("skippedID", .text(sheet.id)),
            ("skippedKind", .text(skippedKind(sheet.layout.presentation))),
        ])
        values.append(contentsOf: SheetPlace.field(specPath: specPath))
        return values
    }

    /// The Swift names a backend declares for one run, whose files go into one
    /// module: the first claim of a name wins, a second is SS4201 naming both
    /// owners; and a detent id that cannot be part of a Swift name is SS4201.
    /// Problems are kept in the order they were found.
    struct NameClaims {
        let backend: String
        private(set) var problems: [Diagnostic] = []
        private var owners: [String: String] = [:]

        init(backend: String) {
            self.backend = backend
        }

        mutating func claim(_ name: String, _ what: String, by owner: String) {
            if let first = owners[name] {
                problems.append(
                    CodegenDiagnostics.invalidName.diagnostic(
                        "the `\(backend)` backend would declare the \(what) `\(name)` for \(first) and for \(owner)",
                        at: nil, help: "rename one of the sheets or detents"))
            } else {
                owners[name] = owner
            }
        }

        /// Whether the detent's id can be part of a Swift name; a problem when not.
        mutating func checkDetentID(_ detent: Detent, of sheet: CodegenSheet) -> Bool {
            let id = detent.id.rawValue
            guard SwiftIdentifier.isPlainIdentifier(id) else {
                problems.append(
                    CodegenDiagnostics.invalidName.diagnostic(
                        "detent id `\(id)` of sheet `\(sheet.id)` cannot be part of a Swift name", at: nil,
                        help: "use letters, digits and `_`, not starting with a digit"))
                return false
            }
            return true
        }
    }

    /// How the skipped sheet's comment names it.
    private static func skippedKind(_ presentation: Presentation) -> String {
        switch presentation {
        case .overlay: "an overlay"
        case .embedded: "an embedded drawer"
        case .modal, .popover: "content-sized"
        }
    }

    /// How a backend blocks the dismissal gestures, for SS4302: `UIKit's
    /// \`isModalInPresentation\``.
    struct DismissalSwitch {
        var backend: String
        var name: String
    }

    /// SS4301 for an overlay, an embedded drawer or a content-sized sheet, SS4302 when `swipe`
    /// and `tapOutside` differ, each naming `dismissal.backend`.
    static func limitations(_ sheet: ResolvedSheet, dismissal: DismissalSwitch) -> [Diagnostic] {
        let backend = dismissal.backend
        if sheet.presentation == .embedded {
            return [
                BackendDiagnostics.backendCannotShow.diagnostic(
                    "`\(sheet.id)` is embedded: the system sheet is always presented and cannot be a drawer that "
                        + "stays on its host's screen; the `\(backend)` backend generates nothing for it",
                    at: sheet.presentationSource ?? sheet.source, label: "an embedded drawer",
                    help: "embed it with the `BottomSheetable` runtime (`--backend conformance` and "
                        + "`embed(bottomSheet:)` in the host)")
            ]
        }
        if sheet.presentation != .overlay, !sheet.usesSystemSheet {
            return [
                BackendDiagnostics.backendCannotShow.diagnostic(
                    "`\(sheet.id)` fits its content (`tiers: automatic`), which sheetspec shows with a custom "
                        + "presentation, not the system sheet; the `\(backend)` backend generates nothing for it",
                    at: sheet.source, label: "a content-sized sheet",
                    help: "present it with the `BottomSheetable` runtime (`--backend conformance`), or write "
                        + "`tiers: one` to show its `fit: content` detent on the system sheet (iOS 16)")
            ]
        }
        if sheet.presentation == .overlay {
            return [
                BackendDiagnostics.backendCannotShow.diagnostic(
                    "`\(sheet.id)` is an overlay: the system sheet cannot keep the content behind it interactive at "
                        + "every height; the `\(backend)` backend generates nothing for it",
                    at: sheet.presentationSource ?? sheet.source, label: "an overlay",
                    help: "present it with the `BottomSheetable` runtime (`--backend conformance`), or make it "
                        + "`presentation: modal` with `undimmedThrough:` its largest detent")
            ]
        }
        let rules = sheet.dismissal
        guard rules.swipe != rules.tapOutside else { return [] }
        let allowed = rules.swipe ? "swiping down" : "a tap outside"
        let blocked = rules.swipe ? "a tap outside" : "swiping down"
        return [
            BackendDiagnostics.dismissalNotExpressible.diagnostic(
                "`\(sheet.id)` allows \(allowed) to dismiss it but not \(blocked); \(dismissal.name) "
                    + "blocks both or neither, and the `\(backend)` backend blocks both",
                at: sheet.source, label: "dismissal gestures differ",
                help: "make `dismiss.swipe` and `dismiss.tapOutside` equal"
                    + (rules.closeButton ? "" : ", or add `closeButton: true` so the sheet can still be closed"))
        ]
    }

    /// The plan's formula for a height the backend computes, spelled in Swift
    /// over a local `available` (UIKit's `maximumDetentValue`, SwiftUI's
    /// `maxDetentValue`): `isComputedDetent` with `heightExpression`, or
    /// `isFittedDetent` with `floorExpression` and `capExpression`, or
    /// `isOrientedDetent` with `portraitExpression` and `landscapeExpression`
    /// (only the `uikit` template has a container to tell them apart: the
    /// `swiftui` backend passes the portrait height, SS4303). `nil` for
    /// a system detent, which the system resolves itself. The templates clamp
    /// to `[0, available]` as `DetentResolver.measure` does.
    static func heightFields(_ height: DetentHeight) -> TemplateContext? {
        func computed(_ expression: String) -> TemplateContext {
            TemplateContext([
                ("isComputedDetent", .flag(true)), ("isFittedDetent", .flag(false)), ("isOrientedDetent", .flag(false)),
                ("heightExpression", .text(expression)),
            ])
        }
        switch height {
        case .system: return nil
        case .points(let points): return computed(SwiftLiteral.number(points))
        case .pointsByOrientation(let portrait, let landscape):
            return TemplateContext([
                ("isComputedDetent", .flag(false)), ("isFittedDetent", .flag(false)), ("isOrientedDetent", .flag(true)),
                ("portraitExpression", .text(SwiftLiteral.number(portrait))),
                ("landscapeExpression", .text(SwiftLiteral.number(landscape))),
            ])
        case .fraction(let fraction): return computed(SwiftLiteral.number(fraction) + " * available")
        case .insetFromTop(let inset): return computed("available - " + SwiftLiteral.number(inset))
        case .fittedToContent(let minimum, let maximum):
            return TemplateContext([
                ("isComputedDetent", .flag(false)), ("isFittedDetent", .flag(true)), ("isOrientedDetent", .flag(false)),
                ("floorExpression", .text(minimum.map(limit) ?? "0")),
                ("capExpression", .text(maximum.map(limit) ?? "available")),
            ])
        // The system sheet has no hidden stop (SS2207 rejects one); its height is 0.
        case .hidden: return computed("0")
        }
    }

    /// `HeightLimit.points(availableHeight:)`: `h`, or `f * available`.
    static func limit(_ limit: HeightLimit) -> String {
        switch limit {
        case .points(let points): SwiftLiteral.number(points)
        case .fraction(let fraction): SwiftLiteral.number(fraction) + " * available"
        }
    }

    /// Whether code needing `version` must be marked: the spec's `minimumOS`
    /// is older, or not given (the app's deployment target is then unknown).
    static func needsAvailability(_ sheet: CodegenSheet, version: OSVersion) -> Bool {
        guard let minimum = sheet.minimumOS else { return true }
        return minimum < version
    }

    /// `@available(iOS 16.0, *)`.
    static func attribute(_ version: OSVersion) -> String {
        "@available(iOS \(version.major).\(version.minor), *)"
    }
}
