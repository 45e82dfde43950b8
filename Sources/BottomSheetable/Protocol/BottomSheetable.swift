/// What a sheet's view controller provides to the presenter.
///
/// The names follow the original `BottomSheetable` protocol (`tiersType`,
/// `isKeyboardObserver`, `shouldDismiss`, `dismissCompletion`) so teams who know it
/// recognise the generated code. Generated code supplies only the layout:
///
/// ```swift
/// extension CheckoutViewController: BottomSheetable {
///     static let sheetLayout = SheetLayout(presentation: .modal, tiers: .two, …)
/// }
/// ```
///
/// Design decisions:
/// - **`AnyObject`**: a sheet is a view controller, a reference type; the presenter
///   keeps it and calls back into it. The module imports nothing (no UIKit), so the
///   protocol cannot require `UIViewController`; apps conform their controllers.
/// - **`@MainActor`**: view controllers are main-actor isolated, so a main-actor
///   protocol lets `UIViewController` subclasses conform without isolation errors in
///   Swift 6 mode, and the `static let` in the generated extension is isolated the same
///   way. The value types and the math are `Sendable` and nonisolated: the compiler
///   and background code use them freely.
@MainActor
public protocol BottomSheetable: AnyObject {
    /// The layout the spec declares for this type (emitted by the generator).
    static var sheetLayout: SheetLayout { get }

    /// The layout of this instance; defaults to `Self.sheetLayout`. Override to vary it
    /// at runtime (for example per pushed screen).
    var sheetLayout: SheetLayout { get }

    /// The tiers of this sheet; defaults to `sheetLayout.tiers`.
    var tiersType: Tiers { get }

    /// Whether the presenter adjusts the sheet for the keyboard; defaults to
    /// `sheetLayout.keyboard != .none`.
    var isKeyboardObserver: Bool { get }

    /// Asked before a user-initiated dismissal when `sheetLayout.dismissal.confirm` is
    /// set; call `decision(true)` to dismiss or `decision(false)` to stay, possibly later
    /// (after an alert). Defaults to allowing the dismissal at once.
    func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void)

    /// Called after the sheet has been dismissed. Defaults to doing nothing.
    func dismissCompletion()

    /// The height the content needs at `width`, for detents fitted to content
    /// (`preferredContentSize` in the original sheet). Defaults to `nil`: the
    /// fitted detent then rests at its cap.
    func contentHeight(fitting width: Double) -> Double?

    /// The height of the tab bar above the bottom safe-area edge in `container`,
    /// for a layout whose `frame.bottom` is `.tabBar`. The app knows its bar
    /// (a hidden or floating one, a custom height); defaults to
    /// `SheetContainer.standardTabBarHeight`, the figure the compiler's iPhone
    /// profiles use, so the app and the plan agree until the app says otherwise.
    func tabBarHeight(in container: SheetContainer) -> Double

    /// How the sheet behaves for VoiceOver, Switch Control and Reduce Motion: the
    /// adjustable grabber, announcements, the escape gesture, the Reduce Motion
    /// settle. Defaults to the layout's (`SheetLayout.accessibility`, the spec's
    /// `accessibility:`; docs/Runtime.md, "Accessibility").
    var sheetAccessibility: SheetAccessibility { get }
}

extension BottomSheetable {
    public var sheetLayout: SheetLayout { Self.sheetLayout }

    public var tiersType: Tiers { sheetLayout.tiers }

    public var isKeyboardObserver: Bool { sheetLayout.keyboard != .none }

    public func shouldDismiss(_ decision: @escaping @MainActor (Bool) -> Void) {
        decision(true)
    }

    public func dismissCompletion() {}

    public func tabBarHeight(in container: SheetContainer) -> Double { SheetContainer.standardTabBarHeight }

    public func contentHeight(fitting width: Double) -> Double? { nil }

    public var sheetAccessibility: SheetAccessibility { sheetLayout.accessibility }
}
