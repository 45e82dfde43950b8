import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// The values the `swiftui` template renders (`Templates/swiftui/swiftui.swift.mustache`).
///
/// Logic-less template, as for `uikit`: every Swift expression, attribute and
/// name is computed here from validated values. Keys are distinct per level
/// because Mustache looks a missing key up in outer scopes.
///
/// Every detent that is not `system` is a generated `CustomPresentationDetent`
/// whose `height(in:)` spells the plan's formula (`DetentResolver`) from the
/// context's `maxDetentValue` (the plan's available height `available`), in
/// the same order of operations as the `uikit` resolvers, so it computes the
/// same `Double`s. SwiftUI has no detent that measures the content: a
/// fitted detent computes the plan's height for content at least as tall
/// as its cap, `min(max(min(max(cap, floor), cap), 0), available)` with
/// `cap = min(max, available)` (docs/Backends.md).
enum SwiftUIViewModel {
    /// `presentationDetents(_:selection:)`, `PresentationDetent`, `CustomPresentationDetent`.
    static let detentsIOS = OSVersion(16)
    /// `presentationCornerRadius`, `presentationBackgroundInteraction`,
    /// `presentationContentInteraction`, `presentationCompactAdaptation`.
    static let refinementsIOS = OSVersion(16, 4)
    /// `onChange(of:initial:_:)` and `AccessibilityNotification.Announcement`.
    static let announcementIOS = OSVersion(17)

    static func spec(_ spec: CodegenSpec, options: CodegenOptions) -> TemplateContext {
        TemplateContext([
            ("specPath", .text(SwiftLiteral.commentText(spec.specPath))),
            ("access", .text(options.accessLevel == .public ? "public " : "")),
            ("hasPublicInit", .flag(options.accessLevel == .public)),
            // A sheet that announces its detent posts with the Accessibility framework's API.
            (
                "importsAccessibility",
                .flag(spec.sheets.contains { SystemSheet.canShow($0) && !SystemSheet.announcements($0.layout).isEmpty })
            ),
            // Below iOS 17 a sheet announces with UIKit's notification (`announced(_:)`).
            ("importsUIKit", .flag(spec.sheets.contains { SystemSheet.canShow($0) && announcesBelowIOS17($0) })),
            ("sheets", .list(spec.sheets.map { sheet($0, specPath: spec.specPath) })),
        ])
    }

    /// `commentComposer` → `CommentComposerSheet`, the modifier's type.
    static func modifierName(_ sheet: CodegenSheet) -> String {
        SwiftIdentifier.upperCamel(sheet.id) + "Sheet"
    }

    /// `commentComposer` → `commentComposerSheet`, the `View` method.
    static func methodName(_ sheet: CodegenSheet) -> String {
        sheet.id + "Sheet"
    }

    /// `half` → `HalfDetent`, the custom detent's type inside the modifier.
    static func detentTypeName(_ detent: Detent) -> String {
        SwiftIdentifier.upperCamel(detent.id.rawValue) + "Detent"
    }

    /// `.medium`, `.large`, or `.custom(HalfDetent.self)`.
    static func detentExpression(_ detent: Detent) -> String {
        switch detent.height {
        case .system(.medium): ".medium"
        case .system(.large): ".large"
        default: ".custom(" + detentTypeName(detent) + ".self)"
        }
    }

    /// The detent the sheet opens at: `initial`, or without it the first
    /// detent in spec order (detents are listed from the smallest, SS2206).
    static func initialDetent(_ sheet: CodegenSheet) -> Detent? {
        let layout = sheet.layout
        if let id = layout.initialDetent, let detent = layout.detents.first(where: { $0.id == id }) { return detent }
        return layout.detents.first
    }

    /// `.visible` where the system sheet shows its grabber
    /// (`SystemSheet.showsGrabber`: `visible`, or `automatic` with several
    /// detents, for VoiceOver), `.hidden` for `hidden`, SwiftUI's own
    /// `.automatic` for `automatic` with one detent.
    static func visibility(_ layout: SheetLayout) -> String {
        if SystemSheet.showsGrabber(layout) { return ".visible" }
        return layout.grabber == .hidden ? ".hidden" : ".automatic"
    }

    static func sheet(_ sheet: CodegenSheet, specPath: String) -> TemplateContext {
        guard SystemSheet.canShow(sheet), let initial = initialDetent(sheet) else {
            return SystemSheet.skipped(sheet, specPath: specPath)
        }
        let layout = sheet.layout
        let detents = layout.detents
        let custom = detents.filter { if case .system = $0.height { false } else { true } }
        let undimmed = layout.undimmedThrough.flatMap { id in detents.first { $0.id == id } }
        // The 16.4 modifiers are applied directly when the spec's minimumOS
        // has them, and under `if #available` otherwise.
        let refinementsNeedCheck = SystemSheet.needsAvailability(sheet, version: refinementsIOS)
        var values = SheetPlace.field(specPath: specPath)
        values.append(contentsOf: TemplateContext([
            ("isShown", .flag(true)), ("isNotShown", .flag(false)),
            ("sheetID", .text(sheet.id)),
            ("modifierName", .text(modifierName(sheet))),
            ("methodName", .text(methodName(sheet))),
            ("hasAvailability", .flag(SystemSheet.needsAvailability(sheet, version: detentsIOS))),
            ("availabilityAttribute", .text(SystemSheet.attribute(detentsIOS))),
            ("refinementsChecked", .flag(refinementsNeedCheck)),
            ("refinementsDirect", .flag(!refinementsNeedCheck)),
            ("refinementsCondition", .text("#available(iOS \(refinementsIOS.major).\(refinementsIOS.minor), *)")),
            ("initialDetentExpression", .text(detentExpression(initial))),
            ("initialDetentID", .text(initial.id.rawValue)),
            // One detent fits on a line; several go one a line, each with
            // the trailing comma swift-format wants.
            ("oneDetent", .flag(detents.count == 1)),
            ("severalDetents", .flag(detents.count > 1)),
            ("singleDetentExpression", .text(detents.first.map(detentExpression) ?? "")),
            (
                "detentList",
                .list(detents.map { TemplateContext([("listedDetentExpression", .text(detentExpression($0)))]) })
            ),
            ("dragIndicator", .text(visibility(layout))),
            ("dismissDisabled", .text(SwiftLiteral.bool(UIKitViewModel.isModalInPresentation(layout.dismissal)))),
            ("cornerRadius", .text(UIKitViewModel.cornerRadius(layout.cornerRadius))),
            ("contentInteraction", .text(layout.scroll.expandsAtEdge ? ".resizes" : ".scrolls")),
            ("hasUndimmed", .flag(undimmed != nil)),
            ("undimmedExpression", .text(undimmed.map(detentExpression) ?? "")),
            ("isPopover", .flag(layout.presentation == .popover)),
            ("customDetents", .list(custom.map(customDetent))),
        ]))
        values.append(contentsOf: TemplateContext([("hasCustomDetents", .flag(!custom.isEmpty))]))
        values.append(contentsOf: SheetSizingCode.swiftUI(sheet))
        values.append(contentsOf: arrowEdgeFields(layout))
        values.append(contentsOf: accessibility(layout))
        values.append(contentsOf: announcements(sheet, content: SheetSizingCode.swiftUIContent(sheet)))
        return values
    }

    /// `announcesDetent` with several detents: what VoiceOver reads for each
    /// detent (`SystemSheet.announcements`, as the `uikit` backend reads it)
    /// and the `onChange(of:initial:_:)` of the selection that posts it, on
    /// the content directly when the spec's `minimumOS` has iOS 17, and
    /// through an `announced(_:)` helper that checks the system's version
    /// otherwise (and announces with `onChange(of:perform:)` and UIKit before
    /// iOS 17). `content` is the content expression before it.
    /// Whether the sheet announces on systems before iOS 17 too: through
    /// `announced(_:)`, with `onChange(of:perform:)` (iOS 14) and UIKit's
    /// `UIAccessibility.post(notification: .announcement, argument:)`.
    static func announcesBelowIOS17(_ sheet: CodegenSheet) -> Bool {
        !SystemSheet.announcements(sheet.layout).isEmpty && SystemSheet.needsAvailability(sheet, version: announcementIOS)
    }

    static func announcements(_ sheet: CodegenSheet, content: String) -> TemplateContext {
        let announcements = SystemSheet.announcements(sheet.layout)
        let checked = announcesBelowIOS17(sheet)
        return TemplateContext([
            ("announcesDetent", .flag(!announcements.isEmpty)),
            ("announcesDirect", .flag(!announcements.isEmpty && !checked)),
            ("announcesChecked", .flag(checked)),
            ("announcedContent", .text(checked ? "announced(\(content))" : content)),
            ("announcementAttribute", .text(SystemSheet.attribute(announcementIOS))),
            ("announcementCondition", .text("#available(iOS \(announcementIOS.major).\(announcementIOS.minor), *)")),
            (
                "announcements",
                .list(announcements.map { item in
                    TemplateContext([
                        ("announcedDetent", .text(detentExpression(item.detent))),
                        ("announcementText", .text(SwiftLiteral.string(item.text))),
                    ])
                })
            ),
        ])
    }

    /// The escape action (`escape: collapse` or `ignore`; the system sheet's
    /// own escape dismisses) and the animation of the detent changes the code
    /// makes under Reduce Motion (`detentAnimation(reduceMotion:)`).
    static func accessibility(_ layout: SheetLayout) -> TemplateContext {
        let escape = layout.accessibility.escape
        let smallest = SystemSheet.smallestDetent(layout)
        // On the smallest detent, `collapse` dismisses as the runtime does when
        // the user may dismiss the sheet; not when the spec asks to confirm
        // first, which SwiftUI's `dismiss` does not.
        let dismisses = SystemSheet.escapeMayDismiss(layout) && !layout.dismissal.confirm
        return TemplateContext([
            ("escapeHandled", .flag(SystemSheet.handlesEscape(layout))),
            ("escapeCollapses", .flag(escape == .collapse)),
            ("escapeIgnored", .flag(escape == .ignore)),
            ("escapeMayDismiss", .flag(dismisses)),
            ("escapeMayNotDismiss", .flag(!dismisses)),
            (
                "escapeNoDismissReason",
                .text(
                    layout.dismissal.confirm
                        ? "the spec asks to confirm a dismissal, which `dismiss` would skip"
                        : "the spec lets no gesture or button dismiss it")
            ),
            ("smallestDetentExpression", .text(smallest.map(detentExpression) ?? "")),
            ("smallestDetentID", .text(smallest?.id.rawValue ?? "")),
            ("detentAnimation", .text(detentAnimation(layout.accessibility.reducedMotion))),
            ("reduceMotionWord", .text(reduceMotionWords(layout.accessibility))),
        ])
    }

    /// The body of `detentAnimation(reduceMotion:)`: SwiftUI's default
    /// animation, or under Reduce Motion an ease of the fade's duration
    /// (`fade`), none (`instant`, or a fade that is not positive and finite,
    /// as the runtime reads it), or the default (`keep`).
    static func detentAnimation(_ reduced: SheetAccessibility.ReducedMotion) -> String {
        switch reduced {
        case .fade(let duration) where duration.isFinite && duration > 0:
            "reduceMotion ? .easeInOut(duration: \(SwiftLiteral.number(duration))) : .default"
        case .fade, .instant: "reduceMotion ? nil : .default"
        case .keep: ".default"
        }
    }

    /// "`reduceMotion: fade` of 0.25 s", for the doc comment.
    static func reduceMotionWords(_ accessibility: SheetAccessibility) -> String {
        accessibility.reduceMotion == .fade
            ? "`reduceMotion: fade` of \(SwiftLiteral.number(accessibility.fadeDuration)) s"
            : "`reduceMotion: \(accessibility.reduceMotion.planWord)`"
    }

    static func customDetent(_ detent: Detent) -> TemplateContext {
        var values = TemplateContext([
            ("detentTypeName", .text(detentTypeName(detent))),
            ("detentID", .text(detent.id.rawValue)),
        ])
        if let computed = SystemSheet.heightFields(expressibleHeight(detent.height)) { values.append(contentsOf: computed) }
        return values
    }


    // MARK: Checks before rendering, and what the backend cannot show

    /// Detent ids that cannot be part of a Swift name, and modifier types,
    /// `View` methods or detent types declared twice (`checkout` and
    /// `Checkout` both give `CheckoutSheet`): one run's files go into one module.
    static func nameProblems(_ specs: [CodegenSpec]) -> [Diagnostic] {
        var names = SystemSheet.NameClaims(backend: "swiftui")
        for spec in specs {
            for sheet in spec.sheets where SystemSheet.canShow(sheet) {
                let owner = "`\(sheet.id)` (\(spec.specPath))"
                names.claim(modifierName(sheet), "modifier type", by: owner)
                names.claim("View." + methodName(sheet), "method", by: owner)
                for detent in sheet.layout.detents {
                    guard names.checkDetentID(detent, of: sheet) else { continue }
                    if case .system = detent.height { continue }
                    names.claim(
                        modifierName(sheet) + "." + detentTypeName(detent), "detent type",
                        by: "`\(sheet.id)`'s detent `\(detent.id.rawValue)` (\(spec.specPath))")
                }
            }
        }
        return names.problems
    }

    /// SS4301 for an overlay or a content-sized sheet, SS4302 when `swipe`
    /// and `tapOutside` differ (`SystemSheet.limitations`), SS4303, SS4304 (arrows)
    /// and SS4305 (a `transition: sheet` stack).
    static func limitations(_ sheet: ResolvedSheet) -> [Diagnostic] {
        let shared = SystemSheet.limitations(
            sheet,
            dismissal: SystemSheet.DismissalSwitch(backend: "swiftui", name: "SwiftUI's `interactiveDismissDisabled(_:)`"))
        guard sheet.usesSystemSheet else { return shared }
        return shared + orientationLimitations(sheet) + arrowLimitations(sheet)
            + SystemSheet.navigationTransitionLimitation(sheet, backend: "swiftui")
            + SystemSheet.navigationStackLimitation(sheet, backend: "swiftui")
            + SystemSheet.accessibilityLimitations(
                sheet, why: "a drag between detents settles with SwiftUI's own animation",
                outcome: "the `swiftui` backend applies it only to the detent changes made in code "
                    + "(`detentAnimation(reduceMotion:)`)")
    }
}
