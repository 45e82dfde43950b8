// Binding: the generated modifiers take one for the selected detent.

/// Apple docs: "Binding" — SwiftUI
///
/// Documented as `@frozen @propertyWrapper @dynamicMemberLookup struct
/// Binding<Value>`; the dynamic-member subscript is not declared here (not
/// used by generated code), so neither is `@dynamicMemberLookup`.
@available(iOS 13.0, *)
@frozen @propertyWrapper public struct Binding<Value> {
    // Not Apple API: the closures the binding was made from.
    let getter: @isolated(any) @Sendable () -> Value
    let setter: @isolated(any) @Sendable (Value) -> Void

    /// Apple docs: "init(get:set:)" — Binding
    @available(iOS 13.0, *)
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        getter = get
        setter = set
    }

    /// Apple docs: "wrappedValue" — Binding
    ///
    /// The closures are `@isolated(any)`, as documented, which Swift calls
    /// only with `await`; SwiftUI reads and writes synchronously. Here a
    /// binding of a `TestBindingValue` made of nonisolated closures (as a
    /// test makes with `init(get:set:)`) is read and written by running the
    /// closure on a task and waiting for it (TestHooks.swift); any other
    /// binding stops with a message.
    @available(iOS 13.0, *)
    public var wrappedValue: Value {
        get { testSynchronousValue() }
        nonmutating set { testSynchronousSet(newValue) }
    }

    /// Apple docs: "constant(_:)" — Binding
    @available(iOS 13.0, *)
    public static func constant(_ value: Value) -> Binding<Value> {
        let box = UncheckedBox(value)
        return Binding(get: { box.value }, set: { _ in })
    }
}

// Not Apple API: lets `constant(_:)` capture any value in a @Sendable closure.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

// Conformance to Sendable: "A binding conforms to Sendable only if its wrapped
// value type also conforms to Sendable" (the page of `init(get:set:)`,
// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp).
extension Binding: Sendable where Value: Sendable {}
