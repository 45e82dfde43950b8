import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The `uikit` backend's popover height: one number when portrait and
/// landscape agree (never `bounds.width > bounds.height ? 420 : 420`), the
/// choice by the container's bounds when they differ, and no unused
/// `bounds` in an anchored popover. Every variant type-checks.
@Suite struct PopoverHeightBackendTests {
    static func file(portrait: Double, landscape: Double, alignment: PopoverAlignment) throws -> (name: String, text: String) {
        try AnchoredPopoverBackendTests.files(
            alignment == .anchored ? [.up] : .any, backend: .uikit, portrait: portrait, landscape: landscape,
            alignment: alignment)[0]
    }

    @Test(arguments: [PopoverAlignment.center, .bottomCenter])
    func anArrowlessPopoverOfOneHeightSaysItOnce(alignment: PopoverAlignment) throws {
        let file = try Self.file(portrait: 420, landscape: 420, alignment: alignment)
        #expect(file.text.contains("        let height: CGFloat = 420\n"), "\(file.text)")
        #expect(!file.text.contains("? 420 : 420"))
        #expect(file.text.contains("let bounds = containerView.bounds\n"), "the source rect still needs the bounds")
        #expect(try SizingBackendTests.uikitTypeChecks([file], for: "16.4"))
    }

    @Test func anAnchoredPopoverOfOneHeightReadsNoBounds() throws {
        let file = try Self.file(portrait: 420.5, landscape: 420.5, alignment: .anchored)
        #expect(file.text.contains("        let height: CGFloat = 420.5\n"), "\(file.text)")
        #expect(!file.text.contains("let bounds"), "\(file.text)")
        #expect(!file.text.contains("containerView.bounds"))
        #expect(try SizingBackendTests.uikitTypeChecks([file], for: "16.4"))
    }

    /// Heights one point apart still choose, landscape first.
    @Test(arguments: [PopoverAlignment.center, .anchored])
    func differentHeightsChooseByTheBounds(alignment: PopoverAlignment) throws {
        let file = try Self.file(portrait: 421, landscape: 420, alignment: alignment)
        #expect(file.text.contains("let bounds = containerView.bounds\n"))
        #expect(file.text.contains("let height: CGFloat = bounds.width > bounds.height ? 420 : 421\n"), "\(file.text)")
        #expect(try SizingBackendTests.uikitTypeChecks([file], for: "16.4"))
    }
}
