import BottomSheetable

/// One device held one way: the full-screen container an app's sheet is
/// presented in, with the keyboard that orientation shows.
///
/// Everything the layout math needs, and nothing it has to guess: the plan
/// prints these values beside every height computed from them.
public struct ProfileScreen: Sendable, Hashable {
    public var orientation: Orientation
    /// The window's size in points.
    public var size: Size
    /// `UIView.safeAreaInsets` of a full-screen view controller.
    public var safeArea: Insets
    /// Gap kept below the top safe-area edge by a fully expanded sheet
    /// (`SheetContainer.topGap`).
    public var topGap: Double
    /// UIKit's compact vertical size class, where `medium` is inactive and a
    /// modal sheet that is not edge-attached covers the screen.
    public var isCompactHeight: Bool
    /// Height of the software keyboard's end frame, measured from the bottom
    /// of the screen (`keyboardFrameEndUserInfoKey`), so it includes the bottom
    /// safe-area inset.
    public var keyboardHeight: Double

    public init(
        orientation: Orientation, size: Size, safeArea: Insets, topGap: Double = SheetContainer.standardTopGap,
        isCompactHeight: Bool, keyboardHeight: Double
    ) {
        self.orientation = orientation
        self.size = size
        self.safeArea = safeArea
        self.topGap = topGap
        self.isCompactHeight = isCompactHeight
        self.keyboardHeight = keyboardHeight
    }

    /// The container a sheet on this screen resolves its detents in: the one
    /// an app builds from its view's bounds, safe area and trait collection.
    public var container: SheetContainer {
        SheetContainer(size: size, safeArea: safeArea, topGap: topGap, isCompactHeight: isCompactHeight)
    }
}
