/// The space a sheet is presented in: what every height is resolved against.
///
/// Heights are measured as UIKit measures a custom detent: the visible height of the
/// sheet above the container's bottom safe-area edge. The largest height a sheet can
/// have is the **available height**:
///
///     availableHeight = size.height − safeArea.top − topGap − safeArea.bottom
///
/// i.e. from the bottom safe-area edge up to `topGap` points below the top safe-area
/// edge. This is UIKit's `maximumDetentValue` and the height of the `large` detent
/// (research §1: custom detents exclude the bottom inset; §5.2.2: the maximum is the
/// container minus the top safe area; MDC and joomcode cap at the same place).
/// `topGap` defaults to `SheetContainer.standardTopGap`.
///
/// A sheet with another `SheetFrame` moves both ends: its heights are measured
/// up from `baselineInset` above the container's bottom edge (0 for
/// `.screen`, `safeArea.bottom + tabBarHeight` for `.tabBar`), and the largest
/// reaches `ceilingInset` below its top edge (0 for `.screen`):
///
///     availableHeight = size.height − ceilingInset − baselineInset
public struct SheetContainer: Sendable, Hashable {
    /// The gap kept between the top safe-area edge and a fully expanded sheet when
    /// none is given: 0.
    ///
    /// 0 is what iOS 26 keeps on notched iPhones (measured in the Simulator); earlier
    /// releases, the iPhone SE and iPads keep about 10–20 pt, and Apple documents none of
    /// it. The compiler's device profiles carry each release's measured gap with its
    /// source (docs/SpecReference.md, "Device profiles"); an app that knows its device's
    /// gap passes it as `topGap`, and both then compute the same numbers.
    public static let standardTopGap: Double = 0

    /// A tab bar's height above the bottom safe-area edge when the app gives
    /// none (`BottomSheetable.tabBarHeight(in:)`): 49, the height developer
    /// write-ups quote for UIKit's bar. Apple publishes no figure, and iOS 26's
    /// floating bar has not been measured, so the compiler marks it approximate.
    public static let standardTabBarHeight: Double = 49

    public var size: Size
    public var safeArea: Insets
    public var topGap: Double
    /// UIKit's compact vertical size class (iPhone landscape), where `medium` is inactive.
    public var isCompactHeight: Bool
    /// UIKit's compact horizontal size class (an iPhone, a narrow iPad split view),
    /// where a popover adapts to a sheet at its detents (`SheetInteraction.popoverPlacement`).
    public var isCompactWidth: Bool
    /// The edges heights are measured between (the sheet's `SheetLayout.frame`).
    public var frame: SheetFrame
    /// The height of a tab bar above the bottom safe-area edge, for a frame
    /// whose bottom is `.tabBar`; ignored otherwise.
    public var tabBarHeight: Double

    public init(
        size: Size, safeArea: Insets, topGap: Double = SheetContainer.standardTopGap, isCompactHeight: Bool = false,
        isCompactWidth: Bool = false, frame: SheetFrame = .safeArea, tabBarHeight: Double = 0
    ) {
        self.size = size
        self.safeArea = safeArea
        self.topGap = topGap
        self.isCompactHeight = isCompactHeight
        self.isCompactWidth = isCompactWidth
        self.frame = frame
        self.tabBarHeight = tabBarHeight
    }

    /// The same container measured in `frame`.
    public func measured(in frame: SheetFrame) -> SheetContainer {
        var copy = self
        copy.frame = frame
        return copy
    }

    /// UIKit's `maximumDetentValue` in the default frame: the height of the
    /// `large` detent, and of every detent's 100% (never negative).
    public var availableHeight: Double {
        max(0, size.height - ceilingInset - baselineInset)
    }

    /// From the container's bottom edge up to the baseline every height is measured from.
    public var baselineInset: Double {
        switch frame.bottom {
        case .safeArea: safeArea.bottom
        case .screen: 0
        case .tabBar: safeArea.bottom + tabBarHeight
        }
    }

    /// From the container's top edge down to the top of the largest sheet.
    public var ceilingInset: Double {
        switch frame.top {
        case .safeArea: safeArea.top + topGap
        case .screen: 0
        }
    }

    /// The container's bounds, origin at zero.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The y of the baseline (the bottom safe-area edge unless the frame says
    /// otherwise), from which every height is measured upward.
    public var baselineY: Double { size.height - baselineInset }

    /// The y of the sheet's top edge when it is `height` tall (for frame-based code).
    public func sheetTopY(forHeight height: Double) -> Double {
        baselineY - height
    }

    /// The height of a sheet whose top edge is at `y` (inverse of `sheetTopY(forHeight:)`).
    public func height(forSheetTopY y: Double) -> Double {
        baselineY - y
    }

    /// Portrait or landscape, from the container's aspect ratio.
    public var orientation: Orientation { Orientation(containerSize: size) }
}
