import SheetDiagnostics
import SheetLanguage

/// `textDocument/completion`: what may be written at the position.
///
/// On a key: the keys the mapping accepts (`SpecOutline`, from the
/// decoder's tables) that it does not already have, with their
/// documentation. In a value: the keywords of its enumeration, detent ids
/// for `initial` and `undimmedThrough`, sheet ids for `extends` and
/// `navigation.push`, and in `.sheetspec.yml` the built-in profile names
/// for `profiles.only`.
enum CompletionProvider {
    /// One proposal.
    struct Item: Equatable {
        enum Kind: Int {
            // LSP's `CompletionItemKind` numbers.
            case property = 10, keyword = 14, reference = 18
        }

        var label: String
        var kind: Kind
        var documentation: String?
    }

    static func items(at offset: Int, in path: String, lines: LineIndex, project: ProjectSnapshot) -> [Item] {
        let context = CursorContext.at(offset, in: lines)
        let document = SpecOutline.Document(path: path)
        var items: [Item]
        switch context.place {
        case .key:
            let present = SiblingKeys.present(around: offset, in: lines)
            items = SpecOutline.keys(at: context.path, in: document).filter { !present.contains($0.name) }.map {
                Item(label: $0.name, kind: .property, documentation: $0.documentation)
            }
            // `- ` in a list of words (`push:`) starts a value, not a key.
            if items.isEmpty, context.path.last == "-" {
                items = values(at: context.path, document, path, lines, project)
            }
        case .value:
            items = values(at: context.path, document, path, lines, project)
        }
        return items.filter { $0.label.hasPrefix(context.typed) }
    }

    private static func values(
        at keyPath: [String], _ document: SpecOutline.Document, _ path: String, _ lines: LineIndex,
        _ project: ProjectSnapshot
    ) -> [Item] {
        var items = SpecOutline.keywords(at: keyPath, in: document).map { Item(label: $0, kind: .keyword) }
        switch document {
        case .configuration:
            if keyPath == ["profiles", "only", "-"] {
                items += BuiltInProfiles.all.map {
                    Item(label: $0.name, kind: .reference, documentation: $0.displayName)
                }
            }
        case .spec:
            let sheet = keyPath.count > 2 && keyPath[0] == "sheets" ? keyPath[1] : nil
            switch keyPath.dropFirst(sheet == nil ? 1 : 2) {
            case ["extends"], ["navigation", "push", "-"]:
                let local = SheetIDScan.ids(in: lines)
                var seen = Set<String>()
                items += (local + project.sheetIDs).filter { $0 != sheet && seen.insert($0).inserted }.map {
                    Item(label: $0, kind: .reference)
                }
            case ["initial"], ["undimmedThrough"]:
                items += DetentIDs.of(sheet: sheet, in: path, lines: lines, project: project).map {
                    Item(label: $0, kind: .reference)
                }
            default: break
            }
        }
        return items
    }

    /// The LSP `CompletionList`.
    static func json(_ items: [Item]) -> JSONValue {
        let entries = items.map { item -> JSONValue in
            var entry: JSONObject = ["label": .string(item.label), "kind": .integer(item.kind.rawValue)]
            if let documentation = item.documentation {
                entry["documentation"] = ["kind": "markdown", "value": .string(documentation)]
            }
            return .object(entry)
        }
        return ["isIncomplete": false, "items": .array(entries)]
    }
}
