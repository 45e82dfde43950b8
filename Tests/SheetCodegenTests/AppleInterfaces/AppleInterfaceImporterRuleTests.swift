import Foundation
import Testing

/// Rules of the SDK's importer that the declarations must follow for code that
/// compiles here to compile on a Mac, each found by comparing a declaration with
/// its page (docs/AppleInterfaces.md, "The audit"). Each test compiles a
/// subclass or a call the way the shell or an app writes it, wrong and right.
@Suite(.serialized)
struct AppleInterfaceImporterRuleTests {
    static func check(_ text: String, importing frameworks: Set<AppleInterfaces.Framework> = [.uikit])
        throws -> AppleInterfaces.Outcome
    {
        try AppleInterfaces.typecheck([(name: "Subclass.swift", text: text)], importing: frameworks, minimumIOS: "15.0")
    }

    /// UIView's designated initializer is `init(frame:)`, UIViewController's
    /// `init(nibName:bundle:)`, UIGestureRecognizer's `init(target:action:)`
    /// (their pages); `init()` is a convenience initializer of each, and
    /// `init?(coder:)` is required of a view or controller that declares its own
    /// initializer. A subclass written as if `init()` were designated is rejected
    /// three ways, each for each class, as the iOS SDK rejects it.
    @Test func aSubclassInitializerThatCallsSuperInitIsRejected() throws {
        let wrong = """
            import UIKit
            final class Badge: UIView {
                override init() { super.init() }
            }
            final class Screen: UIViewController {
                override init() { super.init() }
            }
            final class Pan: UIPanGestureRecognizer {
                override init() { super.init() }
            }
            """
        let outcome = try Self.check(wrong)
        #expect(!outcome.succeeded)
        for type in ["UIView", "UIViewController", "UIPanGestureRecognizer"] {
            #expect(outcome.output.contains("must call a designated initializer of the superclass '\(type)'"), "\(type)\n\(outcome.output)")
        }
        // One per class (the compiler prints each error's line, then a caret line).
        let overrides = outcome.output.components(separatedBy: "\n").filter {
            $0.contains("Subclass.swift:") && $0.contains("error: initializer does not override a designated initializer")
        }
        #expect(overrides.count == 3, "\(outcome.output)")
        #expect(outcome.output.contains("'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'"), "\(outcome.output)")
        #expect(outcome.output.contains("'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'"), "\(outcome.output)")
        // A gesture recognizer is not NSCoding: nothing is required of it.
        #expect(!outcome.output.contains("subclass of 'UIPanGestureRecognizer'"), "\(outcome.output)")
    }

    /// The forms the shell and the example app use compile, and `init()` still
    /// makes each class (a convenience initializer a subclass inherits when it
    /// declares no initializer of its own).
    @Test func theDesignatedInitializersAndTheInheritedConvenienceOneCompile() throws {
        let right = """
            import UIKit
            final class Badge: UIView {
                init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            final class Screen: UIViewController {
                init(title: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class Pan: UIPanGestureRecognizer {
                init(tag: Int) { super.init(target: nil, action: nil) }
            }
            final class Plain: UIViewController {}
            final class Stack: UINavigationController {
                init(root: UIViewController) { super.init(rootViewController: root) }
                required init?(coder: NSCoder) { nil }
            }
            @MainActor func make() -> [NSObject] {
                [Badge(), Screen(title: "t"), Pan(tag: 1), Plain(), UIView(), UIViewController(), UIPanGestureRecognizer(),
                 UIWindow(frame: .zero), UIScrollView(), Stack(root: Plain())]
            }
            """
        let outcome = try Self.check(right)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    /// `UIHostingController`'s page declares `required init?(coder:)`: a subclass
    /// with its own initializer must provide it.
    @Test func aHostingControllerSubclassMustProvideInitCoder() throws {
        let wrong = """
            import SwiftUI
            final class Host: UIHostingController<EmptyView> {
                init() { super.init(rootView: EmptyView()) }
            }
            """
        let outcome = try Self.check(wrong, importing: [.swiftui])
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("'required' initializer 'init(coder:)' must be provided by subclass of 'UIHostingController<Content>'"), "\(outcome.output)")
    }
}

extension AppleInterfaceImporterRuleTests {
    /// `UIApplicationDelegate` refines `NSObjectProtocol` (it was declared
    /// `AnyObject`): an app delegate that is a plain Swift class is rejected, as on
    /// iOS; one that is an NSObject (the example's `UIResponder`) compiles.
    @Test func onlyAnNSObjectAdoptsTheAppDelegateProtocol() throws {
        let plain = try Self.check("""
            import UIKit
            final class AppDelegate: UIApplicationDelegate {}
            """)
        #expect(!plain.succeeded)
        #expect(plain.output.contains("does not conform to protocol 'NSObjectProtocol'"), "\(plain.output)")
        let responder = try Self.check("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        #expect(responder.succeeded, "\(responder.output)")
    }
}
