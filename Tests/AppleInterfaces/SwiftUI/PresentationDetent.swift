// PresentationDetent, CustomPresentationDetent and the context a custom
// detent computes its height in.

/// Apple docs: "PresentationDetent" — SwiftUI
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    // Not Apple API: what the detent is, for equality and for TestHooks.swift.
    enum Kind: Hashable, Sendable { case medium, large, height(CGFloat), fraction(CGFloat), custom(ObjectIdentifier) }

    let kind: Kind
    let customType: CustomType?

    // Not Apple API: a custom detent's type (metatypes of a protocol that
    // doesn't require SendableMetatype are not Sendable).
    struct CustomType: @unchecked Sendable {
        let type: any CustomPresentationDetent.Type
    }

    init(kind: Kind, customType: CustomType? = nil) {
        self.kind = kind
        self.customType = customType
    }

    // Conformance to Hashable (documented relationship), by kind.
    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.kind == rhs.kind }
    // Conformance to Hashable.
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// Apple docs: "large" — PresentationDetent
    @available(iOS 16.0, *)
    public static let large = PresentationDetent(kind: .large)

    /// Apple docs: "medium" — PresentationDetent
    @available(iOS 16.0, *)
    public static let medium = PresentationDetent(kind: .medium)

    /// Apple docs: "height(_:)" — PresentationDetent
    @available(iOS 16.0, *)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// Apple docs: "fraction(_:)" — PresentationDetent
    @available(iOS 16.0, *)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// Apple docs: "custom(_:)" — PresentationDetent
    @available(iOS 16.0, *)
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        PresentationDetent(kind: .custom(ObjectIdentifier(type)), customType: CustomType(type: type))
    }

    /// Apple docs: "PresentationDetent.Context" — SwiftUI
    @available(iOS 16.0, *)
    @dynamicMemberLookup public struct Context {
        // Not Apple API: what TestHooks.swift makes a context from.
        let storedMaxDetentValue: CGFloat
        let environment: EnvironmentValues

        init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            storedMaxDetentValue = maxDetentValue
            self.environment = environment
        }

        /// Apple docs: "maxDetentValue" — PresentationDetent.Context
        @available(iOS 16.0, *)
        public var maxDetentValue: CGFloat { storedMaxDetentValue }

        /// Apple docs: "subscript(dynamicMember:)" — PresentationDetent.Context
        @available(iOS 16.0, *)
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }
}

/// Apple docs: "CustomPresentationDetent" — SwiftUI
@available(iOS 16.0, *)
public protocol CustomPresentationDetent {
    /// Apple docs: "height(in:)" — CustomPresentationDetent
    @available(iOS 16.0, *)
    static func height(in context: Self.Context) -> CGFloat?
}

@available(iOS 16.0, *)
extension CustomPresentationDetent {
    /// Apple docs: "CustomPresentationDetent.Context" — CustomPresentationDetent
    @available(iOS 16.0, *)
    public typealias Context = PresentationDetent.Context
}

/// Apple docs: "EnvironmentValues" — SwiftUI
///
/// Declared because `PresentationDetent.Context` and `Environment` look up
/// environment values by key path; the properties this module declares are
/// in Accessibility.swift.
@available(iOS 13.0, *)
public struct EnvironmentValues {
    // Not Apple API: what the test sets (TestHooks.swift).
    var testReduceMotion = false
    // Not Apple API (see above).
    var testDismissAction: (@MainActor @Sendable () -> Void)? = nil

    /// Apple docs: "init()" — EnvironmentValues
    @available(iOS 13.0, *)
    public init() {}
}
