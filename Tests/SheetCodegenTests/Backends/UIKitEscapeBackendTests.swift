import BottomSheetable
import Foundation
import SheetLanguage
import Testing

@testable import SheetCodegen

/// The `uikit` backend's `sheetSpecPerformEscape()` under Reduce Motion and
/// `dismiss.confirm`, **run** against the UIKit stand-in: four sheets of three
/// detents (`peek` 120 pt, `half` 0.5, `full` large) whose escape collapses,
/// with `reduceMotion: fade` (the default 0.25 s), `instant` and `keep`, and
/// one whose dismissal asks to confirm.
@Suite(.serialized) struct UIKitEscapeBackendTests {
    typealias Sheets = SystemSheetAccessibilityBackendTests

    static let spec = CodegenSpec(
        specPath: "specs/escape-motion.sheet.yaml", outputFolder: "", outputName: "EscapeMotion",
        sheets: [
            Sheets.sheet("fading", escape: .collapse),
            Sheets.sheet("snapping", escape: .collapse, reducedMotion: .instant),
            Sheets.sheet("keeping", escape: .collapse, reducedMotion: .keep),
            Sheets.sheet("confirming", escape: .collapse, dismissal: DismissalRules(confirm: true)),
        ])

    static var files: [(name: String, text: String)] { Sheets.files(.uikit, of: spec) }

    // MARK: What codegen decides

    @Test func onlyAnInstantChoiceSkipsTheAnimation() {
        #expect(!UIKitViewModel.escapeSkipsAnimation(SheetAccessibility(reducedMotion: .fade(duration: 0.25))))
        #expect(!UIKitViewModel.escapeSkipsAnimation(SheetAccessibility(reducedMotion: .fade(duration: 0.5))))
        #expect(UIKitViewModel.escapeSkipsAnimation(SheetAccessibility(reducedMotion: .fade(duration: 0))))
        #expect(UIKitViewModel.escapeSkipsAnimation(SheetAccessibility(reducedMotion: .instant)))
        #expect(!UIKitViewModel.escapeSkipsAnimation(SheetAccessibility(reducedMotion: .keep)))
        let text = Self.files[0].text
        #expect(text.components(separatedBy: "if UIAccessibility.isReduceMotionEnabled {").count == 2)
        // On the smallest detent: answered only where the spec confirms.
        #expect(text.components(separatedBy: "else {\n            return false\n        }").count == 4)
        #expect(text.components(separatedBy: "else {\n            return true\n        }").count == 2)
    }

    // MARK: Type-checked

    @Test(arguments: Toolchain.LanguageMode.allCases)
    func theEscapeTypeChecks(_ mode: Toolchain.LanguageMode) throws {
        let files = Self.files
        let outcome = try AppleInterfaces.typecheck(
            files + [UIKitBackendTests.host(for: files)], importing: [.uikit], minimumIOS: "16.0", languageMode: mode)
        #expect(outcome.succeeded, "\(outcome.output)")
    }

    /// As the example goldens do.
    @Test func theEscapePassesSwiftFormatLintStrict() throws {
        let outcome = try Toolchain.lintStrict(Self.files)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    // MARK: Run

    @Test(.enabled(if: AppleInterfaces.canRun)) func theEscapeFollowsReduceMotionAndConfirm() throws {
        let files = Self.files
        let driver = #"""
            import UIKit

            @MainActor func escape(
                _ name: String, reduceMotion: Bool, _ controller: UIViewController,
                from detent: UISheetPresentationController.Detent.Identifier?, _ perform: () -> Bool
            ) {
                UIAccessibility.testSetReduceMotionEnabled(reduceMotion)
                let sheet = controller.sheetPresentationController!
                sheet.selectedDetentIdentifier = detent
                let before = sheet.testAnimatedSelectionCount
                let answered = perform()
                let at = sheet.selectedDetentIdentifier?.rawValue ?? "nil"
                print("\(name): answered \(answered) at \(at) animated \(sheet.testAnimatedSelectionCount - before)")
            }

            let fading = FadingViewController()
            fading.applySheetSpec()
            let snapping = SnappingViewController()
            snapping.applySheetSpec()
            let keeping = KeepingViewController()
            keeping.applySheetSpec()
            let confirming = ConfirmingViewController()
            confirming.applySheetSpec()

            escape("fade, off, full", reduceMotion: false, fading, from: .fadingFull) { fading.sheetSpecPerformEscape() }
            escape("fade, on, full", reduceMotion: true, fading, from: .fadingFull) { fading.sheetSpecPerformEscape() }
            escape("fade, on, peek", reduceMotion: true, fading, from: .fadingPeek) { fading.sheetSpecPerformEscape() }
            escape("instant, off, full", reduceMotion: false, snapping, from: .snappingFull) { snapping.sheetSpecPerformEscape() }
            escape("instant, on, full", reduceMotion: true, snapping, from: .snappingFull) { snapping.sheetSpecPerformEscape() }
            escape("instant, on, half", reduceMotion: true, snapping, from: .snappingHalf) { snapping.sheetSpecPerformEscape() }
            escape("instant, on, peek", reduceMotion: true, snapping, from: .snappingPeek) { snapping.sheetSpecPerformEscape() }
            escape("keep, on, full", reduceMotion: true, keeping, from: .keepingFull) { keeping.sheetSpecPerformEscape() }
            escape("confirm, off, full", reduceMotion: false, confirming, from: .confirmingFull) { confirming.sheetSpecPerformEscape() }
            escape("confirm, off, peek", reduceMotion: false, confirming, from: .confirmingPeek) { confirming.sheetSpecPerformEscape() }
            escape("confirm, off, nil", reduceMotion: false, confirming, from: nil) { confirming.sheetSpecPerformEscape() }
            """#
        let output = try AppleInterfaces.run(files + [UIKitBackendTests.host(for: files)], mainSource: driver)
        // Above peek the escape collapses to it and is answered: inside
        // animateChanges(_:) but for `instant` with Reduce Motion on, which sets
        // the detent at once (UIKit's sheet has no fade: `fade` and `keep`
        // animate). On peek (or UIKit's nil, the smallest) it is left to UIKit
        // (false), but with `confirm`, where it is answered and nothing changes.
        #expect(output == """
            fade, off, full: answered true at fading.peek animated 1
            fade, on, full: answered true at fading.peek animated 1
            fade, on, peek: answered false at fading.peek animated 0
            instant, off, full: answered true at snapping.peek animated 1
            instant, on, full: answered true at snapping.peek animated 0
            instant, on, half: answered true at snapping.peek animated 0
            instant, on, peek: answered false at snapping.peek animated 0
            keep, on, full: answered true at keeping.peek animated 1
            confirm, off, full: answered true at confirming.peek animated 1
            confirm, off, peek: answered true at confirming.peek animated 0
            confirm, off, nil: answered true at nil animated 0

            """)
    }
}
