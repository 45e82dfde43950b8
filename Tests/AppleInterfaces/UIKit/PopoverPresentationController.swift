// UIPopoverPresentationController and its arrow directions, for popover
// sheets on iPad.

/// Apple docs: "UIPopoverPresentationController" — UIKit
@available(iOS 8.0, *)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// Apple docs: "sourceView" — UIPopoverPresentationController
    @available(iOS 8.0, *)
    open var sourceView: UIView?

    /// Apple docs: "sourceRect" — UIPopoverPresentationController
    @available(iOS 8.0, *)
    open var sourceRect: CGRect = .null

    // `delegate` (the page "delegate" of UIPopoverPresentationController types
    // it `UIPopoverPresentationControllerDelegate`) is UIPresentationController's,
    // typed as the adaptive delegate: Swift cannot narrow an overridden
    // property's type as Objective-C does (docs/AppleInterfaces.md).

    /// Apple docs: "permittedArrowDirections" — UIPopoverPresentationController
    @available(iOS 8.0, *)
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    // Not Apple API: the sheet this popover adapts to, made on first use.
    private var adaptiveSheet: UISheetPresentationController?

    /// Apple docs: "adaptiveSheetPresentationController" — UIPopoverPresentationController
    @available(iOS 15.0, *)
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(owner: owner)
        adaptiveSheet = sheet
        return sheet
    }
}

/// Apple docs: "UIPopoverPresentationControllerDelegate" — UIKit (the page gives no iOS version)
///
/// Its own requirements (all `optional`) are not declared; a delegate
/// adopts it for the adaptive delegate's, which it inherits.
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// Apple docs: "UIPopoverArrowDirection" — UIKit
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    // Conformance to RawRepresentable.
    public let rawValue: UInt

    /// Apple docs: "init(rawValue:)" — UIPopoverArrowDirection
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apple docs: "up" — UIPopoverArrowDirection
    public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 0) }

    /// Apple docs: "down" — UIPopoverArrowDirection
    public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 1) }

    /// Apple docs: "left" — UIPopoverArrowDirection
    public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 2) }

    /// Apple docs: "right" — UIPopoverArrowDirection
    public static var right: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 3) }

    /// Apple docs: "any" — UIPopoverArrowDirection
    public static var any: UIPopoverArrowDirection { [.up, .down, .left, .right] }

    /// Apple docs: "unknown" — UIPopoverArrowDirection
    public static var unknown: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: .max) }
}
