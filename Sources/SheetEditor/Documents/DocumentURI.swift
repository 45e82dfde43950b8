import Foundation

/// `file://` URIs, the only kind the server reads, to paths and back.
public enum DocumentURI {
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
