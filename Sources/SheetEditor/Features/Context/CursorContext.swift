import SheetDiagnostics

/// Where a position of a document is in YAML terms: on a key of a mapping,
/// or in the value of a key or list item, with the key path that leads
/// there (`SpecOutline`'s: key names, `-` for a list item, sheet ids as they
/// are written).
///
/// Found from the text and indentation of the lines above (`LineShape`), so
/// it works on a document with a YAML error. Flow collections on the
/// cursor's line (`push: [a, b]`, `- { id: half, fraction: 0.5 }`) are
/// followed bracket by bracket.
struct CursorContext: Equatable {
    enum Place: Equatable {
        /// A key of the mapping at `path`.
        case key
        /// The value at `path`.
        case value
    }

    var place: Place
    var path: [String]
    /// The word from its start up to the position.
    var typed: String

    /// The context of byte `offset` of `lines`.
    static func at(_ offset: Int, in lines: LineIndex) -> CursorContext {
        let position = UTF16Positions.position(ofByteOffset: offset, in: lines)
        let text = lines.lineText(position.line + 1)
        let column = max(0, min(offset - lines.lineStarts[position.line], text.utf8.count))
        let before = String(decoding: Array(text.utf8).prefix(column), as: UTF8.self)
        let shape = LineShape(text)
        let typed = String(
            decoding: Array(before.utf8).reversed().prefix { LineShape.isWordByte($0) }.reversed(), as: UTF8.self)

        // The mapping the line's own key belongs to.
        let mappingColumn = shape.dashColumns.first ?? min(shape.contentColumn, column)
        var path = parentPath(above: position.line, column: mappingColumn, in: lines)
        path += shape.dashColumns.filter { $0 < column }.map { _ in "-" }

        guard let key = shape.key, let valueColumn = shape.valueColumn, valueColumn <= column else {
            return CursorContext(place: .key, path: path, typed: typed)
        }
        let value = String(decoding: Array(text.utf8)[valueColumn..<column], as: UTF8.self)
        return flow(value, path: path + [key], typed: typed)
    }

    /// Follows `[` and `{` in the text between a key's colon and the position.
    private static func flow(_ value: String, path: [String], typed: String) -> CursorContext {
        enum Frame {
            case list
            case map(key: String?)
        }
        var frames: [Frame] = []
        var pending = ""
        var previous: Character = " "
        for character in value {
            switch character {
            case "[":
                frames.append(.list)
                pending = ""
            case "{":
                frames.append(.map(key: nil))
                pending = ""
            case "]", "}":
                if !frames.isEmpty { frames.removeLast() }
                pending = ""
            case ",":
                if case .map = frames.last { frames[frames.count - 1] = .map(key: nil) }
                pending = ""
            case ":" where previous != " ":
                if case .map = frames.last {
                    frames[frames.count - 1] = .map(key: pending.trimmingCharacters(in: " "))
                }
                pending = ""
            default: pending.append(character)
            }
            previous = character
        }
        var path = path
        for (index, frame) in frames.enumerated() {
            switch frame {
            case .list: path.append("-")
            case .map(let key?): path.append(key)
            case .map(nil):
                // Only the innermost open mapping can still be waiting for its key.
                if index == frames.count - 1 { return CursorContext(place: .key, path: path, typed: typed) }
            }
        }
        return CursorContext(place: .value, path: path, typed: typed)
    }

    /// The keys of the block mappings and lists that contain a line's
    /// content at `column`, read upwards through less indented lines.
    static func parentPath(above line: Int, column: Int, in lines: LineIndex) -> [String] {
        var path: [String] = []
        var column = column
        var index = line - 1
        while index >= 0, column > 0 {
            let text = lines.lineText(index + 1)
            let shape = LineShape(text)
            index -= 1
            if shape.isBlank { continue }
            if let key = shape.key, shape.contentColumn < column {
                path.insert(contentsOf: shape.dashColumns.map { _ in "-" } + [key], at: 0)
                column = shape.dashColumns.first ?? shape.contentColumn
            } else if let dash = shape.dashColumns.first, dash < column {
                path.insert(contentsOf: shape.dashColumns.map { _ in "-" }, at: 0)
                column = dash
            } else if shape.contentColumn < column {
                // A less indented line that is no key (a stray value): nothing above is reliable.
                return path
            }
        }
        return path
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
