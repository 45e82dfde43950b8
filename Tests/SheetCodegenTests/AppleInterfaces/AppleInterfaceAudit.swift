import Foundation
import Testing
import TestSupport

/// The audit of the transcribed declarations against Apple's pages, as data:
/// what was compared for a declaration (by its symbol, as
/// `AppleInterfaces.declarations` names it) and on which page. The table of
/// docs/AppleInterfacesAudit.md is made from it and from the interface files,
/// one row per declaration; a declaration without a note is listed as not
/// re-read. Rewrite the table with
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter AppleInterfaceAuditDocumentTests`.
enum AppleInterfaceAudit {
    struct Note {
        /// The page read, when it is not the one the declaration's comment names.
        var page: String?
        /// What was compared, and what was found.
        var checked: String
    }

    static let apple = "https://developer.apple.com/documentation/"
    static let sameDeclaration = "declaration, labels, optionality, isolation and iOS version as on the page"

    static let notes: [String: Note] = [
        // UISheetPresentationController and its detents.
        "UISheetPresentationController.Detent": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent", checked: "`@MainActor class`, iOS 15.0"),
        "UISheetPresentationController.Detent.custom(identifier:resolver:)": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)",
            checked: "`@MainActor @preconcurrency static`, `identifier` optional with `nil` default, resolver `@escaping` and not `@Sendable`, returns `CGFloat?`; iOS 16.0"),
        "UISheetPresentationController.Detent.resolvedValue(in:)": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/resolvedvalue(in:)",
            checked: "`@MainActor @preconcurrency`, returns `CGFloat?`; iOS 16.0"),
        "UISheetPresentationController.Detent.identifier": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/identifier-swift.property",
            checked: "get-only, iOS 16.0 (not 15.0, the class's)"),
        "UISheetPresentationController.Detent.Identifier": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/identifier-swift.struct",
            checked: "a struct, iOS 15.0; its topics list `large`, `medium` (`static let`), `init(_:)`, `init(rawValue:)`"),
        "UISheetPresentationController.Detent.Identifier.init(_:)": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)",
            checked: "`init(_ rawValue: String)`, iOS 15.0"),
        "UISheetPresentationController.Detent.Identifier.init(rawValue:)": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/identifier-swift.struct",
            checked: "listed on the type page as `init(rawValue: String)`"),
        "UISheetPresentationController.Detent.Identifier.medium": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/identifier-swift.struct",
            checked: "listed on the type page as `static let medium`"),
        "UISheetPresentationController.Detent.Identifier.large": Note(
            page: apple + "uikit/uisheetpresentationcontroller/detent/identifier-swift.struct",
            checked: "listed on the type page as `static let large`"),
        "UISheetPresentationController.selectedDetentIdentifier": Note(
            page: apple + "uikit/uisheetpresentationcontroller/selecteddetentidentifier",
            checked: "optional, `{ get set }`, iOS 15.0"),
        "UISheetPresentationController.preferredCornerRadius": Note(
            page: apple + "uikit/uisheetpresentationcontroller/preferredcornerradius-3mb5",
            checked: "the Swift overlay's `@MainActor @preconcurrency var preferredCornerRadius: CGFloat?`, iOS 15.0"),
        "UISheetPresentationController.animateChanges(_:)": Note(
            page: apple + "uikit/uisheetpresentationcontroller/animatechanges(_:)",
            checked: "`changes: () -> Void`, not escaping, not `@Sendable`; iOS 15.0"),
        "UISheetPresentationControllerDetentResolutionContext": Note(
            page: apple + "uikit/uisheetpresentationcontrollerdetentresolutioncontext",
            checked: "`@MainActor protocol … : NSObjectProtocol`, iOS 16.0; topics list `containerTraitCollection` and `maximumDetentValue` as declared"),
        // Presentation.
        "UIPresentationController": Note(
            page: apple + "uikit/uipresentationcontroller",
            checked: "`@MainActor class`; iOS 8.0, which the declaration lacked (added)"),
        "UIPresentationController.init(presentedViewController:presenting:)": Note(
            page: apple + "uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)",
            checked: "\"the designated initializer\" (the only public one here too), `presenting` optional; iOS 8.0"),
        "UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)": Note(
            page: apple + "uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)",
            checked: "`optional`; `presenting` optional, returns `UIPresentationController?`; iOS 8.0"),
        "UIViewControllerTransitioningDelegate.animationController(forPresented:presenting:source:)": Note(
            page: apple + "uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)",
            checked: "`optional`; `presenting` non-optional here, unlike the method above, as on the page; iOS 2.0"),
        "UIPresentationController.presentedViewController": Note(
            page: apple + "uikit/uipresentationcontroller/presentedviewcontroller", checked: "non-optional, get-only, iOS 8.0"),
        "UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)": Note(
            page: apple + "uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)",
            checked: "`optional`, returns `Bool`, iOS 13.0 (optional as an extension default, see below)"),
        "UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)": Note(
            page: apple + "uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)",
            checked: "`optional`, iOS 13.0"),
        "UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)": Note(
            page: apple + "uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)",
            checked: "`optional`, iOS 13.0"),
        "UITraitCollection.horizontalSizeClass": Note(
            page: apple + "uikit/uitraitcollection/horizontalsizeclass", checked: "get-only, iOS 8.0"),
        "UITraitCollection.verticalSizeClass": Note(
            page: apple + "uikit/uitraitcollection/verticalsizeclass", checked: "get-only, iOS 8.0"),
        "UIViewController.sheetPresentationController": Note(
            page: apple + "uikit/uiviewcontroller/sheetpresentationcontroller", checked: "optional, get-only, iOS 15.0"),
        "UIViewController.present(_:animated:completion:)": Note(
            page: apple + "uikit/uiviewcontroller/present(_:animated:completion:)",
            checked: "labels `_`, `animated flag`, `completion: (() -> Void)? = nil` (not `@Sendable`); iOS 5.0"),
        "UIViewController.modalPresentationStyle": Note(
            page: apple + "uikit/uiviewcontroller/modalpresentationstyle", checked: "`{ get set }`, iOS 3.2"),
        "UIViewController.transitioningDelegate": Note(
            page: apple + "uikit/uiviewcontroller/transitioningdelegate",
            checked: "`weak var … : (any UIViewControllerTransitioningDelegate)?`, iOS 7.0"),
        // Initializers (found wrong: see docs/AppleInterfaces.md, "The audit").
        "UIView.init(frame:)": Note(
            page: apple + "uikit/uiview/init(frame:)",
            checked: "the designated initializer, as the page says; was missing (UIView had a designated `init()`), added"),
        "UIView.init(coder:)": Note(
            page: apple + "swiftui/uihostingcontroller/init(coder:)",
            checked: "UIView's own page not retrieved; `required init?(coder:)` (NSCoding's requirement, as the override on UIHostingController's page shows); was missing, added"),
        "UIViewController.init(nibName:bundle:)": Note(
            checked: "the designated initializer; now the only one a subclass can call besides `init(coder:)`"),
        "UIViewController.init(coder:)": Note(
            page: apple + "swiftui/uihostingcontroller/init(coder:)",
            checked: "UIKit's own page not retrieved; `required` as for UIView; was missing, added"),
        "NSObject.init()": Note(
            page: apple + "objectivec/nsobject-swift.class/init()",
            checked: "iOS 2.0; UIView's and UIViewController's `init()` is NSObject's, imported as a convenience initializer (the classes declare designated ones); was designated here"),
        "UIGestureRecognizer.init()": Note(
            page: apple + "uikit/uigesturerecognizer/init()", checked: "`convenience init()` on the page; was designated here, fixed; iOS 3.2"),
        "UIGestureRecognizer.init(target:action:)": Note(
            page: apple + "uikit/uigesturerecognizer/init(target:action:)",
            checked: "\"the designated initializer\"; was missing, added (`Selector?` can only be nil here)"),
        "ObjectiveC.Selector": Note(page: apple + "objectivec/selector", checked: "`@frozen struct Selector`, iOS 1.0; added for `init(target:action:)`"),
        "UIHostingController.init(coder:)": Note(
            page: apple + "swiftui/uihostingcontroller/init(coder:)",
            checked: "`@MainActor @preconcurrency required dynamic init?(coder aDecoder: NSCoder)`, iOS 13.0; was missing, added (without `dynamic`)"),
        "UIApplicationDelegate": Note(
            page: "https://onestack.dev/ios-reference/UIKit/UIApplicationDelegate (SDK-derived reference)",
            checked: "`@MainActor protocol UIApplicationDelegate : NSObjectProtocol`; was `: AnyObject`, fixed"),
        "UIApplicationDelegate.main()": Note(
            page: apple + "uikit/uiapplicationdelegate/main()", checked: "`@MainActor @preconcurrency static func main()`, iOS 2.0"),
        // Gestures and animation.
        "UIGestureRecognizer.State": Note(
            page: apple + "uikit/uigesturerecognizer/state-swift.enum", checked: "`enum State` without `@frozen` (open), no iOS version"),
        "UIGestureRecognizer.state": Note(
            page: apple + "uikit/uigesturerecognizer/state-swift.property",
            checked: "`{ get set }` as a subclass sees it (UIKit.UIGestureRecognizerSubclass), iOS 3.2"),
        "UIViewPropertyAnimator": Note(page: apple + "uikit/uiviewpropertyanimator", checked: "`@MainActor class`, iOS 10.0"),
        "UIViewPropertyAnimator.addAnimations(_:)": Note(
            page: apple + "uikit/uiviewpropertyanimator/addanimations(_:)",
            checked: "`@escaping () -> Void`, not `@Sendable`; iOS 10.0"),
        "UIViewPropertyAnimator.addCompletion(_:)": Note(
            page: apple + "uikit/uiviewpropertyanimator/addcompletion(_:)",
            checked: "`@escaping (UIViewAnimatingPosition) -> Void`, not `@Sendable`; iOS 10.0"),
        "UISpringTimingParameters": Note(page: apple + "uikit/uispringtimingparameters", checked: "`@MainActor class`, iOS 10.0"),
        "UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)": Note(
            page: apple + "uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)",
            checked: "designated, `initialVelocity velocity: CGVector`, iOS 10.0"),
        "UIView.transition(with:duration:options:animations:completion:)": Note(
            checked: "labels, defaults (`options = []`, `completion = nil`), closures not `@Sendable`, iOS 4.0; `class func` there, `static` here (see below)"),
        // Transitions.
        "UIViewControllerAnimatedTransitioning": Note(
            page: apple + "uikit/uiviewcontrolleranimatedtransitioning",
            checked: "`@MainActor protocol … : NSObjectProtocol`, no iOS version"),
        "UIViewControllerAnimatedTransitioning.transitionDuration(using:)": Note(
            page: apple + "uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)",
            checked: "optional context, returns `TimeInterval`"),
        "UIViewControllerTransitionCoordinator": Note(
            page: apple + "uikit/uiviewcontrollertransitioncoordinator",
            checked: "`@MainActor protocol … : UIViewControllerTransitionCoordinatorContext`, no iOS version"),
        "UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)": Note(
            page: apple + "uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)",
            checked: "`@escaping`, not `@Sendable`, iOS 10.0"),
        // Popover and keyboard.
        "UIPopoverPresentationController": Note(
            page: apple + "uikit/uipopoverpresentationcontroller", checked: "`@MainActor class`, iOS 8.0"),
        "UIPopoverPresentationController.sourceView": Note(
            page: apple + "uikit/uipopoverpresentationcontroller/sourceview", checked: "`UIView?`, `{ get set }`, iOS 8.0"),
        "UIPopoverPresentationController.sourceRect": Note(
            page: apple + "uikit/uipopoverpresentationcontroller/sourcerect",
            checked: "`CGRect`, `{ get set }`, iOS 8.0; default `CGRect.null` (iOS 13.2 and later), as declared"),
        "UIPopoverPresentationController.adaptiveSheetPresentationController": Note(
            page: "https://onestack.dev/ios-reference/UIKit/UIPopoverPresentationController (SDK-derived reference)",
            checked: "non-optional, get-only, iOS 15.0"),
        "UIResponder.keyboardFrameEndUserInfoKey": Note(
            page: apple + "uikit/uiresponder/keyboardframeenduserinfokey",
            checked: "`nonisolated class let …: String`, iOS 3.2 (a `static let` here, see \"class let\")"),
        "UIModalPresentationStyle": Note(
            page: apple + "uikit/uimodalpresentationstyle", checked: "`enum` without `@frozen` (open), no iOS version"),
        "UIModalPresentationStyle.UIModalPresentationStyle.automatic": Note(
            page: apple + "uikit/uimodalpresentationstyle/automatic",
            checked: "iOS 13.0 (a form sheet from iOS 18, a page sheet before: a sheet either way, as the stand-in's `sheetPresentationController` assumes)"),
        "UIScrollView.contentOffset": Note(
            page: apple + "uikit/uiscrollview/contentoffset", checked: "`CGPoint`, `{ get set }`, iOS 2.0"),
        "UIScrollView.setContentOffset(_:animated:)": Note(
            page: apple + "uikit/uiscrollview/setcontentoffset(_:animated:)", checked: "labels `_`, `animated`; iOS 2.0"),
        "UIScrollView.panGestureRecognizer": Note(
            page: apple + "uikit/uiscrollview/pangesturerecognizer", checked: "non-optional, get-only, iOS 5.0"),
        "UIAccessibility.Notification.announcement": Note(
            page: apple + "uikit/uiaccessibility/notification/announcement",
            checked: "`nonisolated static let announcement: UIAccessibility.Notification`, iOS 4.0; the argument is the string spoken"),
        // SwiftUI.
        "View.sheet(isPresented:onDismiss:content:)": Note(
            page: apple + "swiftui/view/sheet(ispresented:ondismiss:content:)",
            checked: "`nonisolated`, `onDismiss: (() -> Void)? = nil`, `content` escaping (its result builder left out, as documented below); iOS 13.0"),
        "Binding": Note(
            page: apple + "swiftui/binding",
            checked: "`@frozen @propertyWrapper`; `Sendable` when `Value` is, which was missing (added)"),
        "Binding.init(get:set:)": Note(
            page: apple + "swiftui/binding/init(get:set:)-7ufcp",
            checked: "`@preconcurrency`, both closures `@escaping @isolated(any) @Sendable`; iOS 13.0"),
        "AccessibilityActionKind": Note(
            page: apple + "swiftui/accessibilityactionkind",
            checked: "`struct`, iOS 13.0; its topics list `default`, `delete`, `escape`, `magicTap`, `showMenu`, `init(named:)`"),
        "AccessibilityActionKind.escape": Note(
            page: apple + "swiftui/accessibilityactionkind/escape", checked: "`static let escape: AccessibilityActionKind`, iOS 13.0"),
        "AccessibilityActionKind.default": Note(
            page: apple + "swiftui/accessibilityactionkind/default", checked: "a `static let` named `default`, iOS 13.0"),
        "View.accessibilityAction(_:_:)": Note(
            page: apple + "swiftui/view/accessibilityaction(_:_:)",
            checked: "`nonisolated`, `actionKind` defaulting to `.default`, handler `@escaping () -> Void` (not `@Sendable`), returns `ModifiedContent<Self, AccessibilityAttachmentModifier>`; iOS 13.0"),
        // The swiftui backend's announcement: Accessibility and onChange.
        "View.onChange(of:initial:_:)": Note(
            page: apple + "swiftui/view/onchange(of:initial:_:)-4psgg",
            checked: "`nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`, iOS 17.0 (the iOS 14 `onChange(of:perform:)` is deprecated from 17.0)"),
        "View.onChange(of:perform:)": Note(
            page: apple + "swiftui/view/onchange(of:perform:)",
            checked: "`nonisolated func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V : Equatable`, \"iOS: 14.0.0 - 17.0.0\" (deprecated in 17.0)"),
        "AccessibilityNotification": Note(
            page: apple + "accessibility/accessibilitynotification",
            checked: "`enum AccessibilityNotification` (an enumeration, not a protocol), iOS 17.0"),
        "AccessibilityNotification.Announcement": Note(
            page: apple + "accessibility/accessibilitynotification/announcement", checked: "`struct Announcement`, iOS 17.0"),
        "AccessibilityNotification.Announcement.post()": Note(
            page: apple + "accessibility/accessibilitynotification/announcement/post()",
            checked: "`func post()`, not `@MainActor`, iOS 17.0; declared in an extension of `_AccessibilityNotifications` (the page's precise identifier)"),
        "AccessibilityNotification.Announcement.init(_:)": Note(
            page: "https://onestack.dev/ios-reference/Accessibility/AccessibilityNotification.Announcement",
            checked: "`init(_ announcement: String)`, iOS 17.0, in the SDK-derived list of the three overloads; Apple's page of the `NSAttributedString` overload has the same label and version"),
        "Environment": Note(
            page: apple + "swiftui/environment", checked: "`@frozen @propertyWrapper struct Environment<Value>`, iOS 13.0"),
        "Environment.init(_:)": Note(
            page: apple + "swiftui/environment/init(_:)", checked: "`init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, iOS 13.0"),
        "Environment.wrappedValue": Note(
            page: apple + "swiftui/environment/wrappedvalue", checked: "`var wrappedValue: Value { get }`, iOS 13.0"),
        "EnvironmentValues.accessibilityReduceMotion": Note(
            page: apple + "swiftui/environmentvalues/accessibilityreducemotion", checked: "`var accessibilityReduceMotion: Bool { get }`, iOS 13.0"),
        "DismissAction": Note(
            page: apple + "swiftui/dismissaction", checked: "`@MainActor @preconcurrency struct`, iOS 15.0"),
        "DismissAction.callAsFunction()": Note(
            page: apple + "swiftui/dismissaction/callasfunction()", checked: "`@MainActor @preconcurrency func callAsFunction()`, iOS 15.0"),
        "Animation": Note(page: apple + "swiftui/animation", checked: "`@frozen struct Animation`, iOS 13.0"),
        "Animation.default": Note(page: apple + "swiftui/animation/default", checked: "a `static let` named `default`, of type `Animation`; iOS 13.0"),
        "Animation.easeInOut(duration:)": Note(
            page: apple + "swiftui/animation/easeinout(duration:)",
            checked: "`static func easeInOut(duration: TimeInterval) -> Animation`, iOS 13.0"),
        "withAnimation(_:_:)": Note(
            page: apple + "swiftui/withanimation(_:_:)",
            checked: "generic `Result`, `Animation? = .default`, body `() throws -> Result` (not escaping), `rethrows`; iOS 13.0"),
        "View.presentationDetents(_:selection:)": Note(
            page: apple + "swiftui/view/presentationdetents(_:selection:)",
            checked: "`nonisolated`, `Set<PresentationDetent>`, `Binding<PresentationDetent>`; iOS 16.0"),
        "View.presentationCornerRadius(_:)": Note(
            page: apple + "swiftui/view/presentationcornerradius(_:)", checked: "`nonisolated`, `CGFloat?`, iOS 16.4"),
        "View.presentationSizing(_:)": Note(
            page: apple + "swiftui/view/presentationsizing(_:)", checked: "`nonisolated`, `some PresentationSizing`, iOS 18.0"),
        "PresentationSizing": Note(page: apple + "swiftui/presentationsizing", checked: "a protocol, iOS 18.0"),
        "FormPresentationSizing": Note(
            page: apple + "swiftui/formpresentationsizing", checked: "a struct, `PresentationSizing`, `Sendable`; iOS 18.0"),
        "PagePresentationSizing": Note(
            page: apple + "swiftui/pagepresentationsizing", checked: "a struct, `PresentationSizing`, `Sendable`; iOS 18.0"),
        "FittedPresentationSizing": Note(
            page: apple + "swiftui/fittedpresentationsizing", checked: "a struct, `PresentationSizing`, `Sendable`; iOS 18.0"),
        "PresentationSizing.form": Note(
            page: apple + "swiftui/presentationsizing/form", checked: "`static var form: FormPresentationSizing { get }`, iOS 18.0"),
        "PresentationSizing.fitted": Note(
            page: apple + "swiftui/presentationsizing/fitted", checked: "`static var fitted: FittedPresentationSizing { get }`, iOS 18.0"),
        "PresentationDetent": Note(
            page: apple + "swiftui/presentationdetent",
            checked: "a struct, iOS 16.0; topics `large`, `medium`, `custom(_:)`, `fraction(_:)`, `height(_:)`, `Context`"),
        "PresentationDetent.large": Note(
            page: "https://onestack.dev/ios-reference/SwiftUI/PresentationDetent (SDK-derived reference)",
            checked: "`static let large: PresentationDetent`, iOS 16.0"),
        "PresentationDetent.medium": Note(
            page: "https://onestack.dev/ios-reference/SwiftUI/PresentationDetent (SDK-derived reference)",
            checked: "`static let medium: PresentationDetent`, iOS 16.0"),
        "PresentationDetent.height(_:)": Note(
            page: "https://onestack.dev/ios-reference/SwiftUI/PresentationDetent (SDK-derived reference)",
            checked: "`static func height(_ height: CGFloat) -> PresentationDetent`, iOS 16.0"),
        "PresentationDetent.fraction(_:)": Note(
            page: apple + "swiftui/presentationdetent/fraction(_:)", checked: "`static func fraction(_ fraction: CGFloat)`, iOS 16.0"),
        "PresentationDetent.custom(_:)": Note(
            page: apple + "swiftui/presentationdetent/custom(_:)",
            checked: "`static func custom<D>(_ type: D.Type) -> PresentationDetent where D : CustomPresentationDetent`, iOS 16.0"),
        "PresentationDetent.Context": Note(
            page: apple + "swiftui/presentationdetent/context",
            checked: "`@dynamicMemberLookup struct`, iOS 16.0; topics `maxDetentValue`, `subscript(dynamicMember:)`"),
        "PresentationDetent.Context.maxDetentValue": Note(
            page: apple + "swiftui/presentationdetent/context/maxdetentvalue", checked: "`CGFloat`, get-only, iOS 16.0"),
        "CustomPresentationDetent": Note(page: apple + "swiftui/custompresentationdetent", checked: "a protocol, iOS 16.0"),
        "CustomPresentationDetent.height(in:)": Note(
            page: apple + "swiftui/custompresentationdetent/height(in:)",
            checked: "`static func height(in context: Self.Context) -> CGFloat?`, iOS 16.0"),
        "CustomPresentationDetent.CustomPresentationDetent.Context": Note(
            page: "https://onestack.dev/ios-reference/SwiftUI/CustomPresentationDetent.Context (SDK-derived reference)",
            checked: "`typealias Context = PresentationDetent.Context`, iOS 16.0"),
        "PresentationBackgroundInteraction": Note(
            page: apple + "swiftui/presentationbackgroundinteraction",
            checked: "a struct, iOS 16.4; topics `automatic`, `disabled`, `enabled`, `enabled(upThrough:)`"),
        "PresentationBackgroundInteraction.automatic": Note(
            page: apple + "swiftui/presentationbackgroundinteraction/automatic", checked: "`static var … { get }`, iOS 16.4"),
    ]

    /// The table, one row per declaration in file order.
    static func document() -> String {
        var lines = [
            "# The audit of the Apple declarations",
            "",
            "Every declaration of `Tests/AppleInterfaces` (docs/AppleInterfaces.md), with the page it",
            "comes from and, where this audit re-read that page, what was compared. \"Not re-read\" means",
            "the declaration is as it was transcribed, against the page its comment names, and this audit",
            "did not compare it again. Generated from the interface files and",
            "`Tests/SheetCodegenTests/AppleInterfaces/AppleInterfaceAudit.swift`:",
            "`SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter AppleInterfaceAuditDocumentTests`.",
            "",
            "| Declaration | File | iOS | Page | Checked |",
            "| --- | --- | --- | --- | --- |",
        ]
        for declaration in AppleInterfaces.declarations {
            let note = notes[declaration.symbol]
            let page = note?.page ?? declaration.page ?? "\"\(declaration.title)\" (\(declaration.context))"
            let checked = note?.checked ?? "not re-read"
            let file = "\(declaration.framework.rawValue)/\(declaration.file)"
            let cells = ["`\(declaration.symbol)`", file, declaration.minimumIOS ?? "—", page, checked]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        let audited = AppleInterfaces.declarations.filter { notes[$0.symbol] != nil }.count
        lines += ["", "\(audited) of \(AppleInterfaces.declarations.count) declarations re-read against their pages.", ""]
        return lines.joined(separator: "\n")
    }
}

struct AppleInterfaceAuditDocumentTests {
    @Test func theAuditTableIsUpToDate() {
        GoldenFile.check(
            AppleInterfaceAudit.document(),
            against: Toolchain.repository.appendingPathComponent("docs/AppleInterfacesAudit.md"))
    }

    /// A note names a declaration that exists: a renamed or removed one fails here.
    @Test func everyNoteNamesADeclaration() {
        let symbols = Set(AppleInterfaces.declarations.map(\.symbol))
        let stale = AppleInterfaceAudit.notes.keys.filter { !symbols.contains($0) }.sorted()
        #expect(stale.isEmpty, "\(stale)")
    }

    /// Every row has a page: an address, or Apple's page title with what it belongs to.
    @Test func everyRowNamesAPage() {
        let rows = AppleInterfaceAudit.document().components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == AppleInterfaces.declarations.count)
        for row in rows {
            let page = row.components(separatedBy: " | ")[3]
            #expect(page.hasPrefix("https://") || page.hasPrefix("\""), "\(row)")
        }
    }
}
