// What the generated modifiers use to announce the detent the sheet settles
// on: the action run when the selected detent changes.

extension View {
    /// Apple docs: "onChange(of:initial:_:)" — View
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg.md
    ///
    /// The overload whose action takes the old and the new value. The view
    /// returned remembers the value and the action; a test runs the action
    /// as SwiftUI does when the value differs from the one of the previous
    /// update (TestHooks.swift).
    @available(iOS 17.0, *)
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
        testValueChange(value, initial: initial, action)
    }
}

extension View {
    /// Apple docs: "onChange(of:perform:)" — View
    /// https://developer.apple.com/tutorials/data/documentation/swiftui/view/onchange(of:perform:).md
    ///
    /// The overload before iOS 17, whose action takes the new value; the page
    /// lists it as "iOS: 14.0.0 - 17.0.0", and the SDK's interface marks it
    /// deprecated in 17.0 with the message Xcode reports ("Use onChange with
    /// a two or zero parameter action closure instead."), which Swift reports
    /// only for a deployment target of 17 or later. Recorded as the overload
    /// above is, with `initial` false (it does not run when the view appears).
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use onChange with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View
    where V: Equatable {
        testValueChange(value, initial: false) { _, new in action(new) }
    }
}

extension View {
    // Not Apple API: the view both `onChange` overloads return, recording the
    // value and the action (old and new value) for TestHooks.swift.
    nonisolated func testValueChange<V: Equatable>(
        _ value: V, initial: Bool, _ action: @escaping (V, V) -> Void
    ) -> some View {
        let box = UncheckedBox(value)
        return _PresentationModifiedView(
            content: self,
            change: .valueChange(
                ValueChangeRecord(
                    value: value, initial: initial, isSame: { ($0 as? V) == box.value },
                    action: { old, new in
                        guard let old = old as? V, let new = new as? V else { return }
                        action(old, new)
                    })))
    }
}
