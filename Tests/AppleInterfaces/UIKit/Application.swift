// The app's entry point and window: what Examples/SheetDemo's app delegate
// uses (UIApplicationDelegate, UIApplication, UIWindow, UIScreen).

/// Apple docs: "UIApplication" — UIKit (page not retrieved; the type of the
/// delegate methods' first parameter)
@MainActor open class UIApplication: UIResponder {
    // Not Apple API as written (UIKit makes the one application object itself).
    public override init() { super.init() }
}

extension UIApplication {
    /// Apple docs: "UIApplication.LaunchOptionsKey" — UIApplication (page not
    /// retrieved; the key type of `launchOptions` on the page of
    /// `application(_:didFinishLaunchingWithOptions:)`)
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        // Conformance to RawRepresentable (the page lists it).
        public let rawValue: String
        // Conformance to RawRepresentable (the page lists it).
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Apple docs: "UIApplicationDelegate" — UIKit (page not retrieved; its
/// members' pages carry their versions)
///
/// `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`, as the
/// SDK-derived reference (onestack.dev, "UIApplicationDelegate") declares it:
/// only an NSObject can adopt it.
///
/// UIKit's delegate methods are `optional` Objective-C requirements; without
/// the Objective-C runtime they are requirements with a default implementation
/// in an extension, so a delegate may leave them out, as in UIKit.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Apple docs: "application(_:didFinishLaunchingWithOptions:)" — UIApplicationDelegate
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    @available(iOS 3.0, *)
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    // Not Apple API as written: the default that makes the requirement
    // optional, as `optional` does in UIKit.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Apple docs: "main()" — UIApplicationDelegate
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
    ///
    /// What `@main` on the app delegate calls. Never called here.
    @available(iOS 2.0, *)
    @MainActor @preconcurrency public static func main() {
        fatalError("UIApplicationDelegate.main() starts an app; the interface module has none")
    }
}

/// Apple docs: "UIScreen" — UIKit (page not retrieved; its members' pages carry their versions)
@MainActor open class UIScreen: NSObject {
    // Not Apple API as written (UIKit makes the screen objects).
    public override init() { super.init() }

    /// Apple docs: "main" — UIScreen
    /// https://developer.apple.com/documentation/uikit/uiscreen/main
    ///
    /// The page lists it under deprecated symbols from iOS 26 ("iOS: 2.0.0 -
    /// 26.0.0"): `@available(iOS, deprecated: 26.0)` in the SDK, which Swift
    /// reports only for a deployment target of 26 or later; not written here,
    /// where deprecations are not checked.
    @available(iOS 2.0, *)
    public class var main: UIScreen { UIScreen() }

    /// Apple docs: "bounds" — UIScreen
    /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
    @available(iOS 2.0, *)
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
}
