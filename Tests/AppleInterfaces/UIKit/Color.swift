// UIColor, CGColor and CALayer's border: what the UIKit shell uses to paint
// a spec's `style:` (dimming colour, border, grabber). UIKit re-exports
// CoreGraphics and QuartzCore on Apple platforms, so `CGColor` and `CALayer`
// are declared here, in the module the shell imports as `UIKit`.

/// Apple docs: "UIColor" — UIKit (page not retrieved; its members' pages carry their versions)
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    // Not Apple API: the components given, for the tests.
    public let testComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Apple docs: "init(red:green:blue:alpha:)" — UIColor
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    @available(iOS 2.0, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        testComponents = (red, green, blue, alpha)
        super.init()
    }

    // Conformance to NSCopying (UIColor's page lists it); colours are immutable.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Apple docs: "cgColor" — UIColor
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    @available(iOS 2.0, *)
    open var cgColor: CGColor { CGColor(testComponents: testComponents) }
}

/// Apple docs: "CGColor" — Core Graphics (page not retrieved; the type of
/// `UIColor.cgColor` and `CALayer.backgroundColor` on their pages)
public final class CGColor: @unchecked Sendable {
    // Not Apple API: the components of the UIColor it came from.
    public let testComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    // Not Apple API as written: Core Graphics makes colours through its own functions.
    init(testComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        self.testComponents = testComponents
    }
}

/// Apple docs: "CALayer" — Core Animation (page not retrieved; its members' pages carry their versions)
@MainActor open class CALayer: NSObject {
    // Not Apple API as written (a layer is made by its view).
    public override init() { super.init() }

    /// Apple docs: "borderWidth" — CALayer
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    @available(iOS 2.0, *)
    open var borderWidth: CGFloat = 0

    /// Apple docs: "borderColor" — CALayer (page not retrieved: the borderWidth
    /// page links to it; the type is that of `backgroundColor` on
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor)
    @available(iOS 2.0, *)
    open var borderColor: CGColor?

    /// Apple docs: "cornerRadius" — CALayer
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    @available(iOS 2.0, *)
    open var cornerRadius: CGFloat = 0

    /// Apple docs: "masksToBounds" — CALayer
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    @available(iOS 2.0, *)
    open var masksToBounds: Bool = false

    /// Apple docs: "maskedCorners" — CALayer
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners
    /// (the page gives no default; here all four corners, which round when a
    /// radius is set and nothing else is)
    @available(iOS 11.0, *)
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// Apple docs: "CACornerMask" — Core Animation (an `NS_OPTIONS` set; bit values from Microsoft's bindings)
/// https://developer.apple.com/documentation/quartzcore/cacornermask
@available(iOS 11.0, *)
public struct CACornerMask: OptionSet, Hashable, Sendable {
    // Conformance to OptionSet.
    public let rawValue: UInt

    /// Apple docs: "init(rawValue:)" — CACornerMask
    @available(iOS 11.0, *)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apple docs: "layerMinXMinYCorner" — CACornerMask
    @available(iOS 11.0, *)
    public static var layerMinXMinYCorner: CACornerMask { CACornerMask(rawValue: 1) }

    /// Apple docs: "layerMaxXMinYCorner" — CACornerMask
    @available(iOS 11.0, *)
    public static var layerMaxXMinYCorner: CACornerMask { CACornerMask(rawValue: 2) }

    /// Apple docs: "layerMinXMaxYCorner" — CACornerMask
    @available(iOS 11.0, *)
    public static var layerMinXMaxYCorner: CACornerMask { CACornerMask(rawValue: 4) }

    /// Apple docs: "layerMaxXMaxYCorner" — CACornerMask
    @available(iOS 11.0, *)
    public static var layerMaxXMaxYCorner: CACornerMask { CACornerMask(rawValue: 8) }
}
