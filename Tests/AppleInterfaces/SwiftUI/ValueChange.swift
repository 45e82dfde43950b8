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
