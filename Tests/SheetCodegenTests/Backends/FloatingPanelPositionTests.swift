import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The generated `FloatingPanelLayout`s run: each anchor's position, by
/// FloatingPanel 2.8.8's layout rules (`FloatingPanelLayoutAnchor.testSurfaceTopY`
/// in Tests/ThirdPartyInterfaces/FloatingPanel/TestHooks.swift), turned into
/// a height above the frame's baseline and compared with `DetentResolver` on
/// every screen of every built-in profile. FloatingPanel keeps no gap under
/// the top safe-area edge, so the plan is measured with `topGap` 0.
@Suite(.serialized) struct FloatingPanelPositionTests {
    @Test(.enabled(if: AppleInterfaces.canRun)) func anchorsPutEveryExampleSheetAtThePlansHeights() throws {
        let run = SpecValidator.run(paths: [FloatingPanelBackendTests.specs], options: ValidationOptions(keepsResolvedSheets: true))
        let sheets = CodegenSpecs.make(from: run.resolution, roots: [FloatingPanelBackendTests.specs])
            .flatMap(\.sheets).filter(FloatingPanelViewModel.canShow)
        #expect(sheets.map(\.id) == ["checkout", "checkoutAddress", "checkoutPayment", "placeDetails", "nowPlaying"])
        let count = try Self.check(sheets, files: FloatingPanelBackendTests.files)
        #expect(count > 100)
    }

    /// Runs the layouts of `sheets` in `files` on every built-in screen and
    /// compares each anchor's height with the plan's (to 1e-9 of it); returns how many were
    /// compared. Detents SS4407 reports are left out.
    static func check(_ sheets: [CodegenSheet], files: [(name: String, text: String)]) throws -> Int {
        var driver = "import FloatingPanel\nimport UIKit\n\n"
        var expected: [String] = []
        for sheet in sheets {
            let name = "panel_" + sheet.id
            driver += "let \(name) = \(sheet.typeName)().sheetSpecFloatingPanel()\n"
            let layoutName = SwiftIdentifierTestNames.layoutName(sheet.id)
            for container in UIKitBackendTests.containers {
                var flat = container.measured(in: sheet.layout.frame)
                flat.topGap = 0
                let size = container.size, safe = container.safeArea
                let contents: [Double] = sheet.layout.detents.contains { if case .fittedToContent = $0.height { true } else { false } }
                    ? UIKitBackendTests.contentHeights(
                        for: sheet.layout.detents.first { if case .fittedToContent = $0.height { true } else { false } }!.height,
                        in: flat) : [0]
                for content in contents {
                    driver += """
                        \(name).view.bounds = CGRect(x: 0, y: 0, width: \(size.width), height: \(size.height))
                        \(name).view.testSetSafeAreaInsets(UIEdgeInsets(top: \(safe.top), left: \(safe.left), bottom: \(safe.bottom), right: \(safe.right)))

                        """
                    if contents.count > 1 {
                        driver += """
                            do {
                                let content = \(sheet.typeName)()
                                content.view.testSetFittingSize(CGSize(width: \(size.width), height: \(content)))
                                content.sheetSpecContentDidChange(in: \(name))
                            }

                            """
                    }
                    for detent in sheet.layout.detents where FloatingPanelAnchor.isExact(detent.height, frame: sheet.layout.frame) {
                        let state = FloatingPanelViewModel.stateName(sheetID: sheet.id, detentID: detent.id.rawValue)
                        driver += """
                            do {
                                let anchor = (\(name).layout as! \(layoutName)).anchors[.\(state)] as! FloatingPanelLayoutAnchor
                                let y = anchor.testSurfaceTopY(in: \(name).view)
                                print("\(sheet.id) \(detent.id.rawValue) \(size.width)x\(size.height) \(content) \\(Double(\(flat.baselineY) - y))")
                            }

                            """
                        let resolved = try #require(DetentResolver.resolve(detent, in: flat, contentHeight: content))
                        expected.append("\(sheet.id) \(detent.id.rawValue) \(size.width)x\(size.height) \(content) \(resolved.height)")
                    }
                }
            }
        }
        let output = try FloatingPanelInterface.run(files, mainSource: driver)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        // Equal up to the last bits: FloatingPanel's guide arithmetic
        // (a top edge, then a height from it) rounds in another order than `f · A`.
        func agrees(_ panel: String, _ plan: String) -> Bool {
            let left = panel.split(separator: " "), right = plan.split(separator: " ")
            guard left.dropLast() == right.dropLast(), let a = Double(left.last ?? ""), let b = Double(right.last ?? "")
            else { return false }
            return abs(a - b) <= 1e-9 * max(1, abs(b))
        }
        let mismatches = zip(lines, expected).filter { !agrees($0.0, $0.1) }.map { "panel \($0.0)\nplan  \($0.1)" }
        #expect(mismatches.isEmpty, "\(mismatches.count) positions differ:\n\(mismatches.prefix(8).joined(separator: "\n"))")
        return expected.count
    }
}

/// The generated type names, as the view model spells them.
enum SwiftIdentifierTestNames {
    static func layoutName(_ sheetID: String) -> String { SwiftIdentifier.upperCamel(sheetID) + "PanelLayout" }
}
