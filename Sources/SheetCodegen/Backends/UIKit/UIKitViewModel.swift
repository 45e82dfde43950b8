import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// The values the `uikit` template renders (`Templates/uikit/uikit.swift.mustache`).
///
/// The template is logic-less: every Swift expression, attribute and name
/// is computed here, from values already validated (ids are plain
/// identifiers, numbers finite) and spelled through `SwiftLiteral` and
/// `SwiftIdentifier`. Keys are distinct per level because Mustache looks a
/// missing key up in outer scopes.
///
/// The heights are the plan's formulas (`DetentResolver`,
/// `SheetContainer.availableHeight` = UIKit's `maximumDetentValue` = `available`),
/// spelled in the same order of operations so that the generated resolvers
/// compute the same `Double`s: a fraction `f * available`, an inset
/// `available - x`, points `h`, a fitted detent
/// `min(max(content, floor), min(cap, available))`, points per orientation
/// by the container's aspect ratio (`SheetContainer.orientation`), each then clamped to
/// `[0, available]`. `UIKitBackendTests` runs them against the plan.
enum UIKitViewModel {
    /// The iOS release of `UISheetPresentationController`, `.medium()`/`.large()`.
    static let sheetsIOS = OSVersion(15)
    /// The iOS release of `Detent.custom(identifier:resolver:)` and `invalidateDetents()`.
    static let customDetentsIOS = OSVersion(16)

    static func spec(_ spec: CodegenSpec, options: CodegenOptions) -> TemplateContext {
        let shown = spec.sheets.filter(canShow)
        let identifiers = shown.flatMap { sheet in sheet.layout.detents.map { identifier(of: $0, in: sheet) } }
        let identifiersNeed = shown.contains { needsAvailability($0, version: sheetsIOS) }
        return TemplateContext([
            ("hasTextSizeObserver", .flag(shown.contains(where: hasFittedDetents))),
            ("specPath", .text(SwiftLiteral.commentText(spec.specPath))),
            ("access", .text(options.accessLevel == .public ? "public " : "")),
            ("hasIdentifiers", .flag(!identifiers.isEmpty)),
            ("identifiersAvailability", .flag(identifiersNeed)),
            ("identifiersAvailabilityAttribute", .text(attribute(sheetsIOS))),
            ("identifiers", .list(identifiers)),
            ("sheets", .list(spec.sheets.map { sheet($0, specPath: spec.specPath) })),
        ])
    }

    /// The one predicate both system-sheet backends use (`SystemSheet.canShow`).
    static func canShow(_ sheet: CodegenSheet) -> Bool { SystemSheet.canShow(sheet) }

    /// `checkout` + `fit` → `checkoutFit`: the constant of a detent id.
    static func identifierName(sheetID: String, detentID: String) -> String {
        SwiftIdentifier.memberName(sheetID + SwiftIdentifier.upperCamel(detentID))
    }

    /// The oldest iOS the sheet's code needs: 16 with a custom detent, 15 otherwise.
    static func requiredIOS(_ sheet: CodegenSheet) -> OSVersion {
        sheet.layout.detents.contains { if case .system = $0.height { false } else { true } } ? customDetentsIOS : sheetsIOS
    }

    /// Whether the sheet has a content-fitted detent: its resolver measures the
    /// content, which grows with the text size, so the detents are invalidated
    /// when the text size changes (`sheetSpecContentDidChange()`). The other
    /// detents are the same at every text size (`TextSizeScaling`).
    static func hasFittedDetents(_ sheet: CodegenSheet) -> Bool {
        sheet.layout.detents.contains { if case .fittedToContent = $0.height { true } else { false } }
    }

    static func needsAvailability(_ sheet: CodegenSheet, version: OSVersion) -> Bool {
        SystemSheet.needsAvailability(sheet, version: version)
    }

    static func attribute(_ version: OSVersion) -> String { SystemSheet.attribute(version) }

    static func identifier(of detent: Detent, in sheet: CodegenSheet) -> TemplateContext {
        let name = identifierName(sheetID: sheet.id, detentID: detent.id.rawValue)
        let value: String
        switch detent.height {
        // The system detents carry UIKit's own identifiers.
        case .system(.medium): value = "UISheetPresentationController.Detent.Identifier.medium"
        case .system(.large): value = "UISheetPresentationController.Detent.Identifier.large"
        default:
            value = "UISheetPresentationController.Detent.Identifier("
                + SwiftLiteral.string(sheet.id + "." + detent.id.rawValue) + ")"
        }
        return TemplateContext([
            ("identifierName", .text(name)),
            ("identifierValue", .text(value)),
            ("identifierComment", .text(SwiftLiteral.commentText("`\(detent.id.rawValue)` of `\(sheet.id)`"))),
        ])
    }

    static func sheet(_ sheet: CodegenSheet, specPath: String) -> TemplateContext {
        guard canShow(sheet) else {
            return SystemSheet.skipped(sheet, specPath: specPath)
        }
        let layout = sheet.layout
        let required = requiredIOS(sheet)
        let hasFitted = hasFittedDetents(sheet)
        // swift-format wants a trailing comma after each element of a list
        // written over several lines, and none in a one-element list.
        let separator = layout.detents.count > 1 ? "," : ""
        var values = TemplateContext([
            ("isShown", .flag(true)), ("isNotShown", .flag(false)),
            ("sheetID", .text(sheet.id)),
            ("typeName", .text(sheet.typeName)),
            ("hasAvailability", .flag(needsAvailability(sheet, version: required))),
            ("availabilityAttribute", .text(attribute(required))),
            ("detents", .list(layout.detents.map { detent($0, in: sheet, separator: separator) })),
            ("isModal", .flag(layout.presentation == .modal)),
            ("isPopover", .flag(layout.presentation == .popover)),
            ("hasFittedDetents", .flag(hasFitted)),
            ("hasOrientedDetents", .flag(layout.detents.contains { if case .pointsByOrientation = $0.height { true } else { false } })),
            ("isModalInPresentation", .text(SwiftLiteral.bool(isModalInPresentation(layout.dismissal)))),
            ("selectedDetent", .text(detentReference(layout.initialDetent, in: sheet))),
            ("largestUndimmedDetent", .text(detentReference(layout.undimmedThrough, in: sheet))),
            ("prefersGrabberVisible", .text(SwiftLiteral.bool(SystemSheet.showsGrabber(layout)))),
            ("preferredCornerRadius", .text(cornerRadius(layout.cornerRadius))),
            ("expandsWhenScrolledToEdge", .text(SwiftLiteral.bool(layout.scroll.expandsAtEdge))),
            ("edgeAttachedInCompactHeight", .text(SwiftLiteral.bool(layout.edgeAttachedInCompactHeight))),
        ])
        values.append(contentsOf: SheetPlace.field(specPath: specPath))
        values.append(contentsOf: popover(layout.popover))
        values.append(contentsOf: SheetSizingCode.uikit(sheet))
        values.append(contentsOf: accessibility(sheet))
        return values
    }

    /// The escape helper (`escape: collapse` or `ignore`; the system sheet's own
    /// escape dismisses) and the announcement helper (`announcesDetent` with
    /// several detents), on the sheet or a popover's adaptive sheet.
    static func accessibility(_ sheet: CodegenSheet) -> TemplateContext {
        let layout = sheet.layout
        let escape = layout.accessibility.escape
        let announcements = SystemSheet.announcements(layout)
        return TemplateContext([
            (
                "sheetAccessor",
                .text(
                    layout.presentation == .popover
                        ? "popoverPresentationController?.adaptiveSheetPresentationController" : "sheetPresentationController")
            ),
            ("escapeCollapses", .flag(escape == .collapse)),
            ("escapeIgnored", .flag(escape == .ignore)),
            ("escapeInstant", .flag(escapeSkipsAnimation(layout.accessibility))),
            ("escapeConfirms", .flag(layout.dismissal.confirm)),
            ("escapeOnSmallest", .text(SwiftLiteral.bool(escapeAnsweredOnSmallest(layout)))),
            ("smallestDetent", .text(detentReference(SystemSheet.smallestDetent(layout)?.id, in: sheet))),
            ("smallestDetentID", .text(SystemSheet.smallestDetent(layout)?.id.rawValue ?? "")),
            ("announcesDetent", .flag(!announcements.isEmpty)),
            (
                "announcements",
                .list(announcements.map { item in
                    TemplateContext([
                        ("announcedDetent", .text(detentReference(item.detent.id, in: sheet))),
                        ("announcementText", .text(SwiftLiteral.string(item.text))),
                    ])
                })
            ),
        ])
    }

    /// Whether the escape's collapse checks `UIAccessibility.isReduceMotionEnabled`
    /// and, when it is on, sets the detent without `animateChanges(_:)`: for
    /// `reduceMotion: instant` (and a `fade` that is not positive and finite,
    /// which the runtime reads as instant). UIKit's sheet has no fade: `fade`
    /// keeps the system sheet's animation, as `keep` does (SS4307 reports a
    /// choice other than the default).
    static func escapeSkipsAnimation(_ accessibility: SheetAccessibility) -> Bool {
        switch accessibility.reducedMotion {
        case .fade(let duration): !(duration.isFinite && duration > 0)
        case .instant: true
        case .keep: false
        }
    }

    /// What `sheetSpecPerformEscape()` returns on the smallest detent: `false`
    /// leaves the escape to UIKit, which dismisses the sheet as its dismissal
    /// rules allow; with `dismiss.confirm` it is `true`, answered and nothing
    /// dismissed, as the `swiftui` backend does: the backend sets no
    /// presentation delegate, so the app's `presentationControllerShouldDismiss(_:)`
    /// is where confirming is done, and UIKit's pages do not say that an
    /// escape asks it.
    static func escapeAnsweredOnSmallest(_ layout: SheetLayout) -> Bool { layout.dismissal.confirm }

    static func detent(_ detent: Detent, in sheet: CodegenSheet, separator: String) -> TemplateContext {
        var values = TemplateContext([
            ("detentName", .text(identifierName(sheetID: sheet.id, detentID: detent.id.rawValue))),
            ("detentSeparator", .text(separator)),
        ])
        if case .system(let system) = detent.height {
            values.append(
                contentsOf: TemplateContext([
                    ("isSystemDetent", .flag(true)), ("isComputedDetent", .flag(false)),
                    ("isFittedDetent", .flag(false)),
                    ("systemDetent", .text(system == .medium ? "medium" : "large")),
                ]))
        } else if let computed = SystemSheet.heightFields(detent.height) {
            values.append(contentsOf: TemplateContext([("isSystemDetent", .flag(false))]))
            values.append(contentsOf: computed)
        }
        return values
    }

    /// `isModalInPresentation` blocks the swipe and the tap outside together:
    /// it is `false` only when the spec allows both (otherwise SS4302 when
    /// they differ).
    static func isModalInPresentation(_ rules: DismissalRules) -> Bool {
        !(rules.swipe && rules.tapOutside)
    }

    /// `.checkoutFit`, or `nil` for no detent (or one the sheet does not declare).
    static func detentReference(_ id: DetentIdentifier?, in sheet: CodegenSheet) -> String {
        guard let id, sheet.layout.detents.contains(where: { $0.id == id }) else { return "nil" }
        return "." + identifierName(sheetID: sheet.id, detentID: id.rawValue)
    }

    static func cornerRadius(_ radius: CornerRadius) -> String {
        switch radius {
        case .system: "nil"
        case .points(let points): SwiftLiteral.number(points)
        }
    }

    /// The popover's size and anchor (`PopoverPlacement`): a zero-size source
    /// rect at the container's centre, or at the bottom of its safe area
    /// less `bottomMargin`, with no arrow; or, `anchored`, the caller's source
    /// view and rect with the permitted arrows.
    static func popover(_ layout: PopoverLayout?) -> TemplateContext {
        guard let layout else { return TemplateContext([("isAnchoredPopover", .flag(false)), ("isArrowlessPopover", .flag(false))]) }
        var anchorY = "bounds.midY"
        switch layout.alignment {
        case .center, .anchored: break
        case .bottomCenter:
            anchorY = "bounds.maxY - containerView.safeAreaInsets.bottom"
            if layout.bottomMargin != 0 { anchorY += " - " + SwiftLiteral.number(layout.bottomMargin) }
        }
        let anchored = layout.alignment.isAnchoredToSource
        return TemplateContext([
            ("isAnchoredPopover", .flag(anchored)),
            ("isArrowlessPopover", .flag(!anchored)),
            ("popoverWidth", .text(SwiftLiteral.number(layout.width))),
            ("popoverPortraitHeight", .text(SwiftLiteral.number(layout.portraitHeight))),
            ("popoverLandscapeHeight", .text(SwiftLiteral.number(layout.landscapeHeight))),
            ("popoverHeightVaries", .flag(layout.portraitHeight != layout.landscapeHeight)),
            ("popoverHeightExpression", .text(popoverHeight(layout))),
            ("popoverAnchorY", .text(anchorY)),
            ("popoverArrowDirections", .text(LayoutExpressions.arrows(layout.arrows))),
            ("popoverArrowSides", .text(arrowWords(layout.arrows))),
        ])
    }

    /// The popover's height: one number when portrait and landscape agree,
    /// else the choice by the container's bounds.
    static func popoverHeight(_ layout: PopoverLayout) -> String {
        let portrait = SwiftLiteral.number(layout.portraitHeight)
        guard layout.portraitHeight != layout.landscapeHeight else { return portrait }
        return "bounds.width > bounds.height ? " + SwiftLiteral.number(layout.landscapeHeight) + " : " + portrait
    }

    /// "pointing in any direction", "pointing up or left": the doc comment's words.
    static func arrowWords(_ arrows: PopoverArrowDirections) -> String {
        arrows == .any ? "pointing in any direction" : "pointing " + arrows.names.joined(separator: " or ")
    }

        // MARK: Checks before rendering, and what the backend cannot show

    /// Detent ids that cannot be part of a Swift name, and constants two
    /// detents of the run would both declare (`a` + `bC` and `aB` + `c` are
    /// both `aBC`): the generated files of one run go into one module.
    static func nameProblems(_ specs: [CodegenSpec]) -> [Diagnostic] {
        var names = SystemSheet.NameClaims(backend: "uikit")
        for spec in specs {
            for sheet in spec.sheets where canShow(sheet) {
                for detent in sheet.layout.detents where names.checkDetentID(detent, of: sheet) {
                    let id = detent.id.rawValue
                    names.claim(
                        identifierName(sheetID: sheet.id, detentID: id), "detent identifier",
                        by: "`\(sheet.id)`'s detent `\(id)` (\(spec.specPath))")
                }
            }
        }
        return names.problems
    }

    /// SS4301 for an overlay or a content-sized sheet, SS4302 when `swipe`
    /// and `tapOutside` differ (`SystemSheet.limitations`), SS4305 for a
    /// `transition: sheet` stack.
    static func limitations(_ sheet: ResolvedSheet) -> [Diagnostic] {
        SystemSheet.limitations(
            sheet, dismissal: SystemSheet.DismissalSwitch(backend: "uikit", name: "UIKit's `isModalInPresentation`"))
            + SystemSheet.navigationTransitionLimitation(sheet, backend: "uikit")
            + SystemSheet.navigationStackLimitation(sheet, backend: "uikit")
            + SystemSheet.accessibilityLimitations(
                sheet, why: "a drag between detents settles with the system sheet's own animation",
                outcome: sheet.accessibility.escape == .collapse && escapeSkipsAnimation(sheet.accessibility)
                    ? "the `uikit` backend applies it only to the escape's collapse (`sheetSpecPerformEscape()`)"
                    : "the `uikit` backend does not generate it")
    }
}
