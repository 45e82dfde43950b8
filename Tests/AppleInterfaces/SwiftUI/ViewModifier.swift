// ViewModifier: what the generated SwiftUI code declares, one per sheet.

/// Apple docs: "ViewModifier" — SwiftUI
///
/// `body(content:)` is documented with a result-builder attribute
/// (`@ContentBuilder` on the current page, `@ViewBuilder` on older SDKs);
/// this module declares no result builder, so a generated `body(content:)`
/// must be one expression (it type-checks the same on iOS).
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    /// Apple docs: "Body" — ViewModifier
    associatedtype Body: View

    /// Apple docs: "ViewModifier.Content" — ViewModifier
    @available(iOS 13.0, *)
    typealias Content = _ViewModifier_Content<Self>

    /// Apple docs: "body(content:)" — ViewModifier
    @available(iOS 13.0, *)
    @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// Not Apple API as documented: the proxy view a modifier's body receives,
// under the SDK's own (underscored) name for `ViewModifier.Content`. Its
// only behaviour here: carrying the presentation record of the view it
// stands for.
@available(iOS 13.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let record: PresentationRecord
    public var body: Never { fatalError("ViewModifier.Content has no body") }
}
