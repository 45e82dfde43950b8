import Foundation
import SheetLanguage
import TestSupport
import Testing

/// Same inputs, same bytes: whatever the order of the files and the number
/// of workers.
@Suite struct PlanDeterminismTests {
    static func json(_ outcome: PlanOutcome) throws -> String {
        LayoutPlanWriter.json(try #require(outcome.plan))
    }

    @Test func shuffledInputOrderGivesTheSameBytes() throws {
        let reference = try Self.json(try PlanFixtures.outcome(PlanFixtures.exampleNames))
        var generator = SeededGenerator(seed: 4)
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
