import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The `swiftui` backend (docs/Backends.md): golden files of every example
/// spec, a type-check of the generated code against the transcribed SwiftUI
/// declarations (`Tests/AppleInterfaces/SwiftUI`) for several deployment
/// targets, the generated custom detents **run** on every device profile and
/// compared with `DetentResolver`, and the applied modifiers read back.
/// Update the goldens with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter SwiftUIBackendTests`.
@Suite(.serialized) struct SwiftUIBackendTests {
    static let specs = SystemSheetBackendSupport.specs
    static let goldens = Toolchain.fixtures.appendingPathComponent("backends/swiftui")

    static func generateExamples(
        backends: [Backend] = [.swiftui], strict: Bool = false, rules: RuleConfiguration = RuleConfiguration()
    ) -> GenerationOutcome {
        SystemSheetBackendSupport.generateExamples(.swiftui, backends: backends, strict: strict, rules: rules)
    }

    static func syntheticFiles(
        minimumOS: OSVersion? = OSVersion(16), access: CodegenOptions.AccessLevel = .internal
    ) -> [(name: String, text: String)] {
        SystemSheetBackendSupport.syntheticFiles(.swiftui, minimumOS: minimumOS, access: access).map {
            (name: $0.relativePath, text: $0.contents)
        }
    }

    // MARK: Files and goldens

    @Test func everyExampleSpecGetsItsSwiftUIFile() {
        let outcome = Self.generateExamples()
        #expect(outcome.verdict(strict: false) == .passed)
        #expect(outcome.files.map(\.relativePath) == [
            "Checkout+SwiftUI.generated.swift", "CommentComposer+SwiftUI.generated.swift",
            "MapDrawer+SwiftUI.generated.swift", "NowPlaying+SwiftUI.generated.swift", "StorePicker+SwiftUI.generated.swift",
        ])
        #expect(outcome.files.allSatisfy {
            $0.contents.contains("\nimport SwiftUI\n") && !$0.contents.contains("BottomSheetable")
        })
        // UIKit only for the announcement before iOS 17 (comment-composer's
        // `announcesDetent` below a `minimumOS` of 17), in that file alone.
        #expect(outcome.files.filter { $0.contents.contains("import UIKit") }.map(\.relativePath) == [
            "CommentComposer+SwiftUI.generated.swift"
        ])
        #expect(outcome.files.allSatisfy { $0.contents.contains("import UIKit") == $0.contents.contains("UIAccessibility.post(") })
        #expect(Backend.named("swiftui") != nil)
        #expect(!Backend.defaults.contains { $0.id == "swiftui" })
        #expect(!Backend.swiftui.hasStubs)
    }

    @Test func generatedFilesMatchTheirGoldens() {
        for file in Self.generateExamples().files {
            GoldenFile.check(file.contents, against: Self.goldens.appendingPathComponent(file.relativePath))
        }
    }

    @Test func generatedFilesPassSwiftFormatLintStrict() throws {
        let configuration = Toolchain.repository.appendingPathComponent(".swift-format").path
        let files = Self.generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
            + Self.syntheticFiles() + Self.syntheticFiles(minimumOS: OSVersion(16, 4)).map { (name: "Direct" + $0.name, text: $0.text) }
        let paths = try Toolchain.write(files)
        let outcome = try Toolchain.run("swift-format", ["lint", "--strict", "--configuration", configuration] + paths)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func uikitAndSwiftUITogetherAndASecondRunWritesNothing() throws {
        let (first, second) = SystemSheetBackendSupport.generateTwice(
            into: ScratchFolder.path("swiftui-twice").path, backends: [.uikit, .swiftui])
        #expect(first.output?.written.count == 10)
        #expect(first.output?.written.contains("StorePicker+SwiftUI.generated.swift") == true)
        #expect(first.output?.written.contains("StorePicker+UIKit.generated.swift") == true)
        #expect(second.output?.written == [])
        #expect(second.output?.unchanged.count == 10)
        #expect(second.verdict(strict: false) == .passed)
    }

    @Test func generationIsDeterministic() {
        #expect(Self.generateExamples().files.map(\.contents) == Self.generateExamples().files.map(\.contents))
    }

    // MARK: What the backend cannot show

    /// The same sheets as `uikit` (one predicate, `SystemSheet.canShow`), each
    /// diagnostic naming the `swiftui` backend.
    @Test func theSameSheetsAsUIKitAreReportedNamingSwiftUI() throws {
        let outcome = Self.generateExamples()
        let found = outcome.diagnostics.map { "\($0.code) \(($0.span?.path ?? "").split(separator: "/").last ?? ""):\($0.span?.range.start.line ?? 0)" }
        let uikit = UIKitBackendTests.generateExamples().diagnostics.map { "\($0.code) \(($0.span?.path ?? "").split(separator: "/").last ?? ""):\($0.span?.range.start.line ?? 0)" }
        #expect(found == uikit)
        #expect(found.count == 7)
        #expect(outcome.diagnostics.filter { $0.code == BackendDiagnostics.backendCannotShow.code }.allSatisfy {
            $0.message.contains("the `swiftui` backend generates nothing for it")
        })
        let dismissal = try #require(outcome.diagnostics.first { $0.code == BackendDiagnostics.dismissalNotExpressible.code })
        #expect(dismissal.message.contains("SwiftUI's `interactiveDismissDisabled(_:)` blocks both or neither"))
        #expect(dismissal.message.contains("the `swiftui` backend blocks both"))
        let mapDrawer = try #require(outcome.files.first { $0.relativePath == "MapDrawer+SwiftUI.generated.swift" })
        #expect(mapDrawer.contents.contains("// `placeDetails` (specs/map-drawer.sheet.yaml) is an overlay"))
        #expect(!mapDrawer.contents.contains("ViewModifier"))
        // Both backends: each reports its own.
        let both = Self.generateExamples(backends: [.uikit, .swiftui])
        #expect(both.diagnostics.count == 14)
    }

    @Test func namesThatWouldClashStopGeneration() throws {
        func sheet(_ id: String, type: String) -> CodegenSheet {
            CodegenSheet(
                id: id, typeName: type,
                layout: SheetLayout(detents: [Detent(id: "half", height: .fraction(0.5))]),
                isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16))
        }
        let specs = [
            CodegenSpec(specPath: "a.sheet.yaml", outputFolder: "", outputName: "A", sheets: [sheet("checkout", type: "A")]),
            CodegenSpec(specPath: "b.sheet.yaml", outputFolder: "", outputName: "B", sheets: [sheet("Checkout", type: "B")]),
        ]
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        let result = GeneratedFiles.rendered(for: specs, backends: [.swiftui], templates: templates, options: CodegenOptions())
        guard case .failure(let problems) = result else {
            Issue.record("expected SS4201")
            return
        }
        #expect(problems.diagnostics.map(\.code.description).first == "SS4201")
        #expect(problems.diagnostics.first?.message.contains("`CheckoutSheet`") == true)
    }

    // MARK: Availability and type-checking

    /// The versions the view model writes are the documented ones of the
    /// declarations it calls.
    @Test func availabilityConstantsAreTheDocumentedOnes() {
        let view16 = ["presentationDetents(_:selection:)", "presentationDragIndicator(_:)"]
        let view164 = [
            "presentationCornerRadius(_:)", "presentationBackgroundInteraction(_:)", "presentationContentInteraction(_:)",
            "presentationCompactAdaptation(_:)",
        ]
        for name in view16 { #expect(AppleInterfaces.minimumIOS(of: "View." + name) == "16.0", "\(name)") }
        for name in view164 { #expect(AppleInterfaces.minimumIOS(of: "View." + name) == "16.4", "\(name)") }
        #expect(AppleInterfaces.minimumIOS(of: "View.interactiveDismissDisabled(_:)") == "15.0")
        #expect(AppleInterfaces.minimumIOS(of: "CustomPresentationDetent") == "16.0")
        #expect(AppleInterfaces.minimumIOS(of: "AnyView") == "13.0")
        #expect(SwiftUIViewModel.detentsIOS == OSVersion(16))
        #expect(SwiftUIViewModel.refinementsIOS == OSVersion(16, 4))
    }

    /// In the Swift 5 and Swift 6 language modes, without a warning.
    @Test(arguments: Toolchain.LanguageMode.allCases)
    func generatedCodeTypeChecksForEveryDeploymentTarget(in mode: Toolchain.LanguageMode) throws {
        for (target, valid) in SystemSheetBackendSupport.examplesByDeploymentTarget(Self.generateExamples().files) {
            #expect(!valid.isEmpty)
            let outcome = try AppleInterfaces.typecheck(
                valid, importing: [.swiftui], minimumIOS: "\(target.major).\(target.minor)", languageMode: mode)
            #expect(outcome.succeeded, "\(mode), iOS \(target): \(valid.map(\.name))\n\(outcome.output)")
            #expect(!outcome.output.contains("warning:"), "\(mode), iOS \(target)\n\(outcome.output)")
        }
    }

    /// Without `minimumOS`: `@available(iOS 16.0, *)` and `if #available(iOS 16.4, *)`,
    /// type-checked for iOS 15 with both access levels; with 16.4 no check but
    /// the announcement's (`onChange(of:initial:_:)`, iOS 17).
    @Test func availabilityFollowsTheMinimumOS() throws {
        for access in CodegenOptions.AccessLevel.allCases {
            let files = Self.syntheticFiles(minimumOS: nil, access: access)
            #expect(files.allSatisfy { $0.text.contains("@available(iOS 16.0, *)\n\(access == .public ? "public " : "")struct ") })
            #expect(files.allSatisfy { $0.text.contains("if #available(iOS 16.4, *) {") })
            let outcome = try AppleInterfaces.typecheck(files, importing: [.swiftui], minimumIOS: "15.0")
            #expect(outcome.succeeded, "\(access)\n\(outcome.output)")
        }
        let direct = Self.syntheticFiles(minimumOS: OSVersion(16, 4))
        let checks = direct[0].text.components(separatedBy: "\n").filter { $0.contains("available(") }
        #expect(Set(checks.map { $0.trimmingCharacters(in: .whitespaces) }) == [
            "@available(iOS 17.0, *)", "if #available(iOS 17.0, *) {",
        ])
        #expect(try AppleInterfaces.typecheck(direct, importing: [.swiftui], minimumIOS: "16.4").succeeded)
        // Not vacuous: the same code for an older target fails the availability pass.
        #expect(try !AppleInterfaces.typecheck(direct, importing: [.swiftui], minimumIOS: "16.0").succeeded)
        let sixteen = Self.syntheticFiles(minimumOS: OSVersion(16))
        #expect(try AppleInterfaces.typecheck(sixteen, importing: [.swiftui], minimumIOS: "16.0").succeeded)
        #expect(try !AppleInterfaces.typecheck(sixteen, importing: [.swiftui], minimumIOS: "15.0").succeeded)
    }

    // MARK: The numbers

    /// Each detent of each shown sheet, as the generated modifier declares it
    /// (`<Modifier>.detents` must contain it), resolved with `testHeight(in:)`
    /// on every built-in profile's portrait and landscape available height,
    /// compared with `DetentResolver.resolve` bit for bit (a fitted detent
    /// without a content height: its cap, as `sheetspec plan` computes it).
    static func checkNumbers(files: [(name: String, text: String)], sheets: [CodegenSheet]) throws -> Int {
        var driver = "import SwiftUI\n\n"
        var expected: [String] = []
        for sheet in sheets where SystemSheet.canShow(sheet) {
            let modifier = SwiftUIViewModel.modifierName(sheet)
            for container in UIKitBackendTests.containers {
                let available = container.availableHeight
                driver += "do {\n    let context = PresentationDetent.Context(testMaxDetentValue: \(available))\n"
                for detent in sheet.layout.detents {
                    var expression = SwiftUIViewModel.detentExpression(detent)
                    expression = expression.hasPrefix(".custom(")
                        ? "PresentationDetent.custom(\(modifier).\(SwiftUIViewModel.detentTypeName(detent)).self)"
                        : "PresentationDetent" + expression
                    driver += """
                            do {
                                let detent = \(expression)
                                let value = detent.testHeight(in: context).map { Double($0).description } ?? "system"
                                print("\(sheet.id) \(detent.id.rawValue) \(available) \\(\(modifier).detents.contains(detent)) \\(value)")
                            }

                        """
                    let value: String
                    if case .system = detent.height {
                        value = "system"
                    } else {
                        // A height per orientation is the portrait one in SwiftUI (SS4303).
                        let expressible = Detent(id: detent.id, height: SwiftUIViewModel.expressibleHeight(detent.height))
                        value = try #require(DetentResolver.resolve(expressible, in: container)).height.description
                    }
                    expected.append("\(sheet.id) \(detent.id.rawValue) \(available) true \(value)")
                }
                driver += "}\n"
            }
        }
        let output = try AppleInterfaces.run(files, mainSource: driver)
        return SystemSheetBackendSupport.expectSameNumbers(printed: output, plan: expected)
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func customDetentsComputeThePlansHeightsOnEveryProfile() throws {
        let count = try Self.checkNumbers(files: Self.syntheticFiles(), sheets: UIKitBackendTests.syntheticSpec().sheets)
        #expect(count > 100)
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func exampleDetentsComputeThePlansHeightsOnEveryProfile() throws {
        let files = Self.generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
        let count = try Self.checkNumbers(files: files, sheets: SystemSheetBackendSupport.exampleSheets())
        #expect(count > 20)
    }

    // MARK: The modifiers, read back

    @Test(.enabled(if: AppleInterfaces.canRun)) func theModifiersAppliedAreReadBack() throws {
        let driver = #"""
            import SwiftUI

            func show(_ name: String, _ record: PresentationRecord) {
                let detents = (record.detents ?? []).map(\.testKind).sorted().joined(separator: ",")
                let radius = record.cornerRadius.map { $0.map { "\($0)" } ?? "nil" } ?? "-"
                let adaptation = record.compactAdaptation.map { "\($0.horizontal)/\($0.vertical)" } ?? "-"
                print("\(name) detents \(detents) selection \(record.selection != nil) indicator \(record.dragIndicator.map { "\($0)" } ?? "-")")
                print("\(name) dismissDisabled \(record.interactiveDismissDisabled.map { "\($0)" } ?? "-") radius \(radius) background \(record.backgroundInteraction ?? "-") content \(record.contentInteraction ?? "-") adaptation \(adaptation)")
            }

            let fixed = testPresentationRecord(of: EmptyView().fixedFormsSheet(selection: .constant(FixedFormsSheet.initialDetent)))
            show("fixedForms", fixed)
            print("fixedForms upThrough third \(fixed.backgroundInteractionUpThrough == .custom(FixedFormsSheet.ThirdDetent.self))")
            print("fixedForms initial half \(FixedFormsSheet.initialDetent == .custom(FixedFormsSheet.HalfDetent.self))")
            let selection = Binding<PresentationDetent>.constant(FittedSheet.initialDetent)
            show("fitted", testPresentationRecord(of: EmptyView().fittedSheet(selection: selection)))
            print("fitted initial free \(FittedSheet.initialDetent == .custom(FittedSheet.FreeDetent.self))")
            show("picker", testPresentationRecord(of: EmptyView().modifier(PickerSheet(selection: selection))))
            """#
        let output = try AppleInterfaces.run(Self.syntheticFiles(minimumOS: nil), mainSource: driver)
        #expect(output == """
            fixedForms detents custom,custom,custom,custom,custom,custom,custom,custom,medium selection true indicator visible
            fixedForms dismissDisabled true radius 12.5 background enabled(upThrough:) content scrolls adaptation -
            fixedForms upThrough third true
            fixedForms initial half true
            fitted detents custom,custom,custom,custom,large selection true indicator visible
            fitted dismissDisabled false radius nil background - content resizes adaptation -
            fitted initial free true
            picker detents custom selection true indicator automatic
            picker dismissDisabled false radius nil background - content resizes adaptation sheet/sheet

            """)
    }
}
