import SheetDiagnostics
import Testing

@testable import SheetLanguage

@Suite struct DetentRuleTests {
    typealias Order = DetentHeightOrder.ComparisonResult

    @Test func comparableWithoutADevice() {
        #expect(DetentHeightOrder.compare(.points(96), .points(320)) == .orderedAscending)
        #expect(DetentHeightOrder.compare(.fraction(0.5), .fraction(0.5)) == .orderedSame)
        #expect(DetentHeightOrder.compare(.insetFromTop(24), .insetFromTop(80)) == .orderedDescending)
        #expect(DetentHeightOrder.compare(.system(.medium), .system(.large)) == .orderedAscending)
        #expect(DetentHeightOrder.compare(.system(.large), .points(300)) == .orderedDescending)
        #expect(DetentHeightOrder.compare(.insetFromTop(0), .fraction(1)) == .orderedSame)
        #expect(DetentHeightOrder.compare(.fraction(1), .fitContent(min: nil, max: nil)) == .orderedDescending)
    }

    @Test func crossFormOrderIsTheResolvers() {
        #expect(DetentHeightOrder.compare(.points(400), .fraction(0.5)) == nil)
        #expect(DetentHeightOrder.compare(.system(.medium), .fraction(0.5)) == nil)
        #expect(DetentHeightOrder.compare(.points(300), .system(.large)) == nil)
        #expect(DetentHeightOrder.compare(.fitContent(min: nil, max: nil), .points(200)) == nil)
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: tall, height: 900 }, { id: half, fraction: 0.5 }]\n"
        #expect(RuleRun.run(text).rules(DetentsNotIncreasingRule.descriptor.code).isEmpty)
    }

    /// Issue 21: `min: { height: 0 }` is the documented default floor of a
    /// fitted detent, so writing it is not an error; a cap of 0 still is.
    @Test func zeroFloorOfAFittedDetentIsAccepted() throws {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: fit, fit: content, min: { height: 0 } }]\n"
        #expect(RuleRun.run(text).rules(LengthOutOfRangeRule.descriptor.code).isEmpty)
        let capped = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: fit, fit: content, max: { height: 0 } }]\n"
        #expect(RuleRun.run(capped).rules(LengthOutOfRangeRule.descriptor.code).count == 1)
    }

    @Test func tiersMismatchFixWritesTheInferredTiers() throws {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    tiers: two\n    detents: [{ id: fit, fit: content }]\n"
        let found = try #require(RuleRun.run(text).rules(TiersDetentCountMismatchRule.descriptor.code).first)
        #expect(found.position == "5:12")
        #expect(found.message == "`tiers: two` needs 2 detents, but `a` has 1")
        #expect(found.fixes.map(\.replacement) == ["automatic"])
    }

    /// `three` is three stops or more: four detents are `three`, and `two` over
    /// four detents is fixed to `three`.
    @Test func threeTiersAdmitFourDetents() throws {
        let four = "[{ id: a, height: 100 }, { id: b, height: 200 }, { id: c, height: 300 }, { id: d, height: 400 }]"
        let three = "version: 1\nsheets:\n  a:\n    type: A\n    tiers: three\n    detents: \(four)\n"
        #expect(RuleRun.run(three).rules(TiersDetentCountMismatchRule.descriptor.code).isEmpty)
        let two = "version: 1\nsheets:\n  a:\n    type: A\n    tiers: two\n    detents: \(four)\n"
        let found = try #require(RuleRun.run(two).rules(TiersDetentCountMismatchRule.descriptor.code).first)
        #expect(found.message == "`tiers: two` needs 2 detents, but `a` has 4")
        #expect(found.fixes.map(\.replacement) == ["three"])
        let short = "version: 1\nsheets:\n  a:\n    type: A\n    tiers: three\n    detents: [{ id: a, height: 100 }, { id: b, height: 200 }]\n"
        let tooFew = try #require(RuleRun.run(short).rules(TiersDetentCountMismatchRule.descriptor.code).first)
        #expect(tooFew.message == "`tiers: three` needs 3 detents or more, but `a` has 2")
        #expect(tooFew.fixes.map(\.replacement) == ["two"])
    }

    @Test func fractionsAreCheckedWhereWrittenOnce() {
        let text = """
            version: 1
            defaults:
              detents: [{ id: half, fraction: 1.5 }]
            sheets:
              a: { type: A }
              b: { type: B }
            """
        let found = RuleRun.run(text).rules(FractionOutOfRangeRule.descriptor.code)
        #expect(found.map(\.position) == ["3:35"])
        #expect(found.first?.fixes.isEmpty == true)
    }

    @Test func capAndFloorInDifferentUnitsAreTheResolvers() {
        let text = "version: 1\nsheets:\n  a:\n    type: A\n    detents: [{ id: f, fit: content, min: { height: 900 }, max: { fraction: 0.1 } }]\n"
        #expect(RuleRun.run(text).rules(FitCapBelowFloorRule.descriptor.code).isEmpty)
    }
}
