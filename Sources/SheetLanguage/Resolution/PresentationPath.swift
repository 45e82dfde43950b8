import BottomSheetable

/// Where a sheet is shown, said once for every command that reports it
/// (`lint`, `simulate`): UIKit's system sheet, configured by the `uikit` and
/// `swiftui` backends, or sheetspec's custom presentation, the
/// `BottomSheetable` runtime driven by the `conformance` backend. The choice
/// is `ResolvedSheet.usesSystemSheet`; this type only names it and says why.
public enum PresentationPath: Sendable, Equatable {
    case systemSheet
    /// A popover on iPad, UIKit's system sheet where it adapts (iPhone).
    case popover
    case custom(reason: String)

    public init(of sheet: ResolvedSheet) {
        switch sheet.presentation {
        case .popover:
            self = .popover
        case .overlay:
            self = .custom(reason: "`presentation: overlay`")
        case .embedded:
            self = .custom(reason: "`presentation: embedded`")
        case .modal where sheet.usesSystemSheet:
            self = .systemSheet
        case .modal:
            self = .custom(
                reason: sheet.tiersInferred
                    ? "its `fit: content` detent makes `tiers: automatic`, a content-sized sheet; "
                        + "`tiers: one` or `tiers: two` keeps it on the system sheet"
                    : "`tiers: automatic`, a content-sized sheet")
        }
    }

    /// `UIKit's system sheet` or `sheetspec's custom presentation (…)`.
    public var description: String {
        switch self {
        case .systemSheet: "UIKit's system sheet (the `uikit` and `swiftui` backends)"
        case .popover: "UIKit's popover on iPad and its system sheet on iPhone (the `uikit` and `swiftui` backends)"
        case .custom(let reason):
            "sheetspec's custom presentation (the `conformance` backend and BottomSheetableUIKit): " + reason
        }
    }

    /// One line per sheet, in file and line order: `` `checkout` (path:line:column)
    /// is shown by … ``.
    public static func lines(for sheets: [ResolvedSheet]) -> [String] {
        sheets.sorted { lhs, rhs in
            (lhs.source.path, lhs.source.range.start.line, lhs.source.range.start.column)
                < (rhs.source.path, rhs.source.range.start.line, rhs.source.range.start.column)
        }.map { sheet in
            let start = sheet.source.range.start
            return "`\(sheet.id)` (\(sheet.source.path):\(start.line):\(start.column)) is shown by "
                + PresentationPath(of: sheet).description
        }
    }
}
