// NOT APPLE API. Everything in this file exists only so tests can drive the
// declarations in this folder: make a detent resolution context, read back
// what generated code configured, and set what a view measures. Generated
// code must never call any of it.

/// A detent resolution context with the given maximum detent value, as
/// UIKit passes to a custom detent's resolver.
@available(iOS 16.0, *)
@MainActor public final class TestDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    public let maximumDetentValue: CGFloat
    public let containerTraitCollection: UITraitCollection

    public init(
        maximumDetentValue: CGFloat,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
        verticalSizeClass: UIUserInterfaceSizeClass = .regular
    ) {
        self.maximumDetentValue = maximumDetentValue
        self.containerTraitCollection = UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
        super.init()
    }
}

extension UISheetPresentationController.Detent {
    /// Whether the detent came from `custom(identifier:resolver:)`.
    public var testIsCustom: Bool { resolver != nil }

    /// The identifier, readable whatever the deployment target.
    public var testIdentifier: UISheetPresentationController.Detent.Identifier { storedIdentifier }
}

extension UISheetPresentationController {
    /// How many times `invalidateDetents()` was called.
    public var testInvalidationCount: Int { invalidations }
}

extension UIViewController {
    /// Sets the trait collection the controller reports.
    public func testSetTraitCollection(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass
    ) {
        storedTraitCollection = UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }
}

extension UIView {
    /// Sets the size `systemLayoutSizeFitting` reports, standing in for the
    /// Auto Layout engine.
    public func testSetFittingSize(_ size: CGSize) { fittingSize = size }

    /// Sets the insets `safeAreaInsets` reports.
    public func testSetSafeAreaInsets(_ insets: UIEdgeInsets) { storedSafeAreaInsets = insets }
}
