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
    /// The height of a tab bar above the bottom safe-area edge: where a sheet
    /// whose `frame.bottom` is `tabBar` measures its heights from.
    public var tabBarHeight: Double
    /// Where each number comes from. A value with no entry is taken as given
    /// (a profile a test or a caller builds for itself); the built-in table
    /// has an entry for every value, which a test checks.
    public var sources: [ProfileValue: ValueSource]

    public init(
        orientation: Orientation, size: Size, safeArea: Insets, topGap: Double = SheetContainer.standardTopGap,
        isCompactHeight: Bool, keyboardHeight: Double, tabBarHeight: Double = 0,
        sources: [ProfileValue: ValueSource] = [:]
    ) {
        self.orientation = orientation
        self.size = size
        self.safeArea = safeArea
        self.topGap = topGap
        self.isCompactHeight = isCompactHeight
        self.keyboardHeight = keyboardHeight
        self.tabBarHeight = tabBarHeight
        self.sources = sources
    }

    /// The values no primary source or measurement pins, in `ProfileValue` order.
    public var approximateValues: [ProfileValue] {
        ProfileValue.allCases.filter { sources[$0]?.approximate == true }
    }

    /// Whether the available height, and so every detent height that is not a
    /// fixed number of points, rests on an approximate value.
    public var hasApproximateAvailableHeight: Bool {
        approximateValues.contains { $0.shapesAvailableHeight }
    }

    /// The same for a sheet measured in `frame`: a frame that ends at the
    /// screen's edges does not depend on the safe area or the top gap, and
    /// one that starts at a tab bar depends on the bar's height.
    public func hasApproximateAvailableHeight(in frame: SheetFrame) -> Bool {
        func approximate(_ value: ProfileValue) -> Bool { sources[value]?.approximate == true }
        let bottom: Bool
        switch frame.bottom {
        case .safeArea: bottom = approximate(.safeArea)
        case .screen: bottom = false
        case .tabBar: bottom = approximate(.safeArea) || approximate(.tabBarHeight)
        }
        let top = frame.top == .safeArea && (approximate(.safeArea) || approximate(.topGap))
        return approximate(.size) || bottom || top
    }

    /// The container a sheet on this screen resolves its detents in: the one
    /// an app builds from its view's bounds, safe area and trait collection.
    public var container: SheetContainer {
        SheetContainer(
            size: size, safeArea: safeArea, topGap: topGap, isCompactHeight: isCompactHeight,
            tabBarHeight: tabBarHeight)
    }

    /// The container a sheet measured in `frame` resolves its detents in.
    public func container(in frame: SheetFrame) -> SheetContainer {
        container.measured(in: frame)
    }
}
