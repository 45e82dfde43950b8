/// A detent with its height worked out for one container.
public struct ResolvedDetent: Sendable, Hashable {
    public var id: DetentIdentifier
    /// The height in points above the bottom safe-area edge, within `[0, availableHeight]`.
    public var height: Double
    /// The height the spec asked for before clamping to `[0, availableHeight]`; differs
    /// from `height` when the detent does not fit (research §5.4 W7).
    public var requestedHeight: Double
    /// For a content-fitted detent, the floor and cap the content is clamped to;
    /// `nil` for every other kind.
    public var contentRange: ContentHeightRange?
    /// Whether this is a hidden stop (`DetentHeight.hidden`): height 0, parked out of
    /// sight, chosen only by app code and never by a snap policy.
    public var isHidden: Bool

    public init(
        id: DetentIdentifier, height: Double, requestedHeight: Double, contentRange: ContentHeightRange?,
        isHidden: Bool = false
    ) {
        self.id = id
        self.height = height
        self.requestedHeight = requestedHeight
        self.contentRange = contentRange
        self.isHidden = isHidden
    }

    /// Whether the detent had to be clamped to fit the container.
    public var isClamped: Bool { height != requestedHeight }
}

extension [ResolvedDetent] {
    /// The stops a finger can reach: every detent but the hidden ones. The snap
    /// policies choose among these, so a release never parks the sheet.
    public var visible: [ResolvedDetent] { filter { !$0.isHidden } }
}

/// A `ResolvedDetent` without its identifier (see `DetentResolver.measure`).
package struct MeasuredDetent: Sendable {
    package let height: Double
    package let requestedHeight: Double
    package let contentRange: ContentHeightRange?
}

/// The floor and cap of a content-fitted detent on one container, in points.
///
/// Both are as the spec gives them (fractions already multiplied out, the cap limited
/// to the available height), so a compiler can report a cap below its floor; when that
/// happens the cap wins, because a sheet must never outgrow its cap or the screen.
public struct ContentHeightRange: Sendable, Hashable {
    public var floor: Double
    public var cap: Double

    public init(floor: Double, cap: Double) {
        self.floor = floor
        self.cap = cap
    }

    /// Whether the floor is above the cap (the spec cannot be honoured as written).
    public var isInverted: Bool { floor > cap }

    /// `content` clamped to `[floor, cap]`, the cap winning when inverted.
    public func clamp(_ content: Double) -> Double {
        min(max(content, floor), cap)
    }
}
