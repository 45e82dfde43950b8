// Buttons, actions, labels and stack views, and the system background colour:
// what the screens of Examples/SheetDemo are built from.

/// Apple docs: "UIImage" — UIKit
/// https://developer.apple.com/documentation/uikit/uiimage
///
/// Declared for the type of `UIAction`'s `image` parameter; nothing more.
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    // Not Apple API as written (UIKit makes images from data, files or names).
    public override init() { super.init() }
}

/// Apple docs: "UIMenuElement" — UIKit (page not retrieved; its nested types'
/// pages carry their versions)
@MainActor open class UIMenuElement: NSObject {
    // Not Apple API as written (UIKit's initializer is inherited from NSObject).
    public override init() { super.init() }
}

extension UIMenuElement {
    /// Apple docs: "UIMenuElement.Attributes" — UIMenuElement
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    ///
    /// An NS_OPTIONS type: an `OptionSet` over `UInt`. Its named options are
    /// not declared (the example uses none).
    @available(iOS 13.0, *)
    public struct Attributes: OptionSet, Hashable, Sendable {
        // Conformance to OptionSet (the page lists it).
        public let rawValue: UInt
        /// Apple docs: "init(rawValue:)" — UIMenuElement.Attributes
        @available(iOS 13.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// Apple docs: "UIMenuElement.State" — UIMenuElement
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    ///
    /// An NS_ENUM: an `Int` enumeration, open to new cases.
    @available(iOS 13.0, *)
    public enum State: Int, Hashable, Sendable {
        /// Apple docs: "UIMenuElement.State.off" — UIMenuElement.State
        case off = 0
        /// Apple docs: "UIMenuElement.State.on" — UIMenuElement.State
        case on = 1
        /// Apple docs: "UIMenuElement.State.mixed" — UIMenuElement.State
        case mixed = 2
    }
}

/// Apple docs: "UIAction" — UIKit
/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    // Not Apple API: what the action was made with, for the tests.
    public private(set) var testTitle = ""
    // Not Apple API: the handler, run by `UIButton.testTap()`.
    var handler: ((UIAction) -> Void)?

    /// Apple docs: "init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)" — UIAction
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    ///
    /// The page's `handler: @escaping UIActionHandler`, with the type alias
    /// (`(UIAction) -> Void`, page "UIActionHandler") spelled out.
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.init()
        testTitle = title
        self.handler = handler
    }
}

extension UIAction {
    /// Apple docs: "UIAction.Identifier" — UIAction
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    @available(iOS 13.0, *)
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        // Conformance to RawRepresentable (the page lists it).
        public let rawValue: String
        /// Apple docs: "init(rawValue:)" — UIAction.Identifier
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
        @available(iOS 13.0, *)
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Apple docs: "UIButton" — UIKit
/// https://developer.apple.com/documentation/uikit/uibutton
///
/// UIKit's UIButton is a UIControl; the control layer is not declared (the
/// example registers its action through the initializer below).
@available(iOS 2.0, *)
@MainActor open class UIButton: UIView {
    // Not Apple API: the primary action the button was made with.
    public private(set) var testPrimaryAction: UIAction?

    /// Apple docs: "init(type:primaryAction:)" — UIButton
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    @available(iOS 14.0, *)
    @MainActor @preconcurrency public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init()
        testPrimaryAction = primaryAction
    }

    // Not Apple API: runs the primary action, as a tap would.
    public func testTap() {
        guard let action = testPrimaryAction else { return }
        action.handler?(action)
    }
}

extension UIButton {
    /// Apple docs: "UIButton.ButtonType" — UIButton
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    ///
    /// An NS_ENUM (the page gives no iOS version); only the case the example
    /// relies on, as the default of `init(type:primaryAction:)`, is declared.
    public enum ButtonType: Int, Hashable, Sendable {
        /// Apple docs: "UIButton.ButtonType.system" — UIButton.ButtonType
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
        case system = 1
    }
}

/// Apple docs: "UILabel" — UIKit
/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    /// Apple docs: "text" — UILabel
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    @available(iOS 2.0, *)
    open var text: String?

    /// Apple docs: "numberOfLines" — UILabel
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    @available(iOS 2.0, *)
    open var numberOfLines: Int = 1
}

/// Apple docs: "NSLayoutConstraint" — UIKit (page not retrieved; declared as the
/// namespace of `NSLayoutConstraint.Axis`)
@MainActor open class NSLayoutConstraint: NSObject {
    // Not Apple API as written (constraints are made with anchors or items).
    public override init() { super.init() }
}

extension NSLayoutConstraint {
    /// Apple docs: "NSLayoutConstraint.Axis" — NSLayoutConstraint
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    ///
    /// An NS_ENUM (`UILayoutConstraintAxis`; the page gives no iOS version):
    /// an `Int` enumeration, open to new cases.
    public enum Axis: Int, Hashable, Sendable {
        /// Apple docs: "NSLayoutConstraint.Axis.horizontal" — NSLayoutConstraint.Axis
        case horizontal = 0
        /// Apple docs: "NSLayoutConstraint.Axis.vertical" — NSLayoutConstraint.Axis
        case vertical = 1
    }
}

/// Apple docs: "UIStackView" — UIKit (page not retrieved; its members' pages carry their versions)
@MainActor open class UIStackView: UIView {
    // Not Apple API: the views arranged, in order.
    public private(set) var testArrangedSubviews: [UIView] = []

    /// Apple docs: "init(arrangedSubviews:)" — UIStackView
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    @available(iOS 9.0, *)
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init()
        testArrangedSubviews = views
        for view in views { addSubview(view) }
    }

    /// Apple docs: "axis" — UIStackView
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    @available(iOS 9.0, *)
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// Apple docs: "spacing" — UIStackView
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    @available(iOS 9.0, *)
    open var spacing: CGFloat = 0
}

extension UIColor {
    /// Apple docs: "systemBackground" — UIColor
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    ///
    /// A dynamic colour in UIKit (white in light mode); white here.
    @available(iOS 13.0, *)
    public class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}
