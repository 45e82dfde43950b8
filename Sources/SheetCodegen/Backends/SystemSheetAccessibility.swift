import BottomSheetable
import SheetLanguage

/// What the system-sheet backends generate for a sheet's `accessibility:`
/// block, decided here so the templates only spell it: the detent the escape
/// gesture collapses to, whether the escape needs code of its own, and what
/// VoiceOver reads for each detent the sheet settles on.
///
/// The system sheet lists its detents from the smallest (the spec's order,
/// which `SS2206` checks, and UIKit's `detents` asks for), so the first
/// detent is the smallest one and a detent's place in the list is its place
/// in height order. "2 of 3" is counted by the runtime's own function
/// (`SheetDetentDescription.counted`), which leaves out a hidden stop
/// (`SS2207` keeps one off a system sheet).
extension SystemSheet {
    /// The detent `escape: collapse` moves to: the first, smallest detent
    /// that is not a hidden stop (as the runtime collapses).
    static func smallestDetent(_ layout: SheetLayout) -> Detent? { layout.detents.first { $0.height != .hidden } }

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
    /// order ("Half, 2 of 3"), counted as the runtime counts
    /// (`SheetDetentDescription.counted`, over `countedDetents`): nothing
    /// with `announcesDetent: false` or a single counted detent, which the
    /// sheet never leaves.
    static func announcements(_ layout: SheetLayout) -> [(detent: Detent, text: String)] {
        guard layout.accessibility.announcesDetent else { return [] }
        let descriptions = SheetDetentDescription.counted(countedDetents(layout), accessibility: layout.accessibility)
        guard descriptions.count > 1 else { return [] }
        return descriptions.compactMap { description in
            layout.detents.first { $0.id == description.detent }.map { ($0, description.text) }
        }
    }

    /// The detents the count reads, in spec order, each with whether it is a
    /// hidden stop (`SS2207` keeps those off a system sheet; counted here as
    /// the runtime counts them all the same).
    static func countedDetents(_ layout: SheetLayout) -> [(id: DetentIdentifier, isHidden: Bool)] {
        layout.detents.map { ($0.id, $0.height == .hidden) }
    }
}
