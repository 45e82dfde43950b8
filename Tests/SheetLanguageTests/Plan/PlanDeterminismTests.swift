import Foundation
import SheetLanguage
import Testing

/// Same inputs, same bytes: whatever the order of the files and the number
/// of workers.
@Suite struct PlanDeterminismTests {
    static func json(_ outcome: PlanOutcome) throws -> String {
        LayoutPlanWriter.json(try #require(outcome.plan))
    }

    @Test func shuffledInputOrderGivesTheSameBytes() throws {
        let reference = try Self.json(try PlanFixtures.outcome(PlanFixtures.exampleNames))
        var generator = SplitMix(seed: 4)
        for _ in 0..<8 {
            let shuffled = PlanFixtures.exampleNames.shuffled(using: &generator)
            #expect(try Self.json(try PlanFixtures.outcome(shuffled)) == reference, "order \(shuffled)")
        }
    }

    @Test func theWorkerCountDoesNotChangeThePlan() throws {
        let paths = PlanFixtures.exampleNames.map { RepositoryPaths.exampleSpecs.appendingPathComponent($0).path }
        let plans = try [1, 2, 5].map { jobs in
            try Self.json(SpecPlanner.plan(paths: paths.reversed(), options: ValidationOptions(jobs: jobs), strict: false))
        }
        #expect(plans[0] == plans[1])
        #expect(plans[0] == plans[2])
        let folder = try Self.json(
            SpecPlanner.plan(paths: [RepositoryPaths.exampleSpecs.path], options: ValidationOptions(jobs: 2), strict: false))
        #expect(folder == plans[0], "a folder and its files listed in any order plan alike")
    }

    @Test func aDuplicateSheetIdResolvesToTheSameDeclarationInAnyOrder() {
        let first = ("a.sheet.yaml", "version: 1\nsheets:\n  s: { type: A, detents: [{ id: h, height: 100 }] }\n")
        let second = ("b.sheet.yaml", "version: 1\nsheets:\n  s: { type: B }\n")
        let forward = PlanFixtures.resolve([first, second]).sheets
        let backward = PlanFixtures.resolve([second, first]).sheets
        #expect(forward == backward)
        #expect(forward.map(\.type) == ["A"])
    }
}

/// A small seeded generator, so a failing order can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
