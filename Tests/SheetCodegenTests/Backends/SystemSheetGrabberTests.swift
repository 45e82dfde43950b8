import BottomSheetable
import Foundation
import SheetLanguage
import Testing

@testable import SheetCodegen

/// Where the system sheet shows its grabber (`SystemSheet.showsGrabber`), in
/// both system-sheet backends, read back from the generated code run against
/// the interface stand-ins: `visible` always; `automatic` from two detents up
/// (the system grabber is how VoiceOver users change the detent), not with
/// one, nor with `detentControl: app` (the app's control changes the detent);
/// `hidden` never, however many detents.
@Suite(.serialized) struct SystemSheetGrabberTests {
    /// One sheet per case: its grabber key and its number of detents.
    static let cases: [(id: String, grabber: GrabberVisibility, detents: Int)] = [
        ("automaticOne", .automatic, 1), ("automaticTwo", .automatic, 2), ("automaticThree", .automatic, 3),
        ("hiddenThree", .hidden, 3), ("visibleOne", .visible, 1), ("appThree", .automatic, 3),
    ]

    static func spec() -> CodegenSpec {
        let heights: [DetentHeight] = [.points(200), .fraction(0.5), .system(.large)]
        return CodegenSpec(
            specPath: "specs/grabbers.sheet.yaml", outputFolder: "", outputName: "Grabbers",
            sheets: cases.map { item in
                CodegenSheet(
                    id: item.id, typeName: SwiftIdentifier.upperCamel(item.id) + "ViewController",
                    layout: SheetLayout(
                        detents: (0..<item.detents).map { Detent(id: DetentIdentifier("d\($0)"), height: heights[$0]) },
                        grabber: item.grabber,
                        // `appThree`: the app's own control changes the detent.
                        accessibility: SheetAccessibility(detentControl: item.id.hasPrefix("app") ? .appControl : .grabber)),
                    isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16))
            })
    }

    static func files(_ backend: Backend) throws -> [(name: String, text: String)] {
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        return try GeneratedFiles.rendered(for: [spec()], backends: [backend], templates: templates, options: CodegenOptions())
            .get().map { (name: $0.relativePath, text: $0.contents) }
    }

    @Test func theRule() {
        #expect(Self.cases.map { item in
            SystemSheet.showsGrabber(Self.spec().sheets.first { $0.id == item.id }!.layout)
        } == [false, true, true, false, true, false])
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func uikitSetsPrefersGrabberVisible() throws {
        let files = try Self.files(.uikit)
        var driver = "import UIKit\n\n"
        for item in Self.cases {
            let type = SwiftIdentifier.upperCamel(item.id) + "ViewController"
            driver += """
                do {
                    let controller = \(type)()
                    controller.applySheetSpec()
                    print("\(item.id) \\(controller.sheetPresentationController!.prefersGrabberVisible)")
                }

                """
        }
        let output = try AppleInterfaces.run(files + [UIKitBackendTests.host(for: files)], mainSource: driver)
        #expect(output == """
            automaticOne false
            automaticTwo true
            automaticThree true
            hiddenThree false
            visibleOne true
            appThree false

            """)
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func swiftuiSetsTheDragIndicator() throws {
        var driver = "import SwiftUI\n\nlet selection = Binding<PresentationDetent>.constant(.large)\n"
        for item in Self.cases {
            let modifier = SwiftIdentifier.upperCamel(item.id) + "Sheet"
            driver += """
                print("\(item.id) \\(testPresentationRecord(of: EmptyView().modifier(\(modifier)(selection: selection))).dragIndicator.map { "\\($0)" } ?? "-")")

                """
        }
        let output = try AppleInterfaces.run(try Self.files(.swiftui), mainSource: driver)
        #expect(output == """
            automaticOne automatic
            automaticTwo visible
            automaticThree visible
            hiddenThree hidden
            visibleOne visible
            appThree automatic

            """)
    }
}
