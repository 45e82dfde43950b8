// UIViewController: the properties the generated code sets before a sheet
// is presented, and the presentation controllers it reaches through them.

/// Apple docs: "UIViewController" — UIKit
@MainActor open class UIViewController: NSObject {
    /// Apple docs: "init(nibName:bundle:)" — UIViewController
    ///
    /// The designated initializer for code-built controllers: a subclass's own
    /// initializer calls it, not `super.init()`.
    @available(iOS 2.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Apple docs: "init(coder:)" — UIViewController (NSCoding; UIKit's own page
    /// was not retrieved: the form is the override on UIHostingController's page,
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:),
    /// `required` because it is NSCoding's requirement)
    ///
    /// A subclass that declares a designated initializer must provide it, as
    /// on iOS. There are no archives here: it fails.
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { nil }

    /// Apple docs: "init()" — NSObject (inherited: UIViewController declares
    /// designated initializers, so the importer makes NSObject's `init()` a
    /// convenience initializer, `init(nibName: nil, bundle: nil)`)
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    @available(iOS 2.0, *)
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // Not Apple API: the children added.
    var children: [UIViewController] = []

    // Not Apple API: the controller addChild(_:) made this one a child of.
    weak var storedParent: UIViewController?

    /// Apple docs: "parent" — UIViewController
    @available(iOS 5.0, *)
    open var parent: UIViewController? { storedParent }

    /// Apple docs: "addChild(_:)" — UIViewController
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.storedParent = self
    }

    /// Apple docs: "didMove(toParent:)" — UIViewController
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    // Not Apple API: whether removeFromParent() was called.
    var wasRemovedFromParent = false

    /// Apple docs: "willMove(toParent:)" — UIViewController
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// Apple docs: "removeFromParent()" — UIViewController
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, *)
    open func removeFromParent() {
        wasRemovedFromParent = true
        storedParent?.children.removeAll { $0 === self }
        storedParent = nil
    }

    /// Apple docs: "viewWillLayoutSubviews()" — UIViewController
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}

    // Not Apple API: the coordinator transitionCoordinator reports (TestHooks.swift).
    var storedTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

    /// Apple docs: "transitionCoordinator" — UIViewController
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { storedTransitionCoordinator }

    /// Apple docs: "view" — UIViewController
    @available(iOS 2.0, *)
    open var view: UIView! = UIView()

    /// Apple docs: "modalPresentationStyle" — UIViewController
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Apple docs: "preferredContentSize" — UIViewController
    @available(iOS 7.0, *)
    open var preferredContentSize: CGSize = .zero

    /// Apple docs: "transitioningDelegate" — UIViewController
    @available(iOS 7.0, *)
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    // Not Apple API: the presentation controller a presentation made.
    var activePresentationController: UIPresentationController?
    // Not Apple API: whether reading `presentationController` before any
    // presentation made it (and for which style).
    var presentationControllerMadeEarlyFor: UIModalPresentationStyle?

    /// Apple docs: "presentationController" — UIViewController
    ///
    /// As its page says: read before the controller is presented, it creates a
    /// presentation controller for the current `modalPresentationStyle` (a page
    /// sheet's for the sheet styles, a popover's for `.popover`, the
    /// transitioning delegate's for `.custom`, UIKit's plain one otherwise),
    /// which the presentation then uses; `present` records a violation when a
    /// controller made for another style is presented as `.custom` (its
    /// transitioning delegate's presentation controller is never asked for).
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? {
        if let activePresentationController { return activePresentationController }
        guard presentingController == nil else { return nil }
        // Not Apple API: the presentation controller for the current style.
        var style: UIPresentationController? = popoverPresentationController
        if #available(iOS 15.0, *) { style = style ?? sheetPresentationController }
        if modalPresentationStyle == .custom {
            style = transitioningDelegate?.presentationController(forPresented: self, presenting: nil, source: self)
        }
        let made = style ?? UIPresentationController(owner: self)
        activePresentationController = made
        presentationControllerMadeEarlyFor = modalPresentationStyle
        return made
    }

    /// Apple docs: "presentedViewController" — UIViewController
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { presentedController }

    // Not Apple API: what present(_:animated:completion:) was given, and the
    // controller that presented this one (until it is dismissed).
    var presentedController: UIViewController?
    // Not Apple API (see above).
    weak var presentingController: UIViewController?

    /// Apple docs: "present(_:animated:completion:)" — UIViewController
    ///
    /// Records a violation (RunTimeRules.swift) where UIKit refuses the
    /// presentation: a controller with a parent, one already presented, a
    /// popover without an anchor in a regular-width environment.
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        let name = String(describing: type(of: viewControllerToPresent))
        if let parent = viewControllerToPresent.parent {
            UIKitRunTimeRule.presentedControllerHasAParent.record("\(name) is a child of \(type(of: parent))")
        }
        if viewControllerToPresent.presentingController != nil {
            UIKitRunTimeRule.presentedControllerIsAlreadyPresented.record(name)
        }
        if viewControllerToPresent.modalPresentationStyle == .popover, traitCollection.horizontalSizeClass != .compact,
            viewControllerToPresent.popoverPresentationController?.sourceView == nil
        {
            UIKitRunTimeRule.popoverWithoutAnAnchor.record(name)
        }
        if let early = viewControllerToPresent.presentationControllerMadeEarlyFor, early != .custom,
            viewControllerToPresent.modalPresentationStyle == .custom
        {
            UIKitRunTimeRule.presentationControllerReadBeforePresentation.record(
                "\(name): made for style \(early.rawValue), presented as custom")
        }
        presentedController = viewControllerToPresent
        viewControllerToPresent.presentingController = self
        completion?()
    }

    /// Apple docs: "dismiss(animated:completion:)" — UIViewController
    ///
    /// As its page says: called on a controller that presents another, it
    /// dismisses that child and every controller presented above it (so on a
    /// presented controller that itself presents one, only that one goes);
    /// called on a presented controller that presents nothing, the presenting
    /// controller handles it and dismisses it.
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedController {
            presented.dismissChain()
            presentedController = nil
        } else if let presenting = presentingController {
            presenting.presentedController = nil
            presentingController = nil
        }
        completion?()
    }

    // Not Apple API: takes this controller and every one above it off the stack.
    func dismissChain() {
        presentedController?.dismissChain()
        presentedController = nil
        presentingController = nil
    }

    /// Apple docs: "isModalInPresentation" — UIViewController
    @available(iOS 13.0, *)
    open var isModalInPresentation: Bool = false

    /// Apple docs: "traitCollection" — UITraitEnvironment (adopted by UIViewController)
    ///
    /// A controller presented as a popover in a regular-width environment reports
    /// a compact horizontal size class (UIKit's behaviour inside a popover; no
    /// page read here says so: experience, docs/AppleInterfaces.md).
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        guard modalPresentationStyle == .popover, let presenting = presentingController,
            presenting.traitCollection.horizontalSizeClass != .compact
        else { return storedTraitCollection }
        return UITraitCollection(horizontal: .compact, vertical: storedTraitCollection.verticalSizeClass)
    }

    /// Apple docs: "presentingViewController" — UIViewController
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    ///
    /// As its page says: the controller that presented this one, or else the one
    /// that presented its nearest presented ancestor.
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { presentingController ?? parent?.presentingViewController }

    // Not Apple API: the trait collection TestHooks.swift lets a test set,
    // and the presentation controllers, made on first use.
    var storedTraitCollection = UITraitCollection()
    private var sheet: UISheetPresentationController?
    private var popover: UIPopoverPresentationController?

    /// Apple docs: "sheetPresentationController" — UIViewController
    ///
    /// As documented: nil unless the presentation style is a page or form
    /// sheet (`.automatic` resolves to a page sheet).
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let sheet { return sheet }
        let made = UISheetPresentationController(owner: self)
        sheet = made
        return made
    }

    /// Apple docs: "popoverPresentationController" — UIViewController
    ///
    /// Non-nil when the presentation style is `.popover`.
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover { return popover }
        let made = UIPopoverPresentationController(owner: self)
        popover = made
        return made
    }
}

/// Apple docs: "UIModalPresentationStyle" — UIKit
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    /// Apple docs: "UIModalPresentationStyle.fullScreen" — UIModalPresentationStyle
    case fullScreen = 0
    /// Apple docs: "UIModalPresentationStyle.pageSheet" — UIModalPresentationStyle
    case pageSheet = 1
    /// Apple docs: "UIModalPresentationStyle.formSheet" — UIModalPresentationStyle
    case formSheet = 2
    /// Apple docs: "UIModalPresentationStyle.currentContext" — UIModalPresentationStyle
    case currentContext = 3
    /// Apple docs: "UIModalPresentationStyle.custom" — UIModalPresentationStyle
    case custom = 4
    /// Apple docs: "UIModalPresentationStyle.overFullScreen" — UIModalPresentationStyle
    case overFullScreen = 5
    /// Apple docs: "UIModalPresentationStyle.overCurrentContext" — UIModalPresentationStyle
    case overCurrentContext = 6
    /// Apple docs: "UIModalPresentationStyle.popover" — UIModalPresentationStyle
    case popover = 7
    /// Apple docs: "UIModalPresentationStyle.none" — UIModalPresentationStyle
    case none = -1
    /// Apple docs: "UIModalPresentationStyle.automatic" — UIModalPresentationStyle
    @available(iOS 13.0, *)
    case automatic = -2
}
