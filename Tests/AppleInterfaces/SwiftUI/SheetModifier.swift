// The modifier an app presents a SwiftUI sheet with: the README's "Use it in
// your app" puts the generated modifier on the content it presents.

extension View {
    /// Apple docs: "sheet(isPresented:onDismiss:content:)" — View
    ///
    /// Documented as `nonisolated func sheet<Content>(isPresented:
    /// Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content:
    /// @escaping () -> Content) -> some View where Content : View`. These
    /// interfaces declare no result builders, so `content` is a closure of
    /// one expression here; a closure of one expression means the same with
    /// the builder.
    @available(iOS 13.0, *)
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> Content
    ) -> some View where Content: View {
        _SheetPresentingView(base: self, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }
}

// Not Apple API: the view `sheet(isPresented:onDismiss:content:)` returns
// here (its type is hidden behind `some View`, as on iOS).
nonisolated public struct _SheetPresentingView<Base: View, Content: View>: View {
    let base: Base
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> Content

    nonisolated init(
        base: Base, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> Content
    ) {
        self.base = base
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
    }

    public var body: Never { fatalError("a sheet modifier's view has no body") }
}
