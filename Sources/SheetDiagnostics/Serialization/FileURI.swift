/// Paths as RFC 3986 URIs: every byte of the UTF-8 that is not a path
/// character (unreserved, sub-delimiters, `@`, `/`, and `:` where allowed)
/// as `%XX`. SARIF's locations and the language server's documents use it.
public enum FileURI {
    /// `/work/my app` → `file:///work/my%20app` (with a final `/` for a directory).
    public static func absolute(_ absolutePath: String, isDirectory: Bool = false) -> String {
        var path = absolutePath
        if isDirectory, !path.hasSuffix("/") { path += "/" }
        return "file://" + percentEncoded(path, keepingColons: true)
    }

    /// `./specs/a b.sheet.yaml` → `specs/a%20b.sheet.yaml`: a relative
    /// reference, with `:` escaped so that no first segment reads as a scheme.
    public static func relative(_ relativePath: String) -> String {
        var path = Substring(relativePath)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return percentEncoded(String(path), keepingColons: false)
    }

    private static func percentEncoded(_ path: String, keepingColons: Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.append(byte)
            case _ where Array("-._~!$&'()*+,;=@/".utf8).contains(byte):
                out.append(byte)
            case UInt8(ascii: ":") where keepingColons:
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
