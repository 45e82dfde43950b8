import SheetDiagnostics
import SheetYAML

/// Decodes each sheet of a spec as soon as the parser completes its mapping,
/// so that the parser can drop the sheet's nodes (`SubtreeConsumer`).
///
/// A 20 MB spec is nearly all `sheets:`; decoded this way, its tree is never
/// held whole beside the sheets it decodes to, and each sheet is read while
/// its nodes are still in the cache. The result is the same as decoding the
/// whole tree: `SpecDecoder` takes each streamed sheet, with its diagnostics,
/// where it would have decoded it.
public struct StreamedSheets: SubtreeConsumer {
    public static var streamedKey: StaticString? { "sheets" }

    /// One decoded entry: the sheet, unless its id was unusable, and what
    /// decoding it reported.
    struct Sheet {
        var declaration: SheetDeclaration?
        var diagnostics: [Diagnostic]
    }

    private let file: SourceFileID
    /// In the order the parser completed them, so by increasing node.
    private var sheets: [(value: Int32, sheet: Sheet)] = []

    public init(path: String) {
        file = SourceFileID(path: path)
    }

    public mutating func consume(key: NodeID, value: NodeID, in document: YAMLDocument) -> Bool {
        // Anything but a mapping is reported by the decoder in its place.
        guard document.kind(of: value) == .mapping else { return false }
        var context = DecodingContext(document: document, file: file)
        let declaration = context.decodeSheet(key: key, value: value)
        sheets.append((value.index, Sheet(declaration: declaration, diagnostics: context.diagnostics)))
        return true
    }

    /// The entry whose value is `node`, if it was streamed.
    func sheet(at node: NodeID) -> Sheet? {
        var (low, high) = (0, sheets.count)
        while low < high {
            let middle = (low + high) / 2
            if sheets[middle].value < node.index { low = middle + 1 } else { high = middle }
        }
        return low < sheets.count && sheets[low].value == node.index ? sheets[low].sheet : nil
    }
}
