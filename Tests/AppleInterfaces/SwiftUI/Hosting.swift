// UIHostingController: a SwiftUI view inside a UIKit app (Examples/SheetDemo
// pushes one per SwiftUI screen). It is a UIViewController, so this file
// imports the UIKit interface module, as SwiftUI imports UIKit on iOS.
import UIKit

/// Apple docs: "UIHostingController" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    /// Apple docs: "rootView" — UIHostingController
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public var rootView: Content

    /// Apple docs: "init(rootView:)" — UIHostingController
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple docs: "init(coder:)" — UIHostingController
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    ///
    /// `@MainActor @preconcurrency required dynamic init?(coder aDecoder: NSCoder)`
    /// on its page (`dynamic` needs the Objective-C runtime); it fails here.
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { nil }
}
