/// The case conventions the style rules check, and the mechanical rewrite
/// into each.
enum NamingConvention {
    /// `placeDetails`: a lower-case ASCII letter first, letters and digits
    /// after, no `_`.
    static func isLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// `PlaceDetailsViewController`: an upper-case ASCII letter first,
    /// letters and digits after, no `_`.
    static func isUpperCamelCase(_ name: Substring) -> Bool {
        isUpperCamelCase(name.utf8)
    }

    /// `isUpperCamelCase` of a name's UTF-8 bytes: a byte outside ASCII
    /// fails the test as its scalar would, so no name needs decoding.
    static func isUpperCamelCase(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// Words split at `_` and `-` and joined in lowerCamelCase, a leading
    /// acronym lower-cased as a whole: `place_details` and `PlaceDetails`
    /// give `placeDetails`, `URLPreview` gives `urlPreview`.
    static func lowerCamelCase(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                result += lowerLeadingCapitals(word)
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return result
    }

    /// `URLPreview` → `urlPreview`, `Half` → `half`, `HALF` → `half`.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var capitals = characters.prefix { $0.isUppercase }.count
        if capitals > 1, capitals < characters.count { capitals -= 1 }
        return String(characters.prefix(capitals)).lowercased() + String(characters.dropFirst(capitals))
    }
}
