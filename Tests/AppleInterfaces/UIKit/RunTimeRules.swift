// NOT APPLE API. The run-time rules of UIKit this module enforces, each from
// the documentation page named in docs/AppleInterfaces.md ("Run-time rules").
// Where UIKit raises an exception or misbehaves, the stand-in records a
// violation instead and goes on, so a run test prints every violation of a
// program and asserts on them (TestHooks.swift: `UIKitRunTimeRule.testViolations`).

// Not Apple API: a documented rule of UIKit's that code calling it must keep.
public enum UIKitRunTimeRule: String, CaseIterable, Sendable {
    // Not Apple API: `present(_:animated:completion:)` given a controller that
    // is a child of another (`addChild(_:)` without `removeFromParent()`).
    case presentedControllerHasAParent = "present(_:animated:completion:) of a controller that has a parent"
    // Not Apple API: `present(_:animated:completion:)` given a controller that
    // is already presented and not dismissed.
    case presentedControllerIsAlreadyPresented = "present(_:animated:completion:) of a controller already presented"
    // Not Apple API: a `.popover` presented in a regular-width environment
    // without an anchor (`sourceView`, or a bar button item).
    case popoverWithoutAnAnchor = "a popover presented without sourceView or barButtonItem"
    // Not Apple API: a custom detent's resolver returned more than the
    // context's `maximumDetentValue`.
    case detentAboveMaximum = "a custom detent resolved above maximumDetentValue"
    // Not Apple API: `presentationController` read before a controller is
    // presented made UIKit's presentation controller for the style it had, so
    // a `.custom` presentation never asks its transitioning delegate.
    case presentationControllerReadBeforePresentation =
        "presentationController read before presentation: the custom presentation controller is never asked for"

    // Not Apple API: the violations recorded, in order.
    @MainActor static var recorded: [String] = []

    // Not Apple API: records a violation of this rule.
    @MainActor func record(_ detail: String) { Self.recorded.append("\(rawValue): \(detail)") }
}
