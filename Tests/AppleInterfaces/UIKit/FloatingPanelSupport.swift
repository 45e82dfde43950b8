// The UIKit declarations the `floatingpanel` backend's code and the
// FloatingPanel declarations (Tests/ThirdPartyInterfaces/FloatingPanel) use
// that the other interface files do not declare.

/// Apple docs: "UIRectEdge" — UIKit
/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
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
