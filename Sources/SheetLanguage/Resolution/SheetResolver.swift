import BottomSheetable
import SheetDiagnostics

/// What resolving one sheet gave: the sheet, or the errors that kept it from
/// being resolved.
public struct SheetResolutionOutcome: Sendable {
    public var sheet: ResolvedSheet?
    public var diagnostics: [Diagnostic]
}

/// Turns a flattened sheet (`extends` and file defaults applied) into a
/// `ResolvedSheet` by filling every value nobody wrote from `BuiltInDefaults`
/// and inferring `tiers`. A block with one runtime value resolves itself, key
/// by key (`SettingsBlock.resolved`), so its keys are not listed here.
///
/// References (`initial`, `undimmedThrough`, `navigation.push`) are kept as
/// written: whether they name something is the rules' question, and the plan
/// shows what the runtime does with each on every screen.
public enum SheetResolver {
    /// The written frame, or the safe areas on a sheet the system sheet shows:
    /// it measures nothing else, so a frame from the file's `defaults` (which
    /// serve its custom sheets) must not move that sheet's planned heights. A
    /// frame the sheet wrote itself there is an error (SS2220) anyway.
    static func frame(_ written: FrameSettings?, presentation: Presentation, tiers: Tiers) -> SheetFrame {
        guard !presentation.usesSystemSheet(fitsContent: tiers.fitsContent) else { return .safeArea }
        return FrameSettings.resolved(written)
    }

    public static func resolve(_ sheet: EffectiveSheet) -> SheetResolutionOutcome {
        let settings = sheet.settings
        guard let type = settings.type?.value else {
            // Only a file with decoding errors lacks a type, and those are not resolved.
            return SheetResolutionOutcome(sheet: nil, diagnostics: [])
        }
        var diagnostics: [Diagnostic] = []
        let presentation = settings.presentation?.value ?? BuiltInDefaults.presentation
        let detents = declaredDetents(settings.detents, sheet: sheet)

        let tiers = settings.tiers?.value ?? TiersInference.infer(from: detents)
        if tiers == nil {
            diagnostics.append(
                ResolutionDiagnostics.tiersNotInferable.diagnostic(
                    "every detent of sheet `\(sheet.id.value)` is hidden, so `tiers` cannot be inferred",
                    at: settings.detents?.keySpan ?? sheet.id.span, label: "\(detents.count) hidden, none visible",
                    help: "add a detent the sheet can be seen at, such as `{ id: half, fraction: 0.5 }`"))
        }

        var popover: PopoverLayout?
        if presentation == .popover {
            popover = popoverLayout(settings.popover?.value)
            if popover == nil {
                diagnostics.append(
                    ResolutionDiagnostics.popoverHeightMissing.diagnostic(
                        "popover sheet `\(sheet.id.value)` gives no `popover.height`",
                        at: popoverSpan(of: sheet) ?? settings.presentation?.span ?? sheet.id.span,
                        help: "add `height: { portrait: <points>, landscape: <points> }` under `popover:`, "
                            + "or under `popover:` in `.sheetspec.yml` for every popover of the project"))
            }
        }
        guard let tiers, diagnostics.isEmpty else { return SheetResolutionOutcome(sheet: nil, diagnostics: diagnostics) }

        let keyboard = settings.keyboard?.value.policy?.value ?? BuiltInDefaults.keyboardPolicy
        let dismissal = DismissalSettings.resolved(settings.dismiss?.value)
        var resolved = ResolvedSheet(
            id: sheet.id.value, type: type, source: sheet.id.span, ancestors: sheet.ancestors,
            presentation: presentation, tiers: tiers, tiersInferred: settings.tiers == nil, detents: detents,
            initialDetent: settings.initial.map { DetentIdentifier($0.value) },
            undimmedThrough: settings.undimmedThrough.map { DetentIdentifier($0.value) },
            grabber: settings.grabber?.value ?? BuiltInDefaults.grabber,
            cornerRadius: settings.cornerRadius?.value.runtimeValue ?? BuiltInDefaults.cornerRadius,
            edgeAttachedInCompactHeight: settings.edgeAttachedInCompactHeight?.value
                ?? BuiltInDefaults.edgeAttachedInCompactHeight,
            scroll: ScrollSettings.resolved(settings.scroll?.value),
            dismissal: dismissal.rules, programmaticDismissal: dismissal.programmatic,
            keyboard: keyboard,
            observesKeyboard: settings.keyboard?.value.observe?.value
                ?? BuiltInDefaults.observesKeyboard(policy: keyboard),
            physics: PhysicsResolver.resolve(settings.physics?.value),
            popover: popover,
            navigation: NavigationSettings.resolved(settings.navigation?.value),
            minimumOS: sheet.minimumOS?.value, presentationSource: settings.presentation?.keySpan,
            frame: frame(settings.frame?.value, presentation: presentation, tiers: tiers))
        resolved.style = StyleResolver.resolve(settings.style?.value)
        if presentation == .embedded {
            // Nothing dismisses an embedded drawer, whatever its `dismiss` block says (SS2308
            // reports the keys): the plan and the generated rules say so.
            resolved.dismissal = DismissalRules(swipe: false, tapOutside: false, closeButton: false, confirm: false)
            resolved.programmaticDismissal = false
        }
        resolved.sizing = settings.sizing?.value ?? BuiltInDefaults.sizing
        resolved.accessibility = AccessibilitySettings.resolved(settings.accessibility?.value)
        return SheetResolutionOutcome(sheet: resolved, diagnostics: [])
    }

    /// The written detents, or the built-in `large` placed at the sheet's id.
    private static func declaredDetents(_ written: Located<[DetentDeclaration]>?, sheet: EffectiveSheet) -> [DeclaredDetent] {
        guard let written else {
            return BuiltInDefaults.detents.map { DeclaredDetent(detent: $0, span: sheet.id.span) }
        }
        return written.value.map { declaration in
            DeclaredDetent(
                detent: Detent(id: DetentIdentifier(declaration.id.value), height: declaration.height.value.runtimeValue),
                span: declaration.height.keySpan, floorSpan: declaration.minimum?.span, capSpan: declaration.maximum?.span)
        }
    }

    /// Where the sheet's file wrote its `popover:` key; a block from another
    /// file (the configuration's, a parent's) is not this sheet's to fix, so
    /// SS3005 points at the sheet then.
    private static func popoverSpan(of sheet: EffectiveSheet) -> SourceSpan? {
        guard let popover = sheet.settings.popover, popover.path == sheet.path else { return nil }
        return popover.keySpan
    }

    /// `nil` when the height, which has no default, is missing.
    private static func popoverLayout(_ settings: PopoverSettings?) -> PopoverLayout? {
        guard let heights = settings?.height?.value else { return nil }
        let alignment = settings?.alignment?.value ?? BuiltInDefaults.popoverAlignment
        return PopoverLayout(
            width: settings?.width?.value ?? BuiltInDefaults.popoverWidth,
            portraitHeight: heights.portrait.value, landscapeHeight: heights.landscape.value,
            alignment: alignment,
            bottomMargin: settings?.bottomMargin?.value ?? BuiltInDefaults.popoverBottomMargin,
            arrows: alignment.isAnchoredToSource
                ? settings?.arrows?.value.runtimeValue ?? BuiltInDefaults.popoverArrows : [])
    }
}
