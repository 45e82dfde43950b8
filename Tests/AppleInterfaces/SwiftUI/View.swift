// The View protocol, the concrete views a test needs, and ModifiedContent.

/// Apple docs: "View" — SwiftUI
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
    /// Apple docs: "Body" — View
    associatedtype Body: View

    /// Apple docs: "body" — View
    @available(iOS 13.0, *)
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple docs: "Never" — SwiftUI (Never conforms to View, as the body of
/// views that have none).
@available(iOS 13.0, *)
extension Never: View {
    public var body: Never { fatalError("a view whose Body is Never has no body") }
}

/// Apple docs: "EmptyView" — SwiftUI
@available(iOS 13.0, *)
@frozen nonisolated public struct EmptyView: View {
    /// Apple docs: "init()" — EmptyView
    @available(iOS 13.0, *)
    nonisolated public init() {}

    public var body: Never { fatalError("EmptyView has no body") }
}

/// Apple docs: "ModifiedContent" — SwiftUI
@available(iOS 13.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    /// Apple docs: "content" — ModifiedContent
    @available(iOS 13.0, *)
    public var content: Content

    /// Apple docs: "modifier" — ModifiedContent
    @available(iOS 13.0, *)
    public var modifier: Modifier

    /// Apple docs: "init(content:modifier:)" — ModifiedContent
    @available(iOS 13.0, *)
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension View {
    /// Apple docs: "modifier(_:)" — View
    @available(iOS 13.0, *)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Apple docs: "AnyView" — SwiftUI
///
/// Documented as `@frozen nonisolated struct AnyView`; the generated code
/// erases a view's type with it where `if #available` chooses between two
/// chains of modifiers (a `ViewModifier` body here has no result builder).
@available(iOS 13.0, *)
@frozen nonisolated public struct AnyView: View {
    // Not Apple API: the view it erases (TestHooks.swift reads its record).
    let storage: any View

    /// Apple docs: "init(_:)" — AnyView
    @available(iOS 13.0, *)
    nonisolated public init<V>(_ view: V) where V: View {
        storage = view
    }

    public var body: Never { fatalError("AnyView has no body") }
}
