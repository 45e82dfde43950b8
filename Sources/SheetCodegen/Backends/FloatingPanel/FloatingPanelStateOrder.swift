import BottomSheetable
import SheetLanguage

/// The order of a sheet's FloatingPanel states. FloatingPanel sorts a
/// layout's anchors by their states' `order` (`LayoutAdapter.sortedAnchorStates`),
/// once for every screen, while the plan sorts detents by height on each
/// screen; the two agree when the states are ordered as the heights are.
/// The order is taken on the first built-in profile's portrait screen
/// (fitted detents at their cap, equal heights in spec order), and SS4408
/// reports a screen where the heights sort otherwise.
enum FloatingPanelStateOrder {
    /// The screen the order is taken on.
    static var reference: SheetContainer { BuiltInProfiles.all[0].screens[0].container }

    /// The indices of the shown (not hidden) detents from the lowest to the
    /// tallest on `container` measured in `frame`; `nil` when one is
    /// inactive there (`medium` in compact height).
    static func ascending(_ detents: [Detent], frame: SheetFrame, on container: SheetContainer) -> [Int]? {
        var heights: [(index: Int, height: Double)] = []
        for (index, detent) in detents.enumerated() where detent.height != .hidden {
            guard let resolved = DetentResolver.resolve(detent, in: container.measured(in: frame)) else { return nil }
            heights.append((index, resolved.height))
        }
        return heights.sorted { $0.height != $1.height ? $0.height < $1.height : $0.index < $1.index }.map(\.index)
    }

    /// The reference order.
    static func ascending(_ detents: [Detent], frame: SheetFrame) -> [Int] {
        ascending(detents, frame: frame, on: reference) ?? detents.indices.filter { detents[$0].height != .hidden }
    }

    /// The first built-in screen (profile name and orientation) where the
    /// shown detents sort otherwise than on the reference screen, with the
    /// two detents found out of order.
    static func firstDisagreement(_ detents: [Detent], frame: SheetFrame) -> (screen: String, lower: String, upper: String)? {
        let order = ascending(detents, frame: frame)
        for profile in BuiltInProfiles.all {
            for screen in profile.screens {
                guard let other = ascending(detents, frame: frame, on: screen.container), other != order else { continue }
                let position = order.indices.first { order[$0] != other[$0] } ?? 0
                return ("\(profile.name) \(screen.orientation.rawValue)", detents[other[position]].id.rawValue,
                        detents[order[position]].id.rawValue)
            }
        }
        return nil
    }
}
