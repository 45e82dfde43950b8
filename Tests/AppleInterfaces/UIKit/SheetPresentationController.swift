// UISheetPresentationController: what the generated UIKit code configures.
// Setting a property here only stores it (the tests read it back).

/// Apple docs: "UISheetPresentationController" — UIKit
@available(iOS 15.0, *)
@MainActor open class UISheetPresentationController: UIPresentationController {
    /// Apple docs: "detents" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var detents: [UISheetPresentationController.Detent] = [.large()]

    /// Apple docs: "selectedDetentIdentifier" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        // Not Apple API: counts the selections made inside animateChanges(_:) (TestHooks.swift).
        didSet { if isAnimatingChanges { animatedSelections += 1 } }
    }

    /// Apple docs: "largestUndimmedDetentIdentifier" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?

    /// Apple docs: "prefersGrabberVisible" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var prefersGrabberVisible: Bool = false

    /// Apple docs: "preferredCornerRadius" — UISheetPresentationController
    @available(iOS 15.0, *)
    @MainActor @preconcurrency open var preferredCornerRadius: CGFloat?

    /// Apple docs: "prefersScrollingExpandsWhenScrolledToEdge" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true

    /// Apple docs: "prefersEdgeAttachedInCompactHeight" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var prefersEdgeAttachedInCompactHeight: Bool = false

    /// Apple docs: "widthFollowsPreferredContentSizeWhenEdgeAttached" — UISheetPresentationController
    @available(iOS 15.0, *)
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false

    /// Apple docs: "prefersPageSizing" — UISheetPresentationController
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing
    @available(iOS 17.0, *)
    open var prefersPageSizing: Bool {
        get { storedPrefersPageSizing }
        set { storedPrefersPageSizing = newValue }
    }
    // Not Apple API: where `prefersPageSizing` (documented default `true`) is
    // kept, since a stored property cannot be newer than its class.
    private var storedPrefersPageSizing = true

    // `delegate` (the page "delegate" of UISheetPresentationController types it
    // `UISheetPresentationControllerDelegate`) is UIPresentationController's,
    // typed as the adaptive delegate (see UIPopoverPresentationController).

    // Not Apple API: how often invalidateDetents() was called, and how often
    // inside animateChanges(_:) (TestHooks.swift); whether a block of
    // animateChanges(_:) is running.
    var invalidations = 0
    // Not Apple API (see above).
    var animatedInvalidations = 0
    // Not Apple API: how often `selectedDetentIdentifier` was set inside animateChanges(_:).
    var animatedSelections = 0
    private var isAnimatingChanges = false

    /// Apple docs: "animateChanges(_:)" — UISheetPresentationController
    @available(iOS 15.0, *)
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        defer { isAnimatingChanges = false }
        changes()
    }

    /// Apple docs: "invalidateDetents()" — UISheetPresentationController
    ///
    /// Its page asks for the call inside `animateChanges(_:)` to animate the
    /// change; the calls made there are counted apart.
    @available(iOS 16.0, *)
    open func invalidateDetents() {
        invalidations += 1
        if isAnimatingChanges { animatedInvalidations += 1 }
    }
}

/// Apple docs: "UISheetPresentationControllerDelegate" — UIKit
///
/// The requirement is `optional` on iOS; see UIAdaptivePresentationControllerDelegate.
@available(iOS 15.0, *)
@MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Apple docs: "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)" — UISheetPresentationControllerDelegate
    @available(iOS 15.0, *)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    // Not Apple API: default standing in for `optional`.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
