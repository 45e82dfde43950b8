import BottomSheetable
import SheetLanguage

/// Each detent's height on the project's default device, written after its
/// entry (`- { id: half, fraction: 0.5 }  323.5 pt`), so a spec reads in
/// points without a hover. The device is the one `sheetspec render` draws on
/// by default (`SpecRenderer.defaultProfile`: the smallest iPhone), in its
/// first screen (portrait); the numbers are the plan's, as in a hover.
enum DetentInlayHints {
    /// The hints of the detents declared in `path` whose entry starts within
    /// `range` (byte offsets, both ends included), in document order.
    static func hints(in path: String, range: Range<Int>, project: ProjectSnapshot) -> [JSONValue] {
        guard let spec = project.specs[path] else { return [] }
        let lines = spec.lines, bytes = spec.source.bytes
        let plan = project.plan
        guard let profile = SpecRenderer.defaultProfile(among: plan.profiles, preferring: .phone) else { return [] }
        var hints: [(offset: Int, hint: JSONValue)] = []
        for occurrence in project.symbols.occurrences where occurrence.isDeclaration && occurrence.span.path == path {
            guard case .detent(_, let id) = occurrence.symbol, let sheet = occurrence.sheet,
                let entry = occurrence.entry, (range.lowerBound...range.upperBound).contains(Int(entry.range.start.offset)),
                let screen = plan.sheets.first(where: { $0.sheet.id == sheet })?
                    .profiles.first(where: { $0.profile == profile.name })?.screens.first,
                let height = DetentHeights.shownHeight(of: id, on: screen)
            else { continue }
            // A block entry's node ends where the next key starts: back over the line break and indentation.
            var end = Int(entry.range.end.offset)
            while end > Int(entry.range.start.offset), [9, 10, 13, 32].contains(bytes[end - 1]) { end -= 1 }
            let position = UTF16Positions.position(ofByteOffset: end, in: lines)
            hints.append(
                (
                    end,
                    [
                        "position": ["line": .integer(position.line), "character": .integer(position.character)],
                        "label": .string(height),
                        "paddingLeft": true,
                        "tooltip": .string("\(id) on \(profile.displayName), \(screen.orientation.rawValue)"),
                    ]
                ))
        }
        return hints.sorted { $0.offset < $1.offset }.map(\.hint)
    }
}
