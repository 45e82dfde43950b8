/// How wide the system sheet is in regular width (an iPad), in the words of
/// SwiftUI's `PresentationSizing`.
///
/// Only the system sheet takes it (SwiftUI `presentationSizing(_:)`, UIKit
/// `UISheetPresentationController.prefersPageSizing`); the system picks the
/// points, which Apple does not publish, so the plan prints the value and no
/// width. In compact width (an iPhone) every sheet spans the screen whatever
/// the value.
public enum SheetSizing: String, Sendable, Hashable, CaseIterable {
    /// The system's default: SwiftUI documents `.automatic` as `.form` on iOS;
    /// generated code sets nothing.
    case automatic
    /// Sized for forms, slightly narrower than `page` (UIKit: form-sheet
    /// behaviour, `prefersPageSizing = false`).
    case form
    /// Roughly a page of paper, the readable width (UIKit:
    /// `prefersPageSizing = true`).
    case page
    /// The content's ideal size (UIKit: form-sheet behaviour, whose size follows
    /// the controller's `preferredContentSize`).
    case fitted
}

extension SheetLayout {
    /// Whether a presentation takes `sizing` at all: only a modal sheet shown by
    /// the system sheet. A popover keeps its own width on an iPad, and a custom
    /// presentation (an overlay, a content-sized sheet) spans the container's
    /// width as it does on an iPhone.
    public var honoursSizing: Bool { presentation == .modal && usesSystemSheet }

    /// The sizing the system sheet is asked for in `container`: `nil` where
    /// nothing is asked (compact width, a presentation that does not take it,
    /// or `automatic`, which leaves the system's default).
    public func requestedSizing(in container: SheetContainer) -> SheetSizing? {
        guard honoursSizing, !container.isCompactWidth, sizing != .automatic else { return nil }
        return sizing
    }
}
