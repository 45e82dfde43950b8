/// A detent as VoiceOver reads it: its name and where it stands among the sheet's
/// visible detents in height order. The announcement after a settle
/// (`SheetEffect.announce`) and the grabber's accessibility value are its `text`.
public struct SheetDetentDescription: Sendable, Hashable {
    public var detent: DetentIdentifier
    /// `SheetAccessibility.spokenName(of:)`.
    public var name: String
    /// 1 for the smallest visible detent.
    public var position: Int
    /// How many visible detents the sheet has.
    public var count: Int

    public init(detent: DetentIdentifier, name: String, position: Int, count: Int) {
        self.detent = detent
        self.name = name
        self.position = position
        self.count = count
    }

    /// "2 of 3".
    public var positionText: String { "\(position) of \(count)" }
    /// "Half, 2 of 3".
    public var text: String { "\(name), \(positionText)" }
}

extension SheetDetentDescription {
    /// How VoiceOver counts `detents` (listed from the smallest): each detent
    /// but a hidden stop, which no drag, step or escape reaches, numbered from 1
    /// out of how many those are, in the order given. The one count for "2 of 3":
    /// the runtime passes its detents resolved in height order, the system-sheet
    /// backends the spec's (which lists them from the smallest).
    public static func counted(
        _ detents: [(id: DetentIdentifier, isHidden: Bool)], accessibility: SheetAccessibility
    ) -> [SheetDetentDescription] {
        let visible = detents.filter { !$0.isHidden }
        return visible.enumerated().map { index, detent in
            SheetDetentDescription(
                detent: detent.id, name: accessibility.spokenName(of: detent.id), position: index + 1,
                count: visible.count)
        }
    }
}
