import BottomSheetable
import SheetDiagnostics

/// A detent of a resolved sheet: the runtime value generated code contains,
/// and where its height was written, for diagnostics.
public struct DeclaredDetent: Sendable, Hashable {
    public var detent: Detent
    /// The height form (`fraction: 0.5`), in whichever file declared it.
    public var span: SourceSpan
    /// A fitted detent's `min`, when written.
    public var floorSpan: SourceSpan?
    /// A fitted detent's `max`, when written.
    public var capSpan: SourceSpan?

    public init(detent: Detent, span: SourceSpan, floorSpan: SourceSpan? = nil, capSpan: SourceSpan? = nil) {
        self.detent = detent
        self.span = span
        self.floorSpan = floorSpan
        self.capSpan = capSpan
    }

    public var id: DetentIdentifier { detent.id }

    /// Whether the height follows the content, so that it is only known at runtime.
    public var isFitted: Bool {
        if case .fittedToContent = detent.height { return true }
        return false
    }
}
