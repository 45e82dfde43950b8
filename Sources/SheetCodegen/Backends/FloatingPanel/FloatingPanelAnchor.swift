import BottomSheetable

/// One detent as a FloatingPanel anchor of a bottom-positioned panel
/// (FloatingPanel 2.8.8, `Sources/LayoutAnchoring.swift`).
///
/// FloatingPanel places the panel's top edge at an inset from an edge of a
/// reference guide: the safe area or the superview (the panel
/// controller's view). The plan measures a height up from the sheet's
/// frame's baseline (`SheetContainer.baselineInset`) and reaches
/// `ceilingInset` below the top (`SheetFrame`), so:
///
/// | detent | anchor |
/// | --- | --- |
/// | `points(h)` | `absoluteInset: h`, edge `.bottom`, the baseline's guide |
/// | `fraction(f)`, `system(.medium)` (`f` = 0.5) | `fractionalInset: f`, edge `.bottom`, the baseline's guide |
/// | `insetFromTop(x)`, `system(.large)` (`x` = 0) | `absoluteInset: x`, edge `.top`, the ceiling's guide |
/// | `hidden` | `absoluteInset: 0`, edge `.bottom`, the baseline's guide |
/// | `fittedToContent` | `absoluteInset:` the content clamped to the floor and cap, measured by the generated code |
///
/// A fraction of FloatingPanel's guide equals the plan's fraction of the
/// available height when the guide spans exactly that height: the
/// superview for `bottom: screen, top: screen`, the safe area for the
/// default frame (FloatingPanel keeps no gap under the top safe-area edge).
/// What cannot be said this way (`pointsByOrientation`, `medium`, which
/// the plan leaves out in compact height, a tab-bar
/// baseline, a frame whose two ends differ in kind under a fraction) is
/// SS4407.
enum FloatingPanelAnchor: Hashable {
    enum Edge: String { case top, bottom }
    enum Guide: String { case safeArea, superview }

    case absolute(inset: Double, edge: Edge, guide: Guide)
    case fractional(inset: Double, edge: Edge, guide: Guide)
    /// The content's height clamped to `floor` and `cap` (each `nil` for
    /// none), as an absolute inset from the baseline's guide.
    case fitted(floor: HeightLimit?, cap: HeightLimit?, guide: Guide)

    /// The guide a height is measured up from: the superview for
    /// `bottom: screen`, the safe area otherwise (a tab bar's baseline is
    /// SS4407).
    static func baselineGuide(_ frame: SheetFrame) -> Guide {
        frame.bottom == .screen ? .superview : .safeArea
    }

    /// The guide the largest height reaches.
    static func ceilingGuide(_ frame: SheetFrame) -> Guide {
        frame.top == .screen ? .superview : .safeArea
    }

    /// The anchor of `height` in `frame`; `pointsByOrientation` takes its
    /// portrait height (SS4407 says so).
    static func of(_ height: DetentHeight, frame: SheetFrame) -> FloatingPanelAnchor {
        let bottom = baselineGuide(frame)
        switch height {
        case .points(let points): return .absolute(inset: points, edge: .bottom, guide: bottom)
        case .pointsByOrientation(let portrait, _): return .absolute(inset: portrait, edge: .bottom, guide: bottom)
        case .fraction(let fraction): return .fractional(inset: fraction, edge: .bottom, guide: bottom)
        case .system(.medium): return .fractional(inset: 0.5, edge: .bottom, guide: bottom)
        case .system(.large): return .absolute(inset: 0, edge: .top, guide: ceilingGuide(frame))
        case .insetFromTop(let inset): return .absolute(inset: inset, edge: .top, guide: ceilingGuide(frame))
        case .hidden: return .absolute(inset: 0, edge: .bottom, guide: bottom)
        case .fittedToContent(let floor, let cap): return .fitted(floor: floor, cap: cap, guide: bottom)
        }
    }

    /// Whether FloatingPanel's position for `height` is the plan's in
    /// `frame` (with no gap under the top safe-area edge): false for what
    /// SS4407 reports.
    static func isExact(_ height: DetentHeight, frame: SheetFrame) -> Bool {
        if frame.bottom == .tabBar { return false }
        let sameKind = baselineGuide(frame) == ceilingGuide(frame)
        switch height {
        // The plan leaves `medium` out in compact height; FloatingPanel keeps every anchor.
        case .pointsByOrientation, .system(.medium): return false
        case .fraction: return sameKind
        // Measured by the generated code between the frame's two guides.
        default: return true
        }
    }
}
