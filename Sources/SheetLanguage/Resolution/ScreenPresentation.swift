import BottomSheetable

/// How a sheet appears on one profile screen, which decides what of the plan
/// applies there.
public enum ScreenPresentation: String, Sendable, Hashable, CaseIterable {
    /// At its detents, resolved in the screen's container.
    case sheet
    /// Covering the screen: a modal sheet in compact height unless it is edge
    /// attached (UIKit `prefersEdgeAttachedInCompactHeight`: "the default value
    /// is false, which means the sheet defaults to a full screen appearance at
    /// compact height").
    case fullScreen
    /// As an iPad popover, at its `PopoverPlacement` frame.
    case popover

    /// Popovers are popovers on iPad and adapt to sheets on iPhone (compact
    /// width); overlays are custom presentations that keep their detents
    /// everywhere; modal sheets follow UIKit's compact-height rule.
    public init(of sheet: ResolvedSheet, on screen: ProfileScreen, idiom: DeviceIdiom) {
        if sheet.presentation == .popover && idiom == .pad {
            self = .popover
        } else if sheet.presentation != .overlay && screen.isCompactHeight && !sheet.edgeAttachedInCompactHeight {
            self = .fullScreen
        } else {
            self = .sheet
        }
    }
}
