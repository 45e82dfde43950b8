import BottomSheetable

/// Computes a `LayoutPlan` from resolved sheets, calling the runtime's own
/// math for every number: `DetentResolver`, `SheetLayout`'s background rule,
/// `KeyboardAdjustment` and `PopoverPlacement`. A height in the plan is the
/// height an app computes on that device.
public enum LayoutPlanner {
    public static func plan(_ resolution: SpecResolution, profiles: [DeviceProfile]) -> LayoutPlan {
        LayoutPlan(
            profiles: profiles,
            sheets: resolution.sheets.map { sheet in
                SheetPlan(
                    sheet: sheet,
                    profiles: profiles.map { profile in
                        ProfileLayout(
                            profile: profile.name,
                            screens: profile.screens.map { layout(of: sheet, on: $0, idiom: profile.idiom) })
                    })
            },
            navigation: resolution.navigation)
    }

    /// `sheet` on one screen. The plan does not measure the content (`contentHeight`
    /// `nil`: fitted detents at their cap); `render --content-height` does.
    public static func layout(
        of sheet: ResolvedSheet, on screen: ProfileScreen, idiom: DeviceIdiom, contentHeight: Double? = nil
    ) -> ScreenLayout {
        let layout = sheet.layout
        let (container, resolved) = detents(of: sheet, on: screen, contentHeight: contentHeight)
        let activeIDs = Set(resolved.map(\.id))
        let presentedAs = ScreenPresentation(of: sheet, on: screen, idiom: idiom)
        var popover: PopoverFrames?
        if presentedAs == .popover, let popoverLayout = layout.popover {
            popover = PopoverFrames(
                placement: PopoverPlacement.resolve(popoverLayout, in: container),
                withKeyboard: PopoverPlacement.resolve(
                    popoverLayout, in: container,
                    keyboardPolicy: PopoverShrink(layout, observesKeyboard: sheet.observesKeyboard).popoverPolicy,
                    keyboardHeight: screen.keyboardHeight),
                isAnchoredToSource: popoverLayout.alignment.isAnchoredToSource)
        }
        return ScreenLayout(
            orientation: screen.orientation, container: container, keyboardHeight: screen.keyboardHeight,
            presentedAs: presentedAs,
            detents: resolved.map { detent in
                DetentLayout(
                    resolved: detent,
                    undimmed: layout.isBackgroundInteractive(atHeight: detent.height, among: resolved),
                    keyboard: KeyboardAdjustment.sheet(
                        policy: layout.keyboard, currentHeight: detent.height, detents: resolved,
                        keyboardHeight: screen.keyboardHeight, in: container),
                    approximate: ApproximateHeights.isApproximate(
                        detent, declaredIn: layout, on: screen, contentHeight: contentHeight))
            },
            inactive: layout.detents.map(\.id).filter { !activeIDs.contains($0) },
            initial: layout.initialResolvedDetent(among: resolved)?.id,
            popover: popover, approximateValues: screen.approximateValues)
    }

    /// The container `sheet` measures on `screen` and its active detents
    /// there, smallest first: the part of `layout` the rules measure
    /// heights with, computed by the same lines.
    static func detents(
        of sheet: ResolvedSheet, on screen: ProfileScreen, contentHeight: Double? = nil
    ) -> (container: SheetContainer, detents: [ResolvedDetent]) {
        detents(sheet.detents.map(\.detent), in: sheet.frame, on: screen, contentHeight: contentHeight)
    }

    /// `detents(of:on:contentHeight:)` for a sheet's declared detents and
    /// frame (`SheetLayout.detents` and `.frame`), taken once by a caller that
    /// measures one sheet on many screens rather than from a `SheetLayout`
    /// built for each screen.
    static func detents(
        _ declared: [Detent], in frame: SheetFrame, on screen: ProfileScreen, contentHeight: Double? = nil
    ) -> (container: SheetContainer, detents: [ResolvedDetent]) {
        let container = screen.container(in: frame)
        return (container, DetentResolver.heights(for: declared, in: container, contentHeight: contentHeight))
    }
}
