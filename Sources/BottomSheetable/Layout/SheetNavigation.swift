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
