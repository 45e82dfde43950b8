import SheetDiagnostics
import SheetLanguage
import Testing

/// A decoding error hides only what depends on the broken part: the rules
/// still check the file's other sheets and the sheet's other parts, and no
/// rule takes a part that failed to decode for one never written.
@Suite struct PartialSpecRuleTests {
    static func code(_ name: String) -> DiagnosticCode? {
        RuleRegistry.rules.first { $0.descriptor.name == name }?.descriptor.code
    }

    /// `code@line:column` of every rule diagnostic, in report order.
    static func found(_ outcome: RuleRun.Outcome) -> [String] {
        outcome.rules.map { "\($0.code)@\($0.position)" }
    }

    @Test func everyProblemOfAFileWithABrokenSheetIsReportedInOneRun() throws {
        let outcome = RuleRun.run(
            """
            version: 1
            minimumOS: 16
            sheets:
              checkout:
                type: CheckoutViewController
                detents: 5
                initial: half
                presentation: overlay
                dismiss: { tapOutside: true }
              address:
                type: AddressViewController
                detents:
                  - { id: half, fraction: 1.5 }
                initial: full
            """, includesStyle: false)
        #expect(outcome.decoding.map { "\($0.code)@\($0.position)" } == ["SS1004@6:14"])
        let tapOutside = try #require(Self.code("tap-outside-on-overlay"))
        let fraction = try #require(Self.code("fraction-out-of-range"))
        let initial = try #require(Self.code("unknown-initial-detent"))
        // Sheet A's dismissal (decoded) and sheet B's detents and `initial`;
        // never "`initial` names `half`" in A, whose detents did not decode.
        #expect(Self.found(outcome) == ["\(tapOutside)@9:28", "\(fraction)@13:31", "\(initial)@14:14"])
    }

    @Test func aBrokenPartIsBrokenInEverySheetThatInheritsIt() throws {
        let outcome = RuleRun.run(
            """
            version: 1
            minimumOS: 16
            defaults:
              presentation: sideways
            sheets:
              base:
                type: BaseViewController
                detents: [ { id: half, fraction: 0.5 }, { id: half, system: large } ]
              child:
                extends: base
                type: ChildViewController
                detents: { half: 0.5 }
                initial: full
              other:
                type: OtherViewController
                popover: { alignment: center }
            """, includesStyle: false)
        #expect(outcome.decoding.map(\.position) == ["4:17", "12:14"])
        let duplicate = try #require(Self.code("duplicate-detent-id"))
        // `presentation` failed in `defaults:`, so no sheet of the file knows
        // its presentation: `popover` on `other` is not called misplaced, and
        // `child`'s broken detents hide its `initial` check; the duplicate
        // detent id, which depends on neither, is still found.
        #expect(Self.found(outcome) == ["\(duplicate)@8:51"])
    }

    @Test func aSheetDroppedWholeLeavesTheFileToTheDecoder() {
        let outcome = RuleRun.run(
            """
            version: 1
            minimumOS: 16
            sheets:
              ghost: 5
              address:
                extends: ghost
                type: AddressViewController
                initial: nowhere
            """, includesStyle: false)
        #expect(outcome.decoding.map(\.position) == ["4:10"])
        // `ghost` is gone, so `extends: ghost` would look unknown: nothing in
        // the file is checked.
        #expect(outcome.rules.isEmpty, "\(outcome.rules.map(\.message))")
    }

    @Test func aMisspeltKeyDamagesTheWholeSheetAndNoOther() throws {
        let outcome = RuleRun.run(
            """
            version: 1
            minimumOS: 16
            sheets:
              checkout:
                type: CheckoutViewController
                detnets: [ { id: half, fraction: 0.5 } ]
                initial: half
              address:
                type: AddressViewController
                initial: half
            """, includesStyle: false)
        let initial = try #require(Self.code("unknown-initial-detent"))
        #expect(Self.found(outcome) == ["\(initial)@10:14"])
    }
}
