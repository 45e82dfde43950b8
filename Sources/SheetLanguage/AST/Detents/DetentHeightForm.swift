import BottomSheetable

/// `system:` decodes the runtime's own enum: each word is its case name.
extension SystemDetent: SpecKeyword {}

/// How a detent's height is written. Every form means, once resolved, the
/// visible height of the sheet above the bottom safe-area edge of its
/// container (UIKit's custom-detent meaning).
public enum DetentHeightForm: Hashable, Sendable {
    /// `system: medium|large`.
    case system(SystemDetent)
    /// `height: 320`: points.
    case points(Double)
    /// `height: { portrait: 400, landscape: 250 }`: points per orientation,
    /// spelled as the popover's height is.
    indirect case pointsByOrientation(portrait: Located<Double>, landscape: Located<Double>)
    /// `fraction: 0.5`: of the available height.
    case fraction(Double)
    /// `inset: 24`: points left free at the top of the available height.
    case insetFromTop(Double)
    /// `fit: content`, with an optional floor (`min`) and cap (`max`).
    indirect case fitContent(min: Located<HeightLimitForm>?, max: Located<HeightLimitForm>?)
    /// `hidden: true`: a stop out of sight (height 0) that app code parks the sheet
    /// on without dismissing it; custom presentations only.
    case hidden
}
