import BottomSheetable
import SheetLanguage

/// What the system-sheet backends write for `sizing` (docs/Backends.md).
///
/// Only a modal system sheet takes it (`SheetLayout.honoursSizing`), and
/// `automatic` writes nothing, so the system's default stays. The property
/// and the modifier are newer than the sheet itself, so they are set
/// directly when the spec's `minimumOS` has them and under `if #available`
/// otherwise: on an older iPad the sheet keeps the system's width (SS2803
/// warns about that).
enum SheetSizingCode {
    /// `UISheetPresentationController.prefersPageSizing`.
    static let uikitIOS = OSVersion(17)
    /// `presentationSizing(_:)` and the system sizings.
    static let swiftUIIOS = OSVersion(18)

    /// The sizing to write, or `nil` when nothing is written.
    static func requested(_ sheet: CodegenSheet) -> SheetSizing? {
        let layout = sheet.layout
        guard layout.honoursSizing, layout.sizing != .automatic else { return nil }
        return layout.sizing
    }

    /// `prefersPageSizing`: `true` for `page` (page-sheet behaviour, the
    /// readable width), `false` for `form` and `fitted` (form-sheet
    /// behaviour, whose size follows `preferredContentSize`).
    static func uikit(_ sheet: CodegenSheet) -> TemplateContext {
        guard let sizing = requested(sheet) else { return TemplateContext([("hasPageSizing", .flag(false))]) }
        let checked = SystemSheet.needsAvailability(sheet, version: uikitIOS)
        return TemplateContext([
            ("hasPageSizing", .flag(true)),
            ("pageSizingDirect", .flag(!checked)),
            ("pageSizingChecked", .flag(checked)),
            ("prefersPageSizing", .text(SwiftLiteral.bool(sizing == .page))),
        ])
    }

    /// The content expression the modifiers apply to: `sized(content)`
    /// when the sizing needs the version check, `content` otherwise.
    static func swiftUIContent(_ sheet: CodegenSheet) -> String {
        guard requested(sheet) != nil, SystemSheet.needsAvailability(sheet, version: swiftUIIOS) else { return "content" }
        return "sized(content)"
    }

    /// `.presentationSizing(.form)` and its kin, on the content directly or
    /// through a `sized(_:)` helper that checks the system's version.
    static func swiftUI(_ sheet: CodegenSheet) -> TemplateContext {
        guard let sizing = requested(sheet) else {
            return TemplateContext([
                ("sizedContent", .text("content")), ("sizingDirect", .flag(false)), ("sizingChecked", .flag(false)),
            ])
        }
        let checked = SystemSheet.needsAvailability(sheet, version: swiftUIIOS)
        return TemplateContext([
            ("sizedContent", .text(swiftUIContent(sheet))),
            ("sizingDirect", .flag(!checked)),
            ("sizingChecked", .flag(checked)),
            ("sizingName", .text(sizing.rawValue)),
            ("sizingExpression", .text(LayoutExpressions.sizing(sizing))),
        ])
    }
}
