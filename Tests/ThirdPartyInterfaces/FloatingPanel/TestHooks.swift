// Not FloatingPanel API: what the tests read back, and FloatingPanel 2.8.8's
// layout rules for a bottom panel, from `Sources/LayoutAnchoring.swift`
// (`FloatingPanelLayoutAnchor.layoutConstraints`) and
// `Sources/LayoutProperties.swift` (`FloatingPanelLayoutReferenceGuide.layoutGuide`).
import UIKit

final class TestDefaultLayout: NSObject, FloatingPanelLayout {
    var position: FloatingPanelPosition { .bottom }
    var initialState: FloatingPanelState { .half }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { [:] }
}

final class TestDefaultBehavior: FloatingPanelBehavior {}

extension FloatingPanelLayoutAnchor {
    /// The y of a bottom panel's top edge in `view` (bounds from y = 0).
    /// The guide is the view's bounds (`.superview`) or its safe area; an
    /// absolute inset from the bottom edge puts the guide's bottom `inset`
    /// below the panel's top, from the top edge the panel's top `inset`
    /// below the guide's top; a fractional inset is that share of the
    /// guide's height.
    @MainActor public func testSurfaceTopY(in view: UIView) -> CGFloat {
        let insets = referenceGuide == .safeArea ? view.safeAreaInsets : UIEdgeInsets()
        let guideTop = insets.top
        let guideBottom = view.bounds.height - insets.bottom
        let distance = isAbsolute ? inset : (guideBottom - guideTop) * inset
        switch referenceEdge {
        case .top: return guideTop + distance
        case .bottom: return guideBottom - distance
        case .left, .right: fatalError("Unsupported reference edges")
        }
    }
}
