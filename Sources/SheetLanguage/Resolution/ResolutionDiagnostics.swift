import SheetDiagnostics

/// The codes of stage 3: what only resolving a sheet against device profiles
/// can find (`SS3xxx`).
///
/// The geometry codes (3001–3004) are warnings: the sheet still works, the
/// runtime clamps and sorts, but not as its authors wrote it. Each names the
/// profile and orientation, since a spec can be right on one device and wrong
/// on another. Codes are stable: new problems get new numbers.
public enum ResolutionDiagnostics {
    public static let detentClamped = DiagnosticDescriptor(
        code: DiagnosticCode(3001), name: "detent-clamped", severity: .warning,
        summary: "A detent is taller than the height available on some device, so it is clamped.",
        explanation: """
            A detent can never be taller than the available height: the container's height minus its \
            top and bottom safe areas and the gap a full sheet keeps below the top one (UIKit's \
            `maximumDetentValue`). A fixed `height: 700` fits an iPhone 16 (759 pt available on iOS 26) \
            but not an iPhone SE (637 pt), where the sheet stops at 637 and may land on the same height \
            as `large`. The message names the smallest screen where it happens; when that screen's \
            available height rests on a number no primary source or measurement pins (a top gap or a \
            safe area marked approximate in the plan's `sources`), a note says so, naming the profile \
            and its OS. For a `height`, use `fraction` or `inset`, which scale with the screen, or lower \
            the height; an `inset` larger than the available height leaves no sheet at all (clamped to \
            0), so write a smaller inset, or a `fraction`, which always leaves a share of the screen. \
            Screens where the sheet is not shown with its detents (a modal sheet that covers an iPhone \
            in landscape, a popover on iPad) are not checked.
            """)

    public static let detentsCollapse = DiagnosticDescriptor(
        code: DiagnosticCode(3002), name: "detents-collapse", severity: .warning,
        summary: "Two detents resolve to the same height on some device.",
        explanation: """
            Two stops at the same height are one stop: the drag snaps to either, the tiers count one \
            more stop than the user can see, and `initial` or `undimmedThrough` may name a height the \
            other detent also has. It usually happens when a fixed height is clamped on a small screen, \
            or when `fraction: 0.5` sits beside `system: medium`. The message names the screen. Detents \
            fitted to content are not compared, since their height is known only at runtime. When the \
            heights rest on an approximate number (a profile value marked approximate in the plan's \
            `sources`, or `medium`, which Apple gives only as "approximately half"), a note says so, \
            naming the profile and its OS. Remove one of the detents, or give them forms that stay \
            apart on every screen.
            """)

    public static let detentsOutOfOrder = DiagnosticDescriptor(
        code: DiagnosticCode(3003), name: "detents-out-of-order", severity: .warning,
        summary: "Detents are declared smallest to largest, but on some device a later one is shorter.",
        explanation: """
            Detents are written from the smallest to the largest (UIKit: "specify detents in order from \
            smallest to largest height"). Forms that scale differently can swap places on some screens: \
            `height: 400` before `fraction: 0.6` is in order on an iPhone 16 (400 < 455.4) but not on \
            an iPhone SE on iOS 26 (400 > 0.6 × 637 = 382.2). The runtime sorts by height, so the stops still work, but the \
            sheet's tiers and its `initial` detent no longer mean what the spec says. The message names \
            the screen; when the heights rest on an approximate number (a profile value marked \
            approximate in the plan's `sources`, or `medium`), a note says so, naming the profile and \
            its OS. Use forms of one kind (all fractions, or all points), or heights far enough apart.
            """)

    public static let contentCapBelowFloor = DiagnosticDescriptor(
        code: DiagnosticCode(3004), name: "content-cap-below-floor", severity: .warning,
        summary: "A detent fitted to content has a cap below its floor on some device.",
        explanation: """
            A `fit: content` detent takes the content's height, raised to `min` and lowered to `max`. When \
            `min` is in points and `max` a fraction (or the floor is above the available height), the cap \
            can fall below the floor on a small screen: `min: { height: 600 }` with \
            `max: { fraction: 0.5 }` gives 600 over 318.5 on an iPhone SE (iOS 26). The cap wins, since a sheet \
            must never outgrow its cap or the screen, so the floor is not honoured there. The message \
            names the screen; when the cap rests on an approximate available height, a note says so, \
            naming the profile and its OS. Lower the floor, or raise the cap.
            """)

    public static let popoverHeightMissing = DiagnosticDescriptor(
        code: DiagnosticCode(3005), name: "popover-height-missing", severity: .error,
        summary: "A popover sheet gives no `popover.height`, and neither does the configuration.",
        explanation: """
            A popover has a fixed width and a maximum height per orientation (`BottomSheetable`'s \
            `PopoverLayout`); the keyboard policy `shrink` subtracts the keyboard from that height. There \
            is no built-in height every popover could share, so it must be written: `popover: { height: 540 }` \
            for both orientations, or `height: { portrait: 620, landscape: 420 }`, on the sheet, in the \
            file's `defaults:`, or once for every popover of the project under `popover:` in \
            `.sheetspec.yml`.
            """)

    public static let tiersNotInferable = DiagnosticDescriptor(
        code: DiagnosticCode(3006), name: "tiers-not-inferable", severity: .error,
        summary: "`tiers` is not written and cannot be inferred from the detents: every detent is hidden.",
        explanation: """
            When `tiers` is left out it is inferred from the stops a finger can reach: one \
            `fit: content` detent gives `automatic`, otherwise one or two detents give `one` or \
            `two`, and three or more give `three` (`BottomSheetable`'s largest tier setting: UIKit's \
            detent list takes any number, so a fourth stop is a fourth detent). Hidden stops \
            (`hidden: true`) are not counted. A sheet whose every detent is hidden has no stop to \
            count and could never be seen: give it at least one detent with a height. (Four or \
            more detents were reported here before `three` meant three or more.)
            """)

    /// Every stage-3 code, in code order.
    public static let all: [DiagnosticDescriptor] = [
        detentClamped, detentsCollapse, detentsOutOfOrder, contentCapBelowFloor, popoverHeightMissing,
        tiersNotInferable,
    ]
}
