import SheetDiagnostics
import SheetYAML

extension DecodingContext {
    /// One of a keyword type's spellings, compared on bytes.
    mutating func keyword<Keyword: SpecKeyword>(_ field: FieldValue, as _: Keyword.Type) -> Located<Keyword>? {
        guard let value = keywordValue(field, as: Keyword.self) else { return nil }
        return located(value, field)
    }

    package mutating func keywordValue<Keyword: SpecKeyword>(_ field: FieldValue, as _: Keyword.Type) -> Keyword? {
        func expected() -> String { (Keyword.allCases.count == 1 ? "" : "one of ") + Keyword.spellingList }
        guard let bytes = nonEmptyScalarBytes(field, expected: expected()) else { return nil }
        for candidate in Keyword.allCases where Self.spelling(of: candidate.spelling, equals: bytes) {
            return candidate
        }
        let written = text(field.node)
        let match = NearestWord.match(for: written, among: Keyword.allCases.map(\.spelling))
        report(
            codes.unknownValue.diagnostic(
                "`\(written)` is not a valid value for `\(field.key.map(text) ?? "this item")`",
                at: span(field.node), label: "expected \(expected())",
                help: match.map { "did you mean `\($0.word)`?" },
                fixes: match.map { [FixIt(span: span(field.node), replacement: $0.word, applicability: $0.applicability)] } ?? []))
        return nil
    }

    /// Whether a keyword's spelling is exactly `bytes`, compared on the
    /// spelling's contiguous UTF-8 (a literal's, so nothing is copied) rather
    /// than through `String.UTF8View`'s iterator, which every value paid for.
    static func spelling(of word: String, equals bytes: ArraySlice<UInt8>) -> Bool {
        var word = word
        return word.withUTF8 { spelling in bytes.withUnsafeBufferPointer { bytesEqual(spelling, $0) } }
    }

    /// A sheet or detent id, or a reference to one: `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func identifier(_ field: FieldValue, what: String) -> Located<String>? {
        guard let bytes = nonEmptyScalarBytes(field, expected: what) else { return nil }
        guard Self.isIdentifier(bytes) else {
            reportInvalidIdentifier(field.node, what: what)
            return nil
        }
        return located(String(decoding: bytes, as: UTF8.self), field)
    }

    /// Checks a mapping key used as an id (a sheet's id under `sheets:`).
    mutating func identifierKey(_ key: NodeID, what: String) -> Located<String>? {
        let bytes = document.scalarBytes(of: key)
        guard Self.isIdentifier(bytes) else {
            reportInvalidIdentifier(key, what: what)
            return nil
        }
        return Located(String(decoding: bytes, as: UTF8.self), file: file, range: range(key))
    }

    private mutating func reportInvalidIdentifier(_ node: NodeID, what: String) {
        let written = text(node)
        let repaired = Self.repairedIdentifier(written)
        report(
            DecodingDiagnostics.invalidIdentifier.diagnostic(
                "`\(written)` is not a valid \(what)", at: span(node),
                label: "ids use letters, digits and `_`, and start with a letter",
                help: repaired.map { "write `\($0)`" } ?? "use a camelCase name such as `placeDetails`",
                fixes: repaired.map { [FixIt(span: span(node), replacement: $0)] } ?? []))
    }

    static func isIdentifier(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) || first == 0x5F else { return false }
        return bytes.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// `place details` and `place-details` become `placeDetails`; `nil` when
    /// no ASCII identifier comes out.
    static func repairedIdentifier(_ written: String) -> String? {
        var result = ""
        var upperNext = false
        for scalar in written.unicodeScalars {
            guard scalar.isASCII else { return nil }
            let character = Character(scalar)
            if character.isLetter || character.isNumber || character == "_" {
                result.append(upperNext && !result.isEmpty ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        guard !result.isEmpty, result != written, isIdentifier(ArraySlice(result.utf8)) else { return nil }
        return result
    }

    /// A Swift type name; its grammar is checked by a rule, which can say more.
    mutating func typeName(_ field: FieldValue) -> Located<String>? {
        guard let bytes = nonEmptyScalarBytes(field, expected: "a Swift type name") else { return nil }
        return located(String(decoding: bytes, as: UTF8.self), field)
    }

    /// An iOS version: `16`, `16.4` or `16.4.1`, plain or quoted.
    mutating func osVersion(_ field: FieldValue) -> Located<OSVersion>? {
        let expected = "an iOS version like 16.4"
        guard let bytes = nonEmptyScalarBytes(field, expected: expected) else { return nil }
        var parts: [Int] = []
        var current = 0
        var digits = 0
        for byte in bytes {
            if byte >= 0x30 && byte <= 0x39, digits < 4 {
                current = current * 10 + Int(byte - 0x30)
                digits += 1
            } else if byte == 0x2E, digits > 0, parts.count < 2 {
                parts.append(current)
                current = 0
                digits = 0
            } else {
                reportMismatch(field, expected: expected)
                return nil
            }
        }
        guard digits > 0 else {
            reportMismatch(field, expected: expected)
            return nil
        }
        parts.append(current)
        return located(OSVersion(parts[0], parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0), field)
    }

    /// The bytes of a scalar that holds something, reporting collections and
    /// empty values.
    /// `expected` is only evaluated on the error path: valid files build no
    /// message text.
    mutating func nonEmptyScalarBytes(_ field: FieldValue, expected: @autoclosure () -> String) -> ArraySlice<UInt8>? {
        guard document.kind(of: field.node) == .scalar else {
            reportMismatch(field, expected: expected())
            return nil
        }
        let bytes = document.scalarBytes(of: field.node)
        if isNull(field.node) || bytes.isEmpty {
            reportEmpty(field, expected: expected())
            return nil
        }
        return bytes
    }
}
