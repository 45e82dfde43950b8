import BottomSheetable

/// How a sheet appears on one profile screen, which decides what of the plan
/// applies there.
public enum ScreenPresentation: String, Sendable, Hashable, CaseIterable {
    /// At its detents, resolved in the screen's container.
    case sheet
    /// Covering the screen: a system sheet in compact height unless it is edge
    /// attached (UIKit `prefersEdgeAttachedInCompactHeight`: "the default value
    /// is false, which means the sheet defaults to a full screen appearance at
    /// compact height"). A rule of the system sheet only: custom presentations
    /// (content-sized, overlay, embedded) keep their detents.
    case fullScreen
    /// As an iPad popover, at its `PopoverPlacement` frame.
    case popover

    /// Popovers are popovers on iPad and adapt to the system sheet on iPhone
    /// (compact width); sheets that use the system sheet follow UIKit's
    /// compact-height rule; custom presentations (overlays, embedded drawers,
    /// content-sized sheets) keep their detents everywhere (`ResolvedSheet.usesSystemSheet`).
    public init(of sheet: ResolvedSheet, on screen: ProfileScreen, idiom: DeviceIdiom) {
        if sheet.presentation == .popover && idiom == .pad {
            self = .popover
        } else if sheet.usesSystemSheet && screen.isCompactHeight && !sheet.edgeAttachedInCompactHeight {
            self = .fullScreen
        } else {
            self = .sheet
        }
    }
}
