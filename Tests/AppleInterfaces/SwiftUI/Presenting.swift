// What a SwiftUI screen needs to present a sheet or a popover whose content
// carries a generated modifier (Examples/SheetDemo): state, a button, text,
// `sheet(isPresented:onDismiss:content:)` and
// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`.
//
// The pages write the content closures with `@ContentBuilder`; no result
// builder is declared here, so the closures a check compiles against these
// declarations hold one expression each (a builder accepts those too).

/// Apple docs: "State" — SwiftUI (page not retrieved; its members' pages carry
/// their versions)
///
/// Documented as a `@propertyWrapper @frozen struct State<Value>`. The value
/// lives in a box the wrapper shares with the bindings it hands out.
@frozen @propertyWrapper public struct State<Value> {
    // Not Apple API: the storage SwiftUI keeps for the view.
    let box: StateBox<Value>

    /// Apple docs: "init(wrappedValue:)" — State
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    @available(iOS 13.0, *)
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// Apple docs: "wrappedValue" — State
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    @available(iOS 13.0, *)
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// Apple docs: "projectedValue" — State
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    @available(iOS 13.0, *)
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

// Not Apple API: State's storage.
@usableFromInline final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Apple docs: "Text" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, *)
@frozen public struct Text: View {
    // Not Apple API: the string shown.
    public let testContent: String

    /// Apple docs: "init(verbatim:)" — Text
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    @available(iOS 13.0, *)
    nonisolated public init(verbatim content: String) { testContent = content }

    public var body: Never { fatalError("Text has no body here") }
}

/// Apple docs: "Button" — SwiftUI (page not retrieved; its initializers' pages
/// carry their versions)
public struct Button<Label>: View where Label: View {
    // Not Apple API: the label and the action.
    public let testLabel: Label
    let action: @MainActor () -> Void

    public var body: Never { fatalError("Button has no body here") }
}

extension Button where Label == Text {
    /// Apple docs: "init(_:action:)" — Button
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @available(iOS 13.0, *)
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        testLabel = Text(verbatim: String(title))
        self.action = action
    }
}

/// Apple docs: "Anchor" — SwiftUI (page not retrieved; declared as the home of
/// `Anchor.Source`, whose pages carry their versions)
@frozen public struct Anchor<Value> {
    /// Apple docs: "Anchor.Source" — Anchor (page not retrieved; the type of
    /// `bounds` and `rect(_:)` on their pages)
    @frozen public struct Source {
        // Not Apple API: the rectangle, nil for the view's bounds.
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// Apple docs: "bounds" — Anchor.Source
    /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds
    @available(iOS 13.0, *)
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

    /// Apple docs: "rect(_:)" — Anchor.Source
    /// https://developer.apple.com/documentation/swiftui/anchor/source/rect(_:)
    @available(iOS 13.0, *)
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<CGRect>.Source(rect: r) }
}

/// Apple docs: "PopoverAttachmentAnchor" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor
///
/// The page's other case, `point(UnitPoint)`, is not declared (UnitPoint is not).
@available(iOS 13.0, *)
public enum PopoverAttachmentAnchor {
    /// Apple docs: "PopoverAttachmentAnchor.rect(_:)" — PopoverAttachmentAnchor
    case rect(Anchor<CGRect>.Source)
}

extension View {
    /// Apple docs: "sheet(isPresented:onDismiss:content:)" — View
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    @available(iOS 13.0, *)
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> Content
    ) -> some View where Content: View {
        AnyView(self)
    }

    /// Apple docs: "popover(isPresented:attachmentAnchor:arrowEdge:content:)" — View
    /// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
    ///
    /// The page's current declaration (`arrowEdge: Edge? = nil`); it is marked
    /// `@export(implementation)` there, an attribute this toolchain does not have.
    @available(iOS 13.0, *)
    nonisolated public func popover<Content>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        content: @escaping () -> Content
    ) -> some View where Content: View {
        AnyView(self)
    }
}
