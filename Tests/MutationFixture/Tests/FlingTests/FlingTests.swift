import Fling
import Foundation
import Testing

/// Deliberately weak: no case sits exactly on the threshold.
@Suite struct FlingTests {
    @Test func fastAndSlowReleases() {
        #expect(isFling(velocity: 900, threshold: 500))
        #expect(!isFling(velocity: 100, threshold: 500))
        // strengthened:
    }

    @Test func aFlingReachesOneDetent() {
        #expect(FlingReach.oneDetent.rawValue == 1)
    }

    @Test func heightsNeverGoBelowZero() {
        #expect(nonNegative(-3) == 0)
        #expect(nonNegative(4) == 4)
    }

    /// Another target's source, read as data: it must be there wherever the tests run.
    @Test func theShellsSourceIsThere() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shell = try String(
            contentsOf: repository.appendingPathComponent("Sources/FlingShell/FlingShell.swift"), encoding: .utf8)
        #expect(shell.contains("isFling(velocity: velocity, threshold: threshold)"))
    }
}
