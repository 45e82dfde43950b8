/// How a sheet is put on screen.
public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// Modal sheet: dims what is behind it (except at or below the undimmed detent).
    case modal
    /// Non-modal overlay (drawer over a map): the background stays interactive.
    case overlay
    /// iPad popover of fixed width and per-orientation height.
    case popover
    /// A drawer embedded in its host's view for as long as the host shows it (the
    /// map drawer that is never presented): like an overlay, but no trigger
    /// dismisses it; the host removes it (`SheetLayout.allowsDismissal(by:)`).
    case embedded
}

extension Presentation {
    /// Whether UIKit's system sheet (`UISheetPresentationController`) shows a
    /// sheet with this presentation: the one predicate that decides whether the
    /// system sheet's own rules apply (its iOS 15/16 availability, covering the
    /// screen in compact height unless edge attached, its own drag physics).
    ///
    /// Content-sized sheets (`fitsContent`, the `oneTierAutomatic` sheet) and
    /// overlays (embedded drawers too) use a custom presentation controller that keeps its detents
    /// everywhere and runs `SheetPhysics`; a popover adapts to the system sheet
    /// in compact width, so it counts as one.
    public func usesSystemSheet(fitsContent: Bool) -> Bool {
        switch self {
        case .overlay, .embedded: false
        case .popover: true
        case .modal: !fitsContent
        }
    }
}
