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

    public var size: Size
    public var safeArea: Insets
    public var topGap: Double
    /// UIKit's compact vertical size class (iPhone landscape), where `medium` is inactive.
    public var isCompactHeight: Bool
    /// UIKit's compact horizontal size class (an iPhone, a narrow iPad split view),
    /// where a popover adapts to a sheet at its detents (`SheetInteraction.popoverPlacement`).
    public var isCompactWidth: Bool

    public init(
        size: Size, safeArea: Insets, topGap: Double = SheetContainer.standardTopGap, isCompactHeight: Bool = false,
        isCompactWidth: Bool = false
    ) {
        self.size = size
        self.safeArea = safeArea
        self.topGap = topGap
        self.isCompactHeight = isCompactHeight
        self.isCompactWidth = isCompactWidth
    }

    /// UIKit's `maximumDetentValue`: the height of the `large` detent (never negative).
    public var availableHeight: Double {
        max(0, size.height - safeArea.top - topGap - safeArea.bottom)
    }

    /// The container's bounds, origin at zero.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The y of the bottom safe-area edge, from which every height is measured upward.
    public var baselineY: Double { size.height - safeArea.bottom }

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
