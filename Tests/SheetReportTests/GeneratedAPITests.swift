import Testing

@testable import SheetReport

/// The names `diff` compares of a generated file: types, the types they
/// extend, nested types and direct members; not locals, not comments.
@Suite struct GeneratedAPITests {
    @Test func typesNestedTypesAndDirectMembers() {
        let api = GeneratedAPI.read(
            """
            import SwiftUI
            /// struct NotAType {
            struct CheckoutSheet: ViewModifier {
                static let detents: Set<PresentationDetent> = [.medium]
                let selection: Binding<PresentationDetent>
                func body(content: Content) -> some View {
                    let local = 1
                    switch local { case 1: break; default: break }
                    return content
                }
                struct FitDetent: CustomPresentationDetent {
                    static func height(in context: Context) -> CGFloat? { nil }
                }
                /* var hidden = 0 */
                init() {}
            }
            public extension View {
                func checkoutSheet() -> some View { modifier(CheckoutSheet()) }
            }
            enum Destination { case address, payment }
            """)
        #expect(api.types == ["struct CheckoutSheet", "struct CheckoutSheet.FitDetent", "extension View", "enum Destination"])
        #expect(
            api.members == [
                "CheckoutSheet.static let detents", "CheckoutSheet.let selection", "CheckoutSheet.func body",
                "CheckoutSheet.FitDetent.static func height", "CheckoutSheet.init init", "View.func checkoutSheet",
            ])
    }
}
