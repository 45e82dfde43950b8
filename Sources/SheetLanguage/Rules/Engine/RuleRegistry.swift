import SheetDiagnostics

/// Every rule, in code order. A test checks that each file under `Rules/`
/// (outside `Engine/`) declares a rule listed here, so a new rule cannot be
/// forgotten.
///
/// Codes are grouped by concern, a hundred each: `SS20xx` identity,
/// `SS21xx` references, `SS22xx` detents, `SS23xx` dismissal and dimming,
/// `SS24xx` keyboard, `SS25xx` popover, `SS26xx` navigation, `SS27xx`
/// physics, `SS28xx` availability, `SS29xx` style. Every hundred is taken,
/// so the accessibility rules (`Rules/Accessibility/`) take codes in the
/// hundred of what they check (SS2208, SS2209 detents; SS2312 dismissal;
/// SS2608 navigation), or a style code when they follow Apple's guidance
/// rather than a WCAG 2.2 A or AA criterion or what the runtime does
/// (SS2908, SS2909). A code, once published, is never reused.
public enum RuleRegistry {
    public static let rules: [any SpecRule.Type] = [
        DuplicateSheetIDRule.self,
        DuplicateDetentIDRule.self,
        InvalidTypeNameRule.self,
        ReservedTypeNameRule.self,
        DuplicateTypeNameRule.self,
        IdentifierTooLongRule.self,
        UnknownParentSheetRule.self,
        InheritanceCycleRule.self,
        InheritanceTooDeepRule.self,
        UnknownInitialDetentRule.self,
        UnknownUndimmedDetentRule.self,
        UnknownPushedSheetRule.self,
        TiersDetentCountMismatchRule.self,
        AutomaticTierNeedsFitDetentRule.self,
        FractionOutOfRangeRule.self,
        LengthOutOfRangeRule.self,
        FitCapBelowFloorRule.self,
        DetentsNotIncreasingRule.self,
        HiddenStopOutsideOverlayRule.self,
        DragOnlyDetentsRule.self,
        ContentOutgrowsCapAtTextSizeRule.self,
        FrameOnSystemSheetRule.self,
        UndismissableSheetRule.self,
        TapOutsideOnOverlayRule.self,
        NeverDimmedModalRule.self,
        ConfirmWithoutUserDismissalRule.self,
        UndimmedThroughOnOverlayRule.self,
        StyleOnSystemSheetRule.self,
        StyleValueOutOfRangeRule.self,
        DismissalOnEmbeddedSheetRule.self,
        DimmingStyleOnEmbeddedSheetRule.self,
        SizingNotHonouredRule.self,
        SwipeOnlyDismissalRule.self,
        KeyboardExpandWithOneDetentRule.self,
        KeyboardShrinkOutsidePopoverRule.self,
        KeyboardSheetPolicyOnPopoverRule.self,
        KeyboardPolicyNotObservedRule.self,
        KeyboardShrinkWithoutAutomaticTiersRule.self,
        PopoverBlockOnNonPopoverRule.self,
        BottomMarginWithoutBottomCenterRule.self,
        PopoverWidthClampedRule.self,
        PopoverSqueezedByKeyboardRule.self,
        ArrowsWithoutAnchorRule.self,
        ArrowsListEmptyRule.self,
        ArrowRepeatedRule.self,
        MixedHeightsInStackRule.self,
        DuplicatePushedSheetRule.self,
        SheetPushesItselfRule.self,
        NavigationInEmbeddedSheetRule.self,
        TransitionWithoutPushRule.self,
        SheetTransitionToVaryingHeightRule.self,
        RootKeyOnPushedSheetRule.self,
        SheetOverSheetRule.self,
        PhysicsValueOutOfRangeRule.self,
        PhysicsSettingForOtherSnapPolicyRule.self,
        PhysicsOnSystemSheetRule.self,
        SheetsNeedIOS15Rule.self,
        CustomDetentNeedsIOS16Rule.self,
        SizingNeedsIOS17Rule.self,
        SheetIDCaseRule.self,
        DetentIDCaseRule.self,
        TypeNameConventionRule.self,
        KeyOrderRule.self,
        HiddenGrabberWithSeveralDetentsRule.self,
        MissingDeploymentTargetRule.self,
        RedundantValueRule.self,
        DragAreaUnderTouchTargetRule.self,
        LargeMotionWithoutReduceMotionRule.self,
    ]

    public static var descriptors: [SheetDiagnostics.DiagnosticDescriptor] { rules.map { $0.descriptor } }

    /// Codes of the rules whose findings in a file can depend on the whole
    /// run (`SpecRule.readsWholeRun`).
    static let wholeRunCodes = Set(rules.filter { $0.readsWholeRun }.map { $0.descriptor.code })
}
