import BottomSheetable
import SheetDiagnostics
import SheetLanguage

/// Heights per orientation in the `swiftui` backend: SwiftUI's custom
/// detent is a static function of a `Context` that knows the height the
/// sheet appears in and the environment, never the container's width, so it
/// cannot tell an iPad in landscape from one in portrait. The backend keeps
/// the portrait height and says so (SS4303) rather than guessing from size
/// classes, which tell only an iPhone's landscape apart.
extension SwiftUIViewModel {
    /// The height the template computes: the portrait one of a detent that
    /// differs by orientation, any other height as it is.
    static func expressibleHeight(_ height: DetentHeight) -> DetentHeight {
        guard case .pointsByOrientation(let portrait, _) = height else { return height }
        return .points(portrait)
    }

    /// SS4303 at each detent whose height differs by orientation.
    static func orientationLimitations(_ sheet: ResolvedSheet) -> [Diagnostic] {
        sheet.detents.compactMap { declared in
            guard case .pointsByOrientation(let portrait, let landscape) = declared.detent.height, portrait != landscape
            else { return nil }
            let points = { (value: Double) in SwiftLiteral.number(value) }
            return BackendDiagnostics.orientationNotExpressible.diagnostic(
                "detent `\(declared.id.rawValue)` of `\(sheet.id)` is \(points(portrait)) pt tall in portrait and "
                    + "\(points(landscape)) pt in landscape, but SwiftUI's custom detent cannot tell the orientation; "
                    + "the `swiftui` backend uses \(points(portrait)) pt in both",
                at: declared.span, label: "differs by orientation",
                notes: ["`CustomPresentationDetent.Context` gives `maxDetentValue` and the environment, not the container's size"],
                help: "use the `uikit` backend for this sheet, or write a `fraction` or an `inset`, which follow the screen in both orientations")
        }
    }
}
