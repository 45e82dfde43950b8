// UIView: its bounds and the Auto Layout fitting calls that measure the
// content of a content-fitted detent.

/// Apple docs: "UIView" — UIKit
@MainActor open class UIView: NSObject {
    /// Apple docs: "init(frame:)" — UIView
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    ///
    /// "The designated initializer for the UIView class" (its page). A
    /// subclass's own initializer calls it, not `super.init()`.
    @available(iOS 2.0, *)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        self.bounds.size = frame.size
    }

    /// Apple docs: "init(coder:)" — UIView (NSCoding; UIView's own page was not
    /// retrieved: the form is the override on UIHostingController's page,
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:),
    /// `required` because it is NSCoding's requirement)
    ///
    /// A subclass that declares a designated initializer must provide it, as
    /// on iOS. There are no archives here: it fails.
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { nil }

    /// Apple docs: "init()" — NSObject (inherited: UIView declares designated
    /// initializers, so the importer makes NSObject's `init()` a convenience
    /// initializer, which creates the view with a zero frame)
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(iOS 2.0, *)
    public convenience override init() { self.init(frame: .zero) }

    /// Apple docs: "bounds" — UIView (the page gives no iOS version)
    open var bounds: CGRect = .zero

    /// Apple docs: "frame" — UIView (page not retrieved; linked from UIViewPropertyAnimator's page)
    ///
    /// Setting it sizes `bounds`, as in UIKit.
    open var frame: CGRect = .zero {
        didSet {
            bounds.size = frame.size
            if frame.size != oldValue.size { sizeChanges += 1 }
        }
    }

    // Not Apple API: how many times setting `frame` changed the view's size, each
    // of which invalidates its layout (TestHooks.swift).
    var sizeChanges = 0

    /// Apple docs: "alpha" — UIView (page not retrieved; linked from UIViewPropertyAnimator's page)
    open var alpha: CGFloat = 1

    /// Apple docs: "backgroundColor" — UIView (the page gives no iOS version)
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @NSCopying open var backgroundColor: UIColor?

    // Not Apple API: the layer `layer` returns, made with the view.
    let storedLayer = CALayer()

    /// Apple docs: "layer" — UIView
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    @available(iOS 2.0, *)
    open var layer: CALayer { storedLayer }

    // Not Apple API: the subviews added.
    var addedSubviews: [UIView] = []
    // Not Apple API: the gesture recognizers added.
    var addedGestureRecognizers: [UIGestureRecognizer] = []

    // Not Apple API: the view this one was added to.
    weak var parentView: UIView?

    /// Apple docs: "addSubview(_:)" — UIView (the page gives no iOS version)
    open func addSubview(_ view: UIView) {
        view.parentView = self
        addedSubviews.append(view)
    }

    /// Apple docs: "insertSubview(_:at:)" — UIView (the page gives no iOS version)
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        view.parentView = self
        addedSubviews.insert(view, at: min(max(index, 0), addedSubviews.count))
    }

    /// Apple docs: "point(inside:with:)" — UIView (the page gives no iOS version)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Apple docs: "hitTest(_:with:)" — UIView (the page gives no iOS version)
    ///
    /// The subviews, front to back, then the view itself when the point is
    /// inside it; a subview's frame origin is its place in this view. A view
    /// whose `isUserInteractionEnabled` is false is skipped, with its subviews.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in addedSubviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Apple docs: "convert(_:to:)" — UIView (the page gives no iOS version)
    ///
    /// Through the frame origins of both views' superviews (a view with no
    /// superview is the window); `nil` converts to the window.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Apple docs: "convert(_:from:)" — UIView (the rectangle overload, convertRect:fromView:)
    ///
    /// `nil` converts from window base coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return CGRect(
            x: rect.origin.x + theirs.x - mine.x, y: rect.origin.y + theirs.y - mine.y,
            width: rect.size.width, height: rect.size.height)
    }

    /// Apple docs: "window" — UIView
    ///
    /// The window at the root of the view's superviews; nil when the root is
    /// not a window.
    @available(iOS 2.0, *)
    open var window: UIWindow? { parentView?.window ?? (self as? UIWindow) }

    // Not Apple API: where this view's origin is in window coordinates.
    var originInWindow: CGPoint {
        guard let parentView else { return .zero }
        let parent = parentView.originInWindow
        return CGPoint(x: parent.x + frame.origin.x, y: parent.y + frame.origin.y)
    }

    /// Apple docs: "removeFromSuperview()" — UIView (the page gives no iOS version)
    open func removeFromSuperview() {}

    /// Apple docs: "addGestureRecognizer(_:)" — UIView
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.attachedView = self
        addedGestureRecognizers.append(gestureRecognizer)
    }

    // Not Apple API: the insets safeAreaInsets reports (TestHooks.swift).
    var storedSafeAreaInsets = UIEdgeInsets()

    /// Apple docs: "safeAreaInsets" — UIView
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    // Not Apple API: the size the fitting calls report (TestHooks.swift).
    var fittingSize: CGSize = .zero

    /// Apple docs: "layoutFittingCompressedSize" — UIView
    @available(iOS 6.0, *)
    public class var layoutFittingCompressedSize: CGSize { .zero }

    /// Apple docs: "systemLayoutSizeFitting(_:)" — UIView
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSize }

    /// Apple docs: "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)" — UIView
    ///
    /// Returns the fitting size a test set (TestHooks.swift), with the width
    /// of `targetSize` when the horizontal priority is `.required`: this
    /// module has no Auto Layout engine.
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let width = horizontalFittingPriority == .required ? targetSize.width : fittingSize.width
        return CGSize(width: width, height: fittingSize.height)
    }

    /// Apple docs: "isUserInteractionEnabled" — UIView
    /// https://developer.apple.com/tutorials/data/documentation/uikit/uiview/isuserinteractionenabled.md
    @available(iOS 2.0, *)
    open var isUserInteractionEnabled: Bool = true

    // The accessibility members below are NSObject's (UIKit's informal
    // UIAccessibility protocol, and UIAccessibilityAction for the methods). On
    // Linux NSObject is Foundation's and cannot carry overridable members, so
    // they are declared on UIView, the only class the shell sets them on.

    /// Apple docs: "isAccessibilityElement" — NSObject (page not retrieved; `var isAccessibilityElement: Bool` in UIKit's iOS 10.1 API diff)
    open var isAccessibilityElement: Bool = false

    /// Apple docs: "accessibilityLabel" — NSObject (page not retrieved; `var accessibilityLabel: String?` in UIKit's iOS 10.1 API diff)
    open var accessibilityLabel: String?

    /// Apple docs: "accessibilityValue" — NSObject (`var accessibilityValue: String? { get set }` on UIAccessibilityElement's page)
    open var accessibilityValue: String?

    /// Apple docs: "accessibilityTraits" — NSObject (`var accessibilityTraits: UIAccessibilityTraits { get set }` on UIAccessibilityElement's page)
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// Apple docs: "accessibilityViewIsModal" — NSObject (page not retrieved; `var accessibilityViewIsModal: Bool` in UIKit's iOS 10.1 API diff)
    open var accessibilityViewIsModal: Bool = false

    /// Apple docs: "accessibilityIncrement()" — NSObject (page not retrieved; `func accessibilityIncrement()` in UIKit's iOS 10.1 API diff, `@MainActor` like accessibilityDecrement())
    open func accessibilityIncrement() {}

    /// Apple docs: "accessibilityDecrement()" — NSObject
    /// https://developer.apple.com/tutorials/data/documentation/objectivec/nsobject-swift.class/accessibilitydecrement().md
    @available(iOS 4.0, *)
    open func accessibilityDecrement() {}

    /// Apple docs: "accessibilityPerformEscape()" — NSObject
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape().md
    ///
    /// "By default, this method returns NO."
    @available(iOS 5.0, *)
    open func accessibilityPerformEscape() -> Bool { false }
}

/// Apple docs: "UILayoutPriority" — UIKit
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    // Conformance to RawRepresentable.
    public let rawValue: Float

    /// Apple docs: "init(_:)" — UILayoutPriority
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Apple docs: "init(rawValue:)" — UILayoutPriority
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Apple docs: "required" — UILayoutPriority
    @available(iOS 6.0, *)
    public static var required: UILayoutPriority { UILayoutPriority(1000) }

    /// Apple docs: "defaultHigh" — UILayoutPriority
    @available(iOS 6.0, *)
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }

    /// Apple docs: "defaultLow" — UILayoutPriority
    @available(iOS 6.0, *)
    public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }

    /// Apple docs: "fittingSizeLevel" — UILayoutPriority
    @available(iOS 6.0, *)
    public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
}

/// Apple docs: "UIEdgeInsets" — UIKit (the page gives no iOS version)
public struct UIEdgeInsets: Hashable, Sendable {
    /// Apple docs: "top" — UIEdgeInsets
    public var top: CGFloat
    /// Apple docs: "left" — UIEdgeInsets
    public var left: CGFloat
    /// Apple docs: "bottom" — UIEdgeInsets
    public var bottom: CGFloat
    /// Apple docs: "right" — UIEdgeInsets
    public var right: CGFloat

    /// Apple docs: "init()" — UIEdgeInsets
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Apple docs: "init(top:left:bottom:right:)" — UIEdgeInsets
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
