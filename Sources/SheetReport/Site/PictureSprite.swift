import SheetLanguage

/// A spec's pictures in one SVG file: each `SheetPicture` stacked below the
/// last, and a `<view>` per picture that an `<img src="spec.svg#view">`
/// shows alone. One file instead of one per device and release: creating
/// thousands of small files was most of a 500-sheet report's time.
struct PictureSprite {
    struct Entry {
        var id: String
        var width: Double
        var height: Double
    }

    private(set) var entries: [String: Entry] = [:]
    private var views = ""
    private var parts = ""
    private var width = 0.0
    private var height = 0.0
    /// Empty space between two pictures, so that a view scaled with rounding
    /// never shows the edge of its neighbour.
    static let gap = 32.0

    /// Adds a picture (an SVG document as `SheetPicture.svg` writes it) under `id`.
    mutating func add(_ svg: String, id: String) {
        var body = Substring(svg)
        if body.hasPrefix("<?xml"), let end = body.firstRange(of: "?>") {
            body = body[end.upperBound...].drop { $0 == "\n" }
        }
        let pictureWidth = Self.attribute("width", in: body)
        let pictureHeight = Self.attribute("height", in: body)
        guard body.hasPrefix("<svg ") else { return }
        let y = LengthPrecision.text(height)
        views += "<view id=\"\(id)\" viewBox=\"0 \(y) \(LengthPrecision.text(pictureWidth)) "
            + "\(LengthPrecision.text(pictureHeight))\"/>\n"
        parts += "<svg x=\"0\" y=\"\(y)\" " + body.dropFirst("<svg ".count)
        if !parts.hasSuffix("\n") { parts += "\n" }
        entries[id] = Entry(id: id, width: pictureWidth, height: pictureHeight)
        width = max(width, pictureWidth)
        height += pictureHeight + Self.gap
    }

    var svg: String {
        let size = "width=\"\(LengthPrecision.text(width))\" height=\"\(LengthPrecision.text(height))\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(LengthPrecision.text(width)) "
            + "\(LengthPrecision.text(height))\">\n" + views + parts + "</svg>\n"
    }

    /// The first `name="number"` of the root element.
    static func attribute(_ name: String, in svg: Substring) -> Double {
        guard let tagEnd = svg.firstIndex(of: ">"), let start = svg[..<tagEnd].firstRange(of: " \(name)=\"") else {
            return 0
        }
        let value = svg[start.upperBound...].prefix { $0 != "\"" }
        return Double(value) ?? 0
    }
}
