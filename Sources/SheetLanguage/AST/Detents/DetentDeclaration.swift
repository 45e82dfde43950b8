import SheetDiagnostics

/// One item of `detents:`: an id and exactly one way of giving its height.
public struct DetentDeclaration: Hashable, Sendable {
    public var id: Located<String>
    /// The height form; its `keyRange` is the form's key (`fraction`).
    public var height: Located<DetentHeightForm>
    /// The item's mapping.
    public var range: SourceRange

    public init(id: Located<String>, height: Located<DetentHeightForm>, range: SourceRange) {
        self.id = id
        self.height = height
        self.range = range
    }
}

extension DetentDeclaration {
    /// The floor of a content-fitted detent, `nil` for other forms.
    public var minimum: Located<HeightLimitForm>? {
        if case .fitContent(let minimum, _) = height.value { return minimum }
        return nil
    }

    /// The cap of a content-fitted detent, `nil` for other forms.
    public var maximum: Located<HeightLimitForm>? {
        if case .fitContent(_, let maximum) = height.value { return maximum }
        return nil
    }
}
