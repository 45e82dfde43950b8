import Foundation
import Testing

/// Golden-file comparison: `SHEETSPEC_UPDATE_GOLDEN=1` rewrites the golden
/// instead of comparing.
enum GoldenText {
    static func check(_ actual: String, against golden: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["SHEETSPEC_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? "<missing golden \(golden.lastPathComponent)>"
        #expect(actual == expected, "differs from \(golden.lastPathComponent); update with SHEETSPEC_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
    }
}
