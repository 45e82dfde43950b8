import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// An anchored popover's arrows in the `swiftui` backend. The app presents it
/// with `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`, anchored
/// to the view it modifies; the generated modifier offers the `arrowEdge` to
/// pass. That parameter takes one edge of the anchor, or `nil` for any: one
/// side is expressible, all four are `nil`, and two or three are not
/// expressible, so the backend passes `nil` and says so (SS4304).
extension SwiftUIViewModel {
    /// `hasArrowEdge` and `arrowEdgeExpression` for an anchored popover.
    static func arrowEdgeFields(_ layout: SheetLayout) -> TemplateContext {
        guard layout.presentation == .popover, let popover = layout.popover, popover.alignment.isAnchoredToSource else {
            return TemplateContext([("hasArrowEdge", .flag(false))])
        }
        return TemplateContext([
            ("hasArrowEdge", .flag(true)),
            ("arrowEdgeExpression", .text(arrowEdge(popover.arrows).map { "." + $0 } ?? "nil")),
            ("arrowEdgeSides", .text(arrowEdgeNote(popover.arrows))),
        ])
    }

    /// The spec's arrows, and why `nil` where one edge cannot say them.
    static func arrowEdgeNote(_ arrows: PopoverArrowDirections) -> String {
        if arrows == .any { return "`arrows: any`" }
        let written = "`arrows: [" + arrows.names.joined(separator: ", ") + "]`"
        return arrowEdge(arrows) == nil ? written + "; one edge cannot say several, so any (SS4304)" : written
    }

        /// The edge of the anchor the arrow sits on, for exactly one side: an arrow
    /// pointing up (UIKit's `.up`) sits on the anchor's bottom edge, the popover
    /// below it; `left` and `right` become `trailing` and `leading`, which is
    /// what they mean in a left-to-right layout. `nil` otherwise.
    static func arrowEdge(_ arrows: PopoverArrowDirections) -> String? {
        switch arrows {
        case .up: "bottom"
        case .down: "top"
        case .left: "trailing"
        case .right: "leading"
        default: nil
        }
    }

    /// SS4304 for an anchored popover that permits two or three sides.
    static func arrowLimitations(_ sheet: ResolvedSheet) -> [Diagnostic] {
        guard sheet.presentation == .popover, let popover = sheet.popover, popover.alignment.isAnchoredToSource,
            popover.arrows != .any, arrowEdge(popover.arrows) == nil, !popover.arrows.isEmpty
        else { return [] }
        let sides = popover.arrows.names.map { "`\($0)`" }.joined(separator: " and ")
        return [
            BackendDiagnostics.arrowsNotExpressible.diagnostic(
                "popover `\(sheet.id)` permits its arrow on \(sides), but SwiftUI's `arrowEdge` takes one edge; "
                    + "the `swiftui` backend passes `nil`, which permits any side",
                at: sheet.presentationSource ?? sheet.source, label: "anchored popover with \(popover.arrows.names.count) arrow sides",
                notes: ["`popover(isPresented:attachmentAnchor:arrowEdge:content:)` takes `arrowEdge: Edge?`"],
                help: "permit one side or `any`, or use the `uikit` backend, whose `permittedArrowDirections` takes a set")
        ]
    }
}
