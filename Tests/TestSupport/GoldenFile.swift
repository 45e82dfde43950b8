import Foundation
import Testing

/// Compares text with a golden file (generated code, plans, pictures,
/// diagnostics, docs/Rules.md).
///
/// `SHEETSPEC_UPDATE_GOLDEN=1 swift test` rewrites the golden files instead
/// of comparing; review the diff before committing.
public enum GoldenFile {
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["SHEETSPEC_UPDATE_GOLDEN"] == "1"
    }

    public static func check(_ actual: String, against golden: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if isUpdating {
            do {
                try FileManager.default.createDirectory(
                    at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: golden, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write \(golden.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record(
                "missing golden file \(golden.lastPathComponent); run SHEETSPEC_UPDATE_GOLDEN=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected, "\(golden.lastPathComponent) differs; update with SHEETSPEC_UPDATE_GOLDEN=1 swift test",
            sourceLocation: sourceLocation)
    }
}
