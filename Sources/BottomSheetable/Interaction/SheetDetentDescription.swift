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
