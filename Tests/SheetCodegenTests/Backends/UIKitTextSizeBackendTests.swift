import Foundation
import Testing

@testable import SheetCodegen

/// The `uikit` backend and the text size: a sheet with a content-fitted
/// detent observes `UIContentSizeCategory.didChangeNotification` and
/// invalidates its detents inside `animateChanges(_:)` (the page of
/// `invalidateDetents()` asks for it there, so the sheet animates to the new
/// height), through `sheetSpecContentDidChange()`; a sheet without one is the
/// same at every text size and observes nothing. The observer lives as long as
/// UIKit keeps the detents. Run against the interface stand-ins, which count
/// the invalidations and those made inside `animateChanges(_:)`.
@Suite(.serialized) struct UIKitTextSizeBackendTests {
    @Test(.enabled(if: AppleInterfaces.canRun)) func aTextSizeChangeInvalidatesFittedDetentsInsideAnimateChanges() throws {
        let files = UIKitBackendTests.syntheticFiles().map { (name: $0.relativePath, text: $0.contents) }
        let driver = #"""
            import UIKit

            let fixed = FixedFormsViewController()
            fixed.applySheetSpec()
            let fitted = FittedViewController()
            fitted.applySheetSpec()
            let container = UIView()
            container.bounds = CGRect(x: 0, y: 0, width: 1366, height: 1024)
            let picker = PickerPopoverViewController()
            picker.applySheetSpec(over: container)
            let sheets = [
                ("fixed", fixed.sheetPresentationController!), ("fitted", fitted.sheetPresentationController!),
                ("popover", picker.popoverPresentationController!.adaptiveSheetPresentationController),
            ]
            @MainActor func show(_ step: String) {
                let counts = sheets.map { "\($0.0) \($0.1.testInvalidationCount)/\($0.1.testAnimatedInvalidationCount)" }
                print("\(step): \(counts.joined(separator: ", "))")
            }
            @MainActor func textSizeChanges() {
                NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            }
            show("presented")
            textSizeChanges()
            show("one change")
            textSizeChanges()
            textSizeChanges()
            show("three changes")
            fitted.applySheetSpec()
            textSizeChanges()
            show("detents set again")
            fitted.sheetPresentationController!.detents = [.large()]
            picker.popoverPresentationController!.adaptiveSheetPresentationController.detents = [.large()]
            textSizeChanges()
            show("detents replaced")
            """#
        let output = try AppleInterfaces.run(files + [UIKitBackendTests.host(for: files)], mainSource: driver)
        // Set again, the old detents (and their observer) are released: one
        // invalidation per change, not two. Replaced, nothing observes.
        #expect(output == """
            presented: fixed 0/0, fitted 0/0, popover 0/0
            one change: fixed 0/0, fitted 1/1, popover 1/1
            three changes: fixed 0/0, fitted 3/3, popover 3/3
            detents set again: fixed 0/0, fitted 4/4, popover 4/4
            detents replaced: fixed 0/0, fitted 4/4, popover 4/4

            """)
    }

    /// The observer is generated once per file, only for a file with a fitted
    /// detent, and a sheet without one has no `sheetSpecContentDidChange()`.
    @Test func onlyFilesWithAFittedDetentDeclareTheObserver() throws {
        let synthetic = UIKitBackendTests.syntheticFiles()[0].contents
        #expect(synthetic.components(separatedBy: "private final class SheetSpecTextSizeObserver").count == 2)
        #expect(synthetic.components(separatedBy: "let textSize = SheetSpecTextSizeObserver").count == 3)
        let examples = UIKitBackendTests.generateExamples().files
        let observing = examples.filter { $0.contents.contains("class SheetSpecTextSizeObserver") }.map(\.relativePath)
        let fitting = examples.filter { $0.contents.contains("func sheetSpecContentDidChange()") }.map(\.relativePath)
        #expect(observing == fitting)
    }
}
