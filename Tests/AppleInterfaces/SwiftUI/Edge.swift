// The edge an anchored popover's arrow sits on: the generated modifier's
// `arrowEdge` constant, which the app passes to `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`.

/// Apple docs: "Edge" — SwiftUI
/// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, *)
@frozen public enum Edge: Hashable, CaseIterable, Sendable {
    /// Apple docs: "Edge.top" — Edge
    case top
    /// Apple docs: "Edge.bottom" — Edge
    case bottom
    /// Apple docs: "Edge.leading" — Edge
    case leading
    /// Apple docs: "Edge.trailing" — Edge
    case trailing
}
