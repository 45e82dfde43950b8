// The UIKit declarations the `floatingpanel` backend's code and the
// FloatingPanel declarations (Tests/ThirdPartyInterfaces/FloatingPanel) use
// that the other interface files do not declare.

/// Apple docs: "UIRectEdge" — UIKit
/// https://developer.apple.com/documentation/uikit/uirectedge (iOS 7.0; bit values from its Objective-C header, as Microsoft's bindings list them: top 1, left 2, bottom 4, right 8)
@available(iOS 7.0, *)
public struct UIRectEdge: OptionSet, Sendable {
    /// Apple docs: "rawValue" — UIRectEdge
    @available(iOS 7.0, *)
    public let rawValue: UInt
    /// Apple docs: "init(rawValue:)" — UIRectEdge
    @available(iOS 7.0, *)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Apple docs: "top" — UIRectEdge
    @available(iOS 7.0, *)
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// Apple docs: "left" — UIRectEdge
    @available(iOS 7.0, *)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// Apple docs: "bottom" — UIRectEdge
    @available(iOS 7.0, *)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// Apple docs: "right" — UIRectEdge
    @available(iOS 7.0, *)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Apple docs: "all" — UIRectEdge
    @available(iOS 7.0, *)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

// Not Apple API: the storage of `isHidden`, which an extension cannot add
// to `UIView` (declared in View.swift, which this file does not edit).
@MainActor private var hiddenViews: Set<ObjectIdentifier> = []

extension UIView {
    /// Apple docs: "isHidden" — UIView (the page gives no iOS version)
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    public var isHidden: Bool {
        get { hiddenViews.contains(ObjectIdentifier(self)) }
        set {
            if newValue { hiddenViews.insert(ObjectIdentifier(self)) } else { hiddenViews.remove(ObjectIdentifier(self)) }
        }
    }
}
