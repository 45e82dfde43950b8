/// How a sheet's content height follows the text size, and what that does to
/// a content-fitted detent.
///
/// The model: a content height measured at one size is a part that grows
/// with text (`growingFraction` of it) and a part that does not (images,
/// fixed spacing, controls of fixed height). The growing part scales like
/// the Body text style, by the ratio of Body's point sizes in Apple's table
/// (`ContentSizeCategory.bodyPointSize`):
///
///     content(c) = h · (1 − g) + h · g · body(c) / body(m)
///
/// with `h` the height measured at size `m` (Large unless said) and `g` the
/// growing fraction. With the default `g = 1` the whole content grows like
/// Body text: the cautious bound, since a sheet whose content is all text
/// outgrows its cap first.
///
/// Only content-fitted detents change with text size: a height in points, a
/// fraction, an inset or a system detent is the same at every size. A fitted
/// detent follows its content from its floor up to its cap
/// (`ContentHeightRange.clamp`); content taller than the cap does not fit,
/// and the sheet's content must scroll.
public struct TextSizeScaling: Sendable, Hashable {
    /// The part of the content height that grows with text size, in `[0, 1]`
    /// (clamped there).
    public var growingFraction: Double

    /// All of the content grows like Body text.
    public static let `default` = TextSizeScaling(exactly: 1)

    /// `growingFraction` clamped to `[0, 1]`; NaN is 1, the default.
    public init(growingFraction: Double) {
        let clamped = min(max(growingFraction, 0), 1)  // mutate: equivalent — `max` and `min` are symmetric, swapping their arguments changes nothing
        self.init(exactly: growingFraction.isNaN ? 1 : clamped)
    }

    private init(exactly growingFraction: Double) {
        self.growingFraction = growingFraction
    }

    /// Body's point size at `category` over its size at `reference`: the
    /// factor text grows by (53 / 17 ≈ 3.118 from Large to AX5).
    public static func textScale(
        at category: ContentSizeCategory, from reference: ContentSizeCategory = .default
    ) -> Double {
        category.bodyPointSize / reference.bodyPointSize
    }

    /// The content's height at `category`, given its height `measured` at `measuredAt`.
    public func contentHeight(
        _ measured: Double, at category: ContentSizeCategory, measuredAt: ContentSizeCategory = .default
    ) -> Double {
        let growing = measured * growingFraction
        // Multiplied before dividing, so whole sizes give whole heights (170 · 40 / 17 = 400).
        return measured - growing + growing * category.bodyPointSize / measuredAt.bodyPointSize
    }

    /// The smallest size at which content measured at `measuredAt` is taller
    /// than `cap` (it must scroll from there up); `nil` when it fits at every size.
    public func firstScrollingCategory(
        _ measured: Double, cap: Double, measuredAt: ContentSizeCategory = .default
    ) -> ContentSizeCategory? {
        ContentSizeCategory.allCases.first { contentHeight(measured, at: $0, measuredAt: measuredAt) > cap }
    }

    /// A fitted detent whose floor and cap are `range`, at `category`.
    public func fit(
        _ measured: Double, in range: ContentHeightRange, at category: ContentSizeCategory,
        measuredAt: ContentSizeCategory = .default
    ) -> TextSizeFit {
        let content = contentHeight(measured, at: category, measuredAt: measuredAt)
        return TextSizeFit(
            content: content, height: range.clamp(content), scrolls: content > range.cap,
            scrollsFrom: firstScrollingCategory(measured, cap: range.cap, measuredAt: measuredAt))
    }
}

/// A content-fitted detent at one text size (`TextSizeScaling.fit`).
public struct TextSizeFit: Sendable, Hashable {
    /// The content's height at that size.
    public var content: Double
    /// The detent's height: the content between the floor and the cap.
    public var height: Double
    /// The content is taller than the cap: the sheet stops at the cap and its content scrolls.
    public var scrolls: Bool
    /// The smallest size at which it scrolls; `nil` when it fits at every size.
    public var scrollsFrom: ContentSizeCategory?

    public init(content: Double, height: Double, scrolls: Bool, scrollsFrom: ContentSizeCategory?) {
        self.content = content
        self.height = height
        self.scrolls = scrolls
        self.scrollsFrom = scrollsFrom
    }
}
