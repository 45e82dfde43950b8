import BottomSheetable
import SheetDiagnostics
import SheetLanguage
import Testing

@testable import SheetCodegen

/// The one check of generated names both system-sheet backends run.
@Suite struct SystemSheetNameClaimsTests {
    private let sheet = CodegenSheet(
        id: "checkout", typeName: "CheckoutViewController", layout: SheetLayout(), isKeyboardObserver: false,
        pushTargets: [])

    @Test func aSecondClaimOfANameIsReportedWithBothOwnersAndTheFirstKeepsIt() {
        var names = SystemSheet.NameClaims(backend: "uikit")
        names.claim("checkoutHalf", "detent identifier", by: "first")
        names.claim("checkoutFull", "detent identifier", by: "second")
        #expect(names.problems.isEmpty)
        names.claim("checkoutHalf", "detent identifier", by: "third")
        names.claim("checkoutHalf", "detent identifier", by: "fourth")
        #expect(names.problems.map(\.code.description) == ["SS4201", "SS4201"])
        #expect(names.problems.map(\.message) == [
            "the `uikit` backend would declare the detent identifier `checkoutHalf` for first and for third",
            "the `uikit` backend would declare the detent identifier `checkoutHalf` for first and for fourth",
        ])
        #expect(names.problems.first?.help == "rename one of the sheets or detents")
    }

    @Test func aDetentIDThatIsNoSwiftNameIsReportedInOrderWithTheClashes() {
        var names = SystemSheet.NameClaims(backend: "swiftui")
        names.claim("CheckoutSheet", "modifier type", by: "`checkout` (a.sheet.yaml)")
        let accepted = ["half", "_2", "2half"].map { id in
            names.checkDetentID(Detent(id: DetentIdentifier(id), height: .fraction(0.5)), of: sheet)
        }
        #expect(accepted == [true, true, false])
        names.claim("CheckoutSheet", "modifier type", by: "`Checkout` (b.sheet.yaml)")
        let hyphen = names.checkDetentID(Detent(id: "half-way", height: .fraction(0.5)), of: sheet)
        #expect(!hyphen)
        #expect(names.problems.map(\.message) == [
            "detent id `2half` of sheet `checkout` cannot be part of a Swift name",
            "the `swiftui` backend would declare the modifier type `CheckoutSheet` for `checkout` (a.sheet.yaml)"
                + " and for `Checkout` (b.sheet.yaml)",
            "detent id `half-way` of sheet `checkout` cannot be part of a Swift name",
        ])
        #expect(names.problems.first?.help == "use letters, digits and `_`, not starting with a digit")
    }
}
