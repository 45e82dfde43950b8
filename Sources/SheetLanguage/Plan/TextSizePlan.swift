import BottomSheetable

/// The text size a plan was made for (`plan --text-size`), and how content
/// is taken to grow with it (`TextSizeScaling`).
///
/// A plan knows no content: `sheetspec plan` puts a fitted detent at its cap.
/// At a text size it needs a content height, and takes the fitted detent's
/// floor (`min:`) as the content's height at Large, the default size: the
/// shortest the spec says the content is. Real content is at least that
/// tall, so it outgrows the cap at the size the plan names or at a smaller
/// one. A fitted detent with no floor has no content to scale: it changes
/// with text size, but where it starts to scroll is unknown.
public struct PlannedTextSize: Sendable, Hashable {
    public var category: ContentSizeCategory
    public var scaling: TextSizeScaling

    public init(_ category: ContentSizeCategory, scaling: TextSizeScaling = .default) {
        self.category = category
        self.scaling = scaling
    }

    /// This size with the growing fraction a sheet states
    /// (`accessibility.textGrowth`, `SheetAccessibility.textSizeScaling`):
    /// what every sheet's fitted detents are scaled with.
    public func scaled(for accessibility: SheetAccessibility) -> PlannedTextSize {
        PlannedTextSize(category, scaling: accessibility.textSizeScaling)
    }

    /// Where the Body sizes come from, as the plan cites it.
    public static let citation =
        "Apple Human Interface Guidelines, Typography, iOS and iPadOS Dynamic Type sizes (Body): "
        + "developer.apple.com/design/human-interface-guidelines/typography"

    /// The content's height at Large that the plan assumes for a fitted
    /// detent: `measured` when the caller has one, else the floor; `nil` when
    /// there is neither, or the floor is 0.
    public static func contentAtDefaultSize(measured: Double?, floor: Double?) -> Double? {
        if let measured { return measured }
        guard let floor, floor > 0 else { return nil }
        return floor
    }

    /// One detent at this size. Only a fitted detent changes; its content is
    /// `measured` (taken at Large) or its floor.
    public func detent(_ resolved: ResolvedDetent, measured: Double? = nil) -> DetentTextSize {
        guard let range = resolved.contentRange else {
            return DetentTextSize(
                category: category, changes: false, content: nil, height: resolved.height, scrolls: false, scrollsFrom: nil)
        }
        guard let base = Self.contentAtDefaultSize(measured: measured, floor: range.floor) else {
            return DetentTextSize(
                category: category, changes: true, content: nil, height: resolved.height, scrolls: false, scrollsFrom: nil)
        }
        let fit = scaling.fit(base, in: range, at: category)
        return DetentTextSize(
            category: category, changes: true, content: fit.content, height: fit.height, scrolls: fit.scrolls, scrollsFrom: fit.scrollsFrom)
    }

    /// The content height a simulated sheet has at this size: `measured`
    /// (at Large) scaled with the sheet's own `textGrowth`, or else the
    /// largest floor of its fitted detents in `container` scaled; `nil`
    /// (fitted detents at their cap) when the sheet has neither.
    public func contentHeight(measured: Double?, of layout: SheetLayout, in container: SheetContainer) -> Double? {
        let floors = layout.detents.compactMap { detent -> Double? in
            guard case .fittedToContent(let minimum, let maximum) = detent.height else { return nil }
            return DetentResolver.contentHeightRange(min: minimum, max: maximum, in: container).floor
        }
        guard let base = Self.contentAtDefaultSize(measured: measured, floor: floors.max()) else { return nil }
        return scaled(for: layout.accessibility).scaling.contentHeight(base, at: category)
    }
}

/// A detent at the plan's text size (`DetentLayout.textSize`).
public struct DetentTextSize: Sendable, Hashable {
    /// The plan's text size.
    public var category: ContentSizeCategory
    /// A fitted detent: its height follows the content, and so the text size.
    public var changes: Bool
    /// The content's height at the plan's size; `nil` when the detent is not
    /// fitted, or fitted with no floor to take the content from.
    public var content: Double?
    /// The detent's height at the plan's size: the content between floor and
    /// cap; the planned height when `content` is `nil`.
    public var height: Double
    /// The content is taller than the cap: the sheet stops there and its content scrolls.
    public var scrolls: Bool
    /// The smallest size at which the content scrolls; `nil` when it fits at
    /// every size or its content is unknown.
    public var scrollsFrom: ContentSizeCategory?
}

extension LayoutPlan {
    /// The same plan with every detent's outcome at `textSize`
    /// (`DetentLayout.textSize`), each sheet's fitted content growing by its
    /// own `accessibility.textGrowth`; heights, keyboard outcomes and frames
    /// are the plan's, which puts a fitted detent at its cap.
    public func atTextSize(_ textSize: PlannedTextSize) -> LayoutPlan {
        var plan = self
        plan.textSize = textSize
        for sheet in plan.sheets.indices {
            let sheetSize = textSize.scaled(for: plan.sheets[sheet].sheet.accessibility)
            for profile in plan.sheets[sheet].profiles.indices {
                for screen in plan.sheets[sheet].profiles[profile].screens.indices {
                    for detent in plan.sheets[sheet].profiles[profile].screens[screen].detents.indices {
                        let resolved = plan.sheets[sheet].profiles[profile].screens[screen].detents[detent].resolved
                        plan.sheets[sheet].profiles[profile].screens[screen].detents[detent].textSize =
                            sheetSize.detent(resolved)
                    }
                }
            }
        }
        return plan
    }
}
