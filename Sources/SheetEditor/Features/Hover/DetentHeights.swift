import BottomSheetable
import SheetLanguage

/// A detent's heights and a popover's frames as the layout plan has them,
/// in words for a hover: the numbers are the plan's (`LayoutPlanner`, printed
/// with `LengthPrecision`), so the editor and `sheetspec plan` agree.
enum DetentHeights {
    /// "half: 379.5 pt on iPhone 16, 333.5 pt on iPhone SE (3rd generation)",
    /// on each profile's first screen (portrait), then every other screen.
    static func describe(detent: String, sheet: String, in plan: LayoutPlan) -> String {
        guard let sheetPlan = plan.sheets.first(where: { $0.sheet.id == sheet }) else {
            return "`\(detent)` of `\(sheet)`: no heights, because the sheet does not resolve (see its diagnostics)."
        }
        let names = Dictionary(plan.profiles.map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        var summary: [String] = []
        var others: [String] = []
        for profile in sheetPlan.profiles {
            let name = names[profile.profile] ?? profile.profile
            for (index, screen) in profile.screens.enumerated() {
                let height = self.height(of: detent, on: screen)
                let atSize = atTextSize(of: detent, on: screen)
                if index == 0 {
                    summary.append("\(height) on \(name)\(atSize)")
                } else {
                    others.append("- \(name) \(screen.orientation.rawValue): \(height)\(atSize)")
                }
            }
        }
        var text = "**\(detent)**: " + summary.joined(separator: ", ")
        if !others.isEmpty { text += "\n\n" + others.joined(separator: "\n") }
        if let category = plan.textSize?.category, let fixed = sheetPlan.profiles.lazy.flatMap(\.screens)
            .compactMap({ $0.detents.first { $0.resolved.id.rawValue == detent }?.textSize }).first, !fixed.changes
        {
            text += "\n\nAt text size \(category.name): not fitted to its content, the same height at every text size."
        }
        return text
    }

    /// The popover's frame on each screen where the sheet is shown as one.
    static func popoverFrames(sheet: String, in plan: LayoutPlan) -> String {
        guard let sheetPlan = plan.sheets.first(where: { $0.sheet.id == sheet }) else {
            return "No frame: the sheet does not resolve (see its diagnostics)."
        }
        let names = Dictionary(plan.profiles.map { ($0.name, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        var anchored = false
        for profile in sheetPlan.profiles {
            for screen in profile.screens {
                guard let popover = screen.popover else { continue }
                let frame = popover.placement.frame
                let name = names[profile.profile] ?? profile.profile
                let size = "\(points(frame.size.width)) × \(points(frame.size.height))"
                // An anchored popover's position is the app's source view's,
                // which no spec knows: only its size is true.
                let origin = "(\(LengthPrecision.text(frame.minX)), \(LengthPrecision.text(frame.minY)))"
                lines.append(
                    "- \(name) \(screen.orientation.rawValue): \(size)" + (popover.isAnchoredToSource ? "" : " at \(origin)"))
                anchored = anchored || popover.isAnchoredToSource
            }
        }
        if lines.isEmpty { return "Not shown as a popover on any profile." }
        return (anchored ? "Popover size (its position follows the view the app anchors it to):\n" : "Popover frame:\n")
            + lines.joined(separator: "\n")
    }

    /// ` (at AX5: content 685.882 pt, scrolls from AX4)` for a fitted detent
    /// of a plan made at a text size; empty otherwise.
    static func atTextSize(of detent: String, on screen: ScreenLayout) -> String {
        guard let outcome = screen.detents.first(where: { $0.resolved.id.rawValue == detent })?.textSize,
            outcome.changes
        else { return "" }
        let size = outcome.category.name
        guard let content = outcome.content else { return " (at \(size): content unknown, no `min:` to take it from)" }
        if outcome.scrolls {
            return " (at \(size): content \(points(content)), scrolls from \(outcome.scrollsFrom?.name ?? size))"
        }
        let from = outcome.scrollsFrom.map { "scrolls from \($0.name)" } ?? "fits at every size"
        return " (at \(size): \(points(outcome.height)), content fits; \(from))"
    }

    private static func height(of detent: String, on screen: ScreenLayout) -> String {
        shownHeight(of: detent, on: screen) ?? "not shown"
    }

    /// "379.5 pt", or "inactive" in compact height; nil when the screen does
    /// not show the detent at all. Hover and inlay hints print the same text.
    static func shownHeight(of detent: String, on screen: ScreenLayout) -> String? {
        if let layout = screen.detents.first(where: { $0.resolved.id.rawValue == detent }) {
            return points(layout.resolved.height)
        }
        return screen.inactive.contains(where: { $0.rawValue == detent }) ? "inactive" : nil
    }

    private static func points(_ value: Double) -> String {
        LengthPrecision.text(value) + " pt"
    }
}
