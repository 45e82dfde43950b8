/// The navigation stack inside a sheet (`BottomSheetNavigationController` in the
/// original; the controller itself is UIKit and lives in the app).
public struct SheetNavigation: Sendable, Hashable {
    /// Identifiers of the sheets this sheet may push, in spec order. Each pushed sheet
    /// replaces the stack's layout with its own.
    public var pushableSheets: [String]
    /// Pop by dragging from the screen's leading edge.
    public var interactivePop: Bool
    /// How this sheet's pushes, and the pops back to it, are animated.
    public var transition: NavigationTransition

    public init(pushableSheets: [String] = [], interactivePop: Bool = true, transition: NavigationTransition = .system) {
        self.pushableSheets = pushableSheets
        self.interactivePop = interactivePop
        self.transition = transition
    }
}

extension SheetNavigation: LayoutFields {
    /// The field list (`LayoutFields`), in the initializer's order. The plan
    /// writes the sheets that push this one (`pushedBy`, from the navigation
    /// graph) after `push`, so it writes the block by hand.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit(LayoutField("pushableSheets", plan: "push"), strings: pushableSheets)
        visitor.visit("interactivePop", interactivePop)
        visitor.visit("transition", word: transition)
    }
}
