// The FloatingPanel API that the `floatingpanel` backend's generated code
// uses, transcribed (declarations only, no implementation) from
// scenee/FloatingPanel at tag 2.8.8, for type-checking that code on Linux.
// Compiled by the tests into a module named `FloatingPanel` over the UIKit
// stand-in (Tests/AppleInterfaces/UIKit); never a SwiftPM target.
//
// What differs from the source, because Linux has no Objective-C runtime:
// `@objc` is dropped, and the `@objc optional` requirements of
// `FloatingPanelLayout` and `FloatingPanelBehavior` are protocol
// requirements with default implementations (FloatingPanel's own defaults,
// `FloatingPanelDefaultBehavior`), which a conforming type may implement as
// the generated code does. `layoutConstraints(_:for:)` of
// `FloatingPanelLayoutAnchoring` returns Auto Layout constraints, which the
// stand-in UIKit has not: the tests compute an anchor's position by
// FloatingPanel's rules from the values the initializers record
// (`TestHooks.swift`). FloatingPanel 2.8.8 is a Swift 5 module with no
// concurrency annotations; this one is compiled in Swift 5 mode too.
import UIKit

/// FloatingPanel 2.8.8 `Sources/State.swift`: `open class FloatingPanelState: NSObject, NSCopying, RawRepresentable`
open class FloatingPanelState: NSObject {
    /// `public init(rawValue: RawValue, order: Int)`
    public init(rawValue: String, order: Int) {
        self.rawValue = rawValue
        self.order = order
    }
    /// `public let rawValue: RawValue`
    public let rawValue: String
    /// `public let order: Int`
    public let order: Int
    /// `public static let full`, `half`, `tip`, `hidden` (orders 1000, 500, 100, 0)
    public static let full = FloatingPanelState(rawValue: "full", order: 1000)
    public static let half = FloatingPanelState(rawValue: "half", order: 500)
    public static let tip = FloatingPanelState(rawValue: "tip", order: 100)
    public static let hidden = FloatingPanelState(rawValue: "hidden", order: 0)
}

/// `Sources/Position.swift`: `@objc public enum FloatingPanelPosition: Int`
public enum FloatingPanelPosition: Int {
    case top, left, bottom, right
}

/// `Sources/LayoutProperties.swift`: `@objc public enum FloatingPanelReferenceEdge: Int`
public enum FloatingPanelReferenceEdge: Int {
    case top, left, bottom, right
}

/// `Sources/LayoutProperties.swift`: `@objc public enum FloatingPanelLayoutReferenceGuide: Int`
public enum FloatingPanelLayoutReferenceGuide: Int {
    case superview = 0
    case safeArea = 1
}

/// `Sources/LayoutAnchoring.swift`: `@objc public protocol FloatingPanelLayoutAnchoring`
public protocol FloatingPanelLayoutAnchoring: AnyObject {
    var referenceGuide: FloatingPanelLayoutReferenceGuide { get }
}

/// `Sources/LayoutAnchoring.swift`: `@objc final public class FloatingPanelLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring`
public final class FloatingPanelLayoutAnchor: NSObject, FloatingPanelLayoutAnchoring {
    /// `@objc public init(absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide)`
    public init(absoluteInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
        self.inset = absoluteInset
        self.referenceEdge = edge
        self.referenceGuide = referenceGuide
        self.isAbsolute = true
    }
    /// `@objc public init(fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide)`
    public init(fractionalInset: CGFloat, edge: FloatingPanelReferenceEdge, referenceGuide: FloatingPanelLayoutReferenceGuide) {
        self.inset = fractionalInset
        self.referenceEdge = edge
        self.referenceGuide = referenceGuide
        self.isAbsolute = false
    }
    // Internal in FloatingPanel (`let inset`, `let isAbsolute`, `@objc let referenceEdge`).
    let inset: CGFloat
    let isAbsolute: Bool
    let referenceEdge: FloatingPanelReferenceEdge
    /// `@objc public let referenceGuide: FloatingPanelLayoutReferenceGuide`
    public let referenceGuide: FloatingPanelLayoutReferenceGuide
}

/// `Sources/Layout.swift`: `@objc public protocol FloatingPanelLayout`
public protocol FloatingPanelLayout: AnyObject {
    /// `@objc var position: FloatingPanelPosition { get }`
    var position: FloatingPanelPosition { get }
    /// `@objc var initialState: FloatingPanelState { get }`
    var initialState: FloatingPanelState { get }
    /// `@objc var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }`
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] { get }
    /// `@objc optional func backdropAlpha(for state: FloatingPanelState) -> CGFloat`
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat
}

extension FloatingPanelLayout {
    // FloatingPanel's default when the optional method is missing (`LayoutAdapter.backdropAlpha(for:)`).
    public func backdropAlpha(for state: FloatingPanelState) -> CGFloat { state == .full ? 0.3 : 0 }
}

/// `Sources/Behavior.swift`: `@objc public protocol FloatingPanelBehavior`
public protocol FloatingPanelBehavior: AnyObject {
    /// `@objc optional var springDecelerationRate: CGFloat { get }`
    var springDecelerationRate: CGFloat { get }
    /// `@objc optional var springResponseTime: CGFloat { get }`
    var springResponseTime: CGFloat { get }
    /// `@objc optional var momentumProjectionRate: CGFloat { get }`
    var momentumProjectionRate: CGFloat { get }
    /// `@objc optional func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool`
    func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool
    /// `@objc optional func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat`
    func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat
    /// `@objc optional func allowsRubberBanding(for edge: UIRectEdge) -> Bool`
    func allowsRubberBanding(for edge: UIRectEdge) -> Bool
    /// `@objc optional var removalInteractionVelocityThreshold: CGFloat { get }`
    var removalInteractionVelocityThreshold: CGFloat { get }
}

extension FloatingPanelBehavior {
    // `FloatingPanelDefaultBehavior`'s values, which `BehaviorAdapter` uses for a missing member.
    public var springDecelerationRate: CGFloat { 0.99 + 0.001 }
    public var springResponseTime: CGFloat { 0.4 }
    public var momentumProjectionRate: CGFloat { 0.998 }
    public func shouldProjectMomentum(_ fpc: FloatingPanelController, to proposedState: FloatingPanelState) -> Bool { false }
    public func redirectionalProgress(_ fpc: FloatingPanelController, from: FloatingPanelState, to: FloatingPanelState) -> CGFloat { 0.5 }
    public func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
    public var removalInteractionVelocityThreshold: CGFloat { 5.5 }
}

/// `Sources/SurfaceView.swift`: `public class SurfaceAppearance: NSObject`
public class SurfaceAppearance: NSObject {
    public override init() {}
    /// `public var cornerRadius: CGFloat = 0.0`
    public var cornerRadius: CGFloat = 0.0
}

/// `Sources/GrabberView.swift`: `public class GrabberView: UIView`
public class GrabberView: UIView {}

/// `Sources/SurfaceView.swift`: `public class SurfaceView: UIView`
public class SurfaceView: UIView {
    /// `public let grabberHandle = GrabberView()`
    public let grabberHandle = GrabberView()
    /// `public var appearance = SurfaceAppearance()`
    public var appearance = SurfaceAppearance()
}

/// `Sources/BackdropView.swift`: `public class BackdropView: UIView`
public class BackdropView: UIView {
    /// `@objc public var dismissalTapGestureRecognizer: UITapGestureRecognizer` (disabled at first)
    public var dismissalTapGestureRecognizer: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer()
        recognizer.isEnabled = false
        return recognizer
    }()
}

/// `Sources/Controller.swift`: `open class FloatingPanelController: UIViewController`
open class FloatingPanelController: UIViewController {
    /// `public init(delegate: FloatingPanelControllerDelegate? = nil)` (the delegate is not transcribed)
    public init() { super.init(nibName: nil, bundle: nil) }
    /// `required public init?(coder aDecoder: NSCoder)` (not transcribed: no archives here)
    public required init?(coder aDecoder: NSCoder) { nil }
    /// `public var surfaceView: SurfaceView { get }`
    public let surfaceView = SurfaceView()
    /// `public var backdropView: BackdropView { get }`
    public let backdropView = BackdropView()
    /// `public var layout: FloatingPanelLayout { get set }` (FloatingPanelBottomLayout at first)
    public var layout: FloatingPanelLayout = TestDefaultLayout()
    /// `public var behavior: FloatingPanelBehavior { get set }` (FloatingPanelDefaultBehavior at first)
    public var behavior: FloatingPanelBehavior = TestDefaultBehavior()
    /// `public var isRemovalInteractionEnabled: Bool { get set }` (false at first)
    public var isRemovalInteractionEnabled: Bool = false
    /// `public var contentViewController: UIViewController? { get }`
    public private(set) var contentViewController: UIViewController?
    /// `public weak var trackingScrollView: UIScrollView? { get }`
    public private(set) weak var trackingScrollView: UIScrollView?
    /// `public func set(contentViewController: UIViewController?)`
    public func set(contentViewController: UIViewController?) { self.contentViewController = contentViewController }
    /// `public func track(scrollView: UIScrollView)`
    public func track(scrollView: UIScrollView) { trackingScrollView = scrollView }
    /// `public func invalidateLayout()`
    public func invalidateLayout() { testInvalidationCount += 1 }
    // Not FloatingPanel API: how often `invalidateLayout()` ran.
    public private(set) var testInvalidationCount = 0
}
