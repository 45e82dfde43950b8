// UITraitCollection: the size classes a resolver may read from its context.

/// Apple docs: "UITraitCollection" — UIKit
open class UITraitCollection: NSObject, @unchecked Sendable {
    // Not Apple API: the stored traits (TestHooks.swift makes collections).
    let storedHorizontal: UIUserInterfaceSizeClass
    let storedVertical: UIUserInterfaceSizeClass

    init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified) {
        storedHorizontal = horizontal
        storedVertical = vertical
        super.init()
    }

    // Not Apple API: an empty trait collection.
    public override convenience init() { self.init(horizontal: .unspecified, vertical: .unspecified) }

    /// Apple docs: "horizontalSizeClass" — UITraitCollection
    @available(iOS 8.0, *)
    open var horizontalSizeClass: UIUserInterfaceSizeClass { storedHorizontal }

    /// Apple docs: "verticalSizeClass" — UITraitCollection
    @available(iOS 8.0, *)
    open var verticalSizeClass: UIUserInterfaceSizeClass { storedVertical }
}

/// Apple docs: "UIUserInterfaceSizeClass" — UIKit
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Apple docs: "UIUserInterfaceSizeClass.unspecified" — UIUserInterfaceSizeClass
    case unspecified = 0
    /// Apple docs: "UIUserInterfaceSizeClass.compact" — UIUserInterfaceSizeClass
    case compact = 1
    /// Apple docs: "UIUserInterfaceSizeClass.regular" — UIUserInterfaceSizeClass
    case regular = 2
}
