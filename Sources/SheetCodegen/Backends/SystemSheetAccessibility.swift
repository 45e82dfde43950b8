import BottomSheetable
import SheetLanguage

/// What the system-sheet backends generate for a sheet's `accessibility:`
/// block, decided here so the templates only spell it: the detent the escape
/// gesture collapses to, whether the escape needs code of its own, and what
/// VoiceOver reads for each detent the sheet settles on.
///
/// The system sheet lists its detents from the smallest (the spec's order,
/// which `SS2206` checks, and UIKit's `detents` asks for) and has no hidden
/// stop (`SS2207`), so the first detent is the smallest one and a detent's
/// place in the list is its place in height order, as the runtime counts it
/// (`SheetDetentDescription`).
extension SystemSheet {
    /// The detent `escape: collapse` moves to: the first, smallest detent.
    static func smallestDetent(_ layout: SheetLayout) -> Detent? { layout.detents.first }

    /// Whether the escape gesture needs generated code: `collapse` and
    /// `ignore` differ from the system sheet's own escape, which dismisses.
    static func handlesEscape(_ layout: SheetLayout) -> Bool { layout.accessibility.escape != .dismiss }

    /// Whether the escape gesture may dismiss the sheet: the user can dismiss
    /// it by some gesture or button (the runtime's rule for `dismiss`, and for
    /// `collapse` on the smallest detent).
    static func escapeMayDismiss(_ layout: SheetLayout) -> Bool {
        DismissalTrigger.allCases.contains { $0 != .programmatic && layout.allowsDismissal(by: $0) }
    }

    /// What VoiceOver reads when the sheet settles on each detent, in spec
    /// order ("Half, 2 of 3"): nothing with `announcesDetent: false` or a
    /// single detent, which the sheet never leaves.
    static func announcements(_ layout: SheetLayout) -> [(detent: Detent, text: String)] {
        let detents = layout.detents
        guard layout.accessibility.announcesDetent, detents.count > 1 else { return [] }
        return detents.enumerated().map { index, detent in
            let description = SheetDetentDescription(
                detent: detent.id, name: layout.accessibility.spokenName(of: detent.id), position: index + 1,
                count: detents.count)
            return (detent, description.text)
        }
    }
}
