import Foundation
import Testing

/// `sheetspec simulate`: the state machine on a spec's sheet through a scripted drag;
/// the result on standard output, what is said about the run on standard error; exit 1
/// on invalid specs and 2 on a request that cannot run, printing no result.
@Suite
struct SimulateCommandTests {
    static let checkout = CommandRunner.repository.appendingPathComponent("specs/checkout.sheet.yaml").path

    /// The 400-pt content-sized sheet on the iPhone 16, released at 300.
    static func checkoutRun(velocity: String, _ extra: [String] = []) throws -> CommandResult {
        try CommandRunner.run(
            [
                "simulate", checkout, "--sheet", "checkout", "--profile", "iphone-16", "--content-height", "400",
                "--release-height", "300", "--velocity", velocity,
            ] + extra)
    }

    static func object(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func downAt500IsDismissed() throws {
        // 300 − 500²/1600 = 143.75; (400 − 143.75)/400 ≥ 0.5.
        let result = try Self.checkoutRun(velocity: "-500")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.object(result)
        #expect(json["outcome"] as? String == "dismissed")
        #expect(json["detent"] is NSNull)
        #expect(json["height"] as? Double == 0)
        #expect(json["projectedHeight"] as? Double == 143.75)
        #expect(json["askedShouldDismiss"] as? Bool == true)
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.first?["time"] as? Double == 0 && frames.first?["height"] as? Double == 300)
        #expect(frames.first?["dimming"] as? Double == 0.75)
        #expect(frames.last?["height"] as? Double == 0 && frames.last?["dimming"] as? Double == 0)
        #expect(frames.count > 2)
    }

    @Test func downAt300ReturnsTo400() throws {
        // 300 − 300²/1600 = 243.75; (400 − 243.75)/400 < 0.5.
        let result = try Self.checkoutRun(velocity: "-300")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.object(result)
        #expect(json["outcome"] as? String == "settled")
        #expect(json["detent"] as? String == "fit")
        #expect(json["height"] as? Double == 400)
        #expect(json["projectedHeight"] as? Double == 243.75)
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.last?["height"] as? Double == 400)
        #expect(frames[1]["time"] as? Double == 0.017)
    }

    @Test func theSameArgumentsGiveTheSameBytes() throws {
        let first = try Self.checkoutRun(velocity: "-300"), second = try Self.checkoutRun(velocity: "-300")
        #expect(first.status == 0 && !first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
        let human = try Self.checkoutRun(velocity: "-300", ["--format", "human"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("projected stop: 243.75 pt"))
        #expect(human.stdout.contains("outcome: settled on `fit` at 400 pt"))
    }

    @Test func badRequestsExitTwoWithoutAResult() throws {
        for (arguments, message) in [
            (["--velocity", "nan"], "--velocity must be a finite number"),
            (["--velocity", "0", "--release-height", "-3"], "--release-height must be a finite, non-negative number"),
            (["--velocity", "0", "--from", "large"], "the sheet `checkout` has no detent `large`"),
            (["--velocity", "0", "--profile", "iphone-1"], "no device profile is called `iphone-1`"),
        ] {
            var full = ["simulate", Self.checkout, "--sheet", "checkout", "--release-height", "300"] + arguments
            if arguments.contains("--release-height") { full.removeSubrange(4...5) }
            let result = try CommandRunner.run(full)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("sheetspec: error: " + message), "\(result.stderr)")
        }
        let unknown = try CommandRunner.run(
            ["simulate", Self.checkout, "--sheet", "chekout", "--release-height", "300", "--velocity", "0"])
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean `checkout`?"))
        let missing = try CommandRunner.run(["simulate", Self.checkout, "--sheet", "checkout", "--velocity", "0"])
        #expect(missing.status == 2 && missing.stderr.contains("--release-height"))
    }

    @Test func anInvalidSpecExitsOneWithItsDiagnostics() throws {
        let folder = try CommandRunner.scratchFolder()
        try "version: 1\nminimumOS: 16\nsheets:\n  broken:\n    type: BrokenViewController\n    detents: []\n"
            .write(to: folder.appendingPathComponent("broken.sheet.yaml"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(
            ["simulate", "broken.sheet.yaml", "--sheet", "broken", "--release-height", "1", "--velocity", "0"],
            in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error:"))
    }
}
