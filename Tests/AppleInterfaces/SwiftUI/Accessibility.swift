// What the generated modifiers use for the `accessibility:` block: the escape
// action, the Reduce Motion and dismiss environment values, and animations.

/// Apple docs: "AccessibilityActionKind" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind.md
///
/// `struct AccessibilityActionKind` on the page; `Sendable` here so its
/// `static let`s compile in Swift 6, as a `let` of the SDK's type does.
@available(iOS 13.0, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    // Not Apple API: the kind's name, for the test hooks.
    let name: String

    /// Apple docs: "default" — AccessibilityActionKind
    /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default.md
    @available(iOS 13.0, *)
    public static let `default` = AccessibilityActionKind(name: "default")

    /// Apple docs: "escape" — AccessibilityActionKind
    /// https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape.md
    @available(iOS 13.0, *)
    public static let escape = AccessibilityActionKind(name: "escape")
}

/// Apple docs: "AccessibilityAttachmentModifier" — SwiftUI (page not
/// retrieved; the type `accessibilityAction(_:_:)` returns in `ModifiedContent`)
@available(iOS 13.0, *)
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
    // Not Apple API: the action attached (TestHooks.swift reads it).
    let kind: AccessibilityActionKind
    nonisolated(unsafe) let handler: () -> Void

    nonisolated init(kind: AccessibilityActionKind, handler: @escaping () -> Void) {
        self.kind = kind
        self.handler = handler
    }

    // Conformance to ViewModifier; not Apple API: the body records the action.
    public func body(content: Content) -> some View {
        _PresentationModifiedView(content: content, change: .accessibilityAction(kind.name, handler))
    }
}

extension View {
    /// Apple docs: "accessibilityAction(_:_:)" — View
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:).md
    @available(iOS 13.0, *)
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(kind: actionKind, handler: handler))
    }
}

/// Apple docs: "Environment" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/environment.md
///
/// Reads `EnvironmentValues.testCurrent` here, where there is no view graph
/// (TestHooks.swift).
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
    // Not Apple API: the key path read.
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Apple docs: "init(_:)" — Environment
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:).md
    @available(iOS 13.0, *)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// Apple docs: "wrappedValue" — Environment
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue.md
    @available(iOS 13.0, *)
    public var wrappedValue: Value { EnvironmentValues.testCurrent[keyPath: keyPath] }
}

extension EnvironmentValues {
    /// Apple docs: "accessibilityReduceMotion" — EnvironmentValues
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion.md
    @available(iOS 13.0, *)
    public var accessibilityReduceMotion: Bool { testReduceMotion }

    /// Apple docs: "dismiss" — EnvironmentValues (page not retrieved; named
    /// by the page of `DismissAction`, iOS 15.0, as the value to read it from)
    @available(iOS 15.0, *)
    public var dismiss: DismissAction { DismissAction(action: testDismissAction) }
}

/// Apple docs: "DismissAction" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/dismissaction.md
@available(iOS 15.0, *)
@MainActor @preconcurrency public struct DismissAction {
    // Not Apple API: what dismissing does here (TestHooks.swift).
    let action: (@MainActor @Sendable () -> Void)?

    nonisolated init(action: (@MainActor @Sendable () -> Void)?) {
        self.action = action
    }

    /// Apple docs: "callAsFunction()" — DismissAction
    /// https://developer.apple.com/tutorials/data/documentation/swiftui/dismissaction/callasfunction().md
    @available(iOS 15.0, *)
    @MainActor @preconcurrency public func callAsFunction() {
        action?()
    }
}

/// Apple docs: "Animation" — SwiftUI
/// https://developer.apple.com/tutorials/data/documentation/swiftui/animation.md
///
/// `@frozen struct Animation` on the page; `Sendable` here so its `static
/// let` compiles in Swift 6, as the SDK's does.
@available(iOS 13.0, *)
@frozen public struct Animation: Equatable, Sendable {
    // Not Apple API: the animation's name, for the test hooks.
    let name: String

    /// Apple docs: "default" — Animation
    /// https://developer.apple.com/documentation/swiftui/animation/default.md
    @available(iOS 13.0, *)
    public static let `default` = Animation(name: "default")

    /// Apple docs: "easeInOut(duration:)" — Animation
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:).md
    @available(iOS 13.0, *)
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(name: "easeInOut(duration: \(duration))")
    }
}

/// Apple docs: "withAnimation(_:_:)" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:).md
///
/// Records the animation (TestHooks.swift) and runs `body`.
@available(iOS 13.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    Animation.testLog.append(animation)
    return try body()
}
