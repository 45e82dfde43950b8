import SheetDiagnostics
import SheetLanguage

/// The keys already written in the mapping around a line, so completion
/// does not offer a key twice. Read from indentation, like `CursorContext`.
enum SiblingKeys {
    static func present(around offset: Int, in lines: LineIndex) -> Set<String> {
        let line = UTF16Positions.position(ofByteOffset: offset, in: lines).line
        let shape = LineShape(lines.lineText(line + 1))
        let column = shape.isBlank ? offset - lines.lineStarts[line] : shape.contentColumn
        var keys = Set<String>()
        if shape.dashColumns.isEmpty {
            for index in stride(from: line - 1, through: 0, by: -1) {
                let other = LineShape(lines.lineText(index + 1))
                if other.isBlank || other.contentColumn > column { continue }
                guard other.contentColumn == column else { break }
                if let key = other.key { keys.insert(key) }
                if !other.dashColumns.isEmpty { break }
            }
        }
        for index in (line + 1)..<max(line + 1, lines.lineCount) {
            let other = LineShape(lines.lineText(index + 1))
            if other.isBlank || (other.contentColumn > column && other.dashColumns.isEmpty) { continue }
            if let dash = other.dashColumns.first, dash < column { break }
            guard other.contentColumn == column else {
                if other.contentColumn < column { break }
                continue
            }
            if let key = other.key { keys.insert(key) }
        }
        return keys
    }
}

/// The sheet ids a document declares, read from its text: the keys one
/// level under `sheets:`. Used beside the decoded files so that ids still
/// complete while the document has a YAML error.
enum SheetIDScan {
    static func ids(in lines: LineIndex) -> [String] {
        blocks(in: lines).map(\.id)
    }

    /// Each sheet's id with the lines of its block (1-based): from its key
    /// to the next sheet's key or the end of `sheets:`.
    static func blocks(in lines: LineIndex) -> [(id: String, lines: Range<Int>)] {
        var starts: [(id: String, line: Int)] = []
        var end = lines.lineCount + 1
        var inSheets = false
        var childColumn: Int?
        for line in 1..<(lines.lineCount + 1) {
            let shape = LineShape(lines.lineText(line))
            if shape.isBlank { continue }
            if shape.contentColumn == 0 {
                if inSheets { end = line }
                inSheets = shape.key == "sheets" && starts.isEmpty
                continue
            }
            guard inSheets else { continue }
            let column = childColumn ?? shape.contentColumn
            childColumn = column
            if shape.contentColumn == column, shape.dashColumns.isEmpty, let key = shape.key {
                starts.append((key, line))
            }
        }
        return starts.indices.map { index in
            let last = index + 1 < starts.count ? starts[index + 1].line : end
            return (starts[index].id, starts[index].line..<max(last, starts[index].line + 1))
        }
    }
}

/// The detent ids `initial` and `undimmedThrough` of a sheet may name.
enum DetentIDs {
    /// The detents the sheet uses, from the decoded project (its own, else
    /// inherited through `extends`, else the file's `defaults:`), then any
    /// `id:` written in the sheet's block of text, for a document that does
    /// not parse.
    static func of(sheet: String?, in path: String, lines: LineIndex, project: ProjectSnapshot) -> [String] {
        var ids: [String] = []
        let files = project.paths.compactMap { project.specs[$0]?.file }
        if let sheet, let owner = SymbolIndex.detentOwner(of: sheet, in: SheetIndex(files: files)) {
            let index = SheetIndex(files: files)
            ids += index[owner]?.declaration.settings.detents?.value.map(\.id.value) ?? []
        } else if let defaults = project.specs[path]?.file?.defaults?.value.detents?.value {
            ids += defaults.map(\.id.value)
        }
        if let sheet, let block = SheetIDScan.blocks(in: lines).first(where: { $0.id == sheet }) {
            for line in block.lines { ids += writtenIDs(in: lines.lineText(line)) }
        }
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// The words after each `id:` of a line (block or flow style).
    private static func writtenIDs(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var ids: [String] = []
        var index = 0
        while index + 3 <= bytes.count {
            let startsWord = index == 0 || !LineShape.isWordByte(bytes[index - 1])
            if startsWord, bytes[index] == 105, bytes[index + 1] == 100, bytes[index + 2] == 58 {
                var start = index + 3
                while start < bytes.count, bytes[start] == 32 { start += 1 }
                var end = start
                while end < bytes.count, LineShape.isWordByte(bytes[end]) { end += 1 }
                if end > start { ids.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
                index = end
            } else {
                index += 1
            }
        }
        return ids
    }
}
