/// The reference frame a sheet's heights are measured in: the edge every
/// height is measured up from, and the edge the largest height reaches.
///
/// UIKit measures a custom detent above the bottom safe-area edge and stops the
/// largest one below the top safe-area edge (`SheetFrame.safeArea`, the default
/// and the only frame the system sheet has). A custom presentation can choose
/// others, because the libraries and apps it reproduces measure differently:
///
/// - OverlayContainer gives each notch a height from the bottom edge of its
///   container view, as a share of that view's whole height (`availableSpace`
///   is `view.frame.height`): `bottom: .screen, top: .screen`.
/// - A mini player resting above a tab bar measures from the bar's top edge:
///   `bottom: .tabBar`.
/// - A full-screen player covers the status bar: `top: .screen`.
///
/// `SheetContainer` turns a frame into the baseline and the available height
/// (docs/Runtime.md §2).
public struct SheetFrame: Sendable, Hashable, LayoutFields {
    /// Where heights are measured up from.
    public enum Bottom: String, Sendable, Hashable, CaseIterable, LayoutWord {
        /// The bottom safe-area edge (UIKit's custom detents).
        case safeArea
        /// The container's bottom edge: the bottom safe area is part of every height.
        case screen
        /// The top edge of a tab bar at the bottom of the screen
        /// (`SheetContainer.tabBarHeight` above the bottom safe-area edge).
        case tabBar
    }

    /// How high the largest height reaches.
    public enum Top: String, Sendable, Hashable, CaseIterable, LayoutWord {
        /// `topGap` below the top safe-area edge (UIKit's `large`).
        case safeArea
        /// The container's top edge: the sheet may cover the status bar.
        case screen
    }

    public var bottom: Bottom
    public var top: Top

    public init(bottom: Bottom = .safeArea, top: Top = .safeArea) {
        self.bottom = bottom
        self.top = top
    }

    /// The field list (`LayoutFields`).
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("bottom", word: bottom)
        visitor.visit("top", word: top)
    }

    /// UIKit's frame: between the safe areas.
    public static let safeArea = SheetFrame()

    /// Whether only a custom presentation can honour this frame: the system
    /// sheet measures between the safe areas and nothing else.
    public var needsCustomPresentation: Bool { self != .safeArea }
}
