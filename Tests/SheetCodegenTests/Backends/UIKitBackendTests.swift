import BottomSheetable
import Foundation
import SheetDiagnostics
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// The `uikit` backend (docs/Backends.md): golden files of every example
/// spec, a type-check of the generated code against the transcribed UIKit
/// declarations (`Tests/AppleInterfaces/UIKit`) for several deployment
/// targets, and the generated detent resolvers **run** on every device
/// profile and compared with `DetentResolver`, the plan's own math.
/// Update the goldens with `SHEETSPEC_UPDATE_GOLDEN=1 swift test --filter UIKitBackendTests`.
@Suite(.serialized) struct UIKitBackendTests {
    static let specs = SystemSheetBackendSupport.specs
    static let goldens = Toolchain.fixtures.appendingPathComponent("backends/uikit")

    static func generateExamples(
        backends: [Backend] = [.uikit], strict: Bool = false, rules: RuleConfiguration = RuleConfiguration()
    ) -> GenerationOutcome {
        SystemSheetBackendSupport.generateExamples(.uikit, backends: backends, strict: strict, rules: rules)
    }

    /// `final class <Type>: UIViewController {}` for every type the files extend.
    static func host(for files: [(name: String, text: String)], access: String = "") -> (name: String, text: String) {
        let types = Set(files.flatMap { file in
            file.text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("extension "), line.hasSuffix(" {"), !line.hasPrefix("extension UISheet") else { return nil }
                return String(line.dropFirst("extension ".count).dropLast(" {".count))
            }
        }).sorted()
        return (
            "Host.swift",
            "import UIKit\n\n" + types.map { "\(access)final class \($0): UIViewController {}\n" }.joined()
        )
    }

    // MARK: Files and goldens

    @Test func everyExampleSpecGetsItsUIKitFile() {
        let outcome = Self.generateExamples()
        #expect(outcome.verdict(strict: false) == .passed)
        #expect(outcome.files.map(\.relativePath) == [
            "Checkout+UIKit.generated.swift", "CommentComposer+UIKit.generated.swift", "MapDrawer+UIKit.generated.swift",
            "NowPlaying+UIKit.generated.swift", "StorePicker+UIKit.generated.swift",
        ])
        #expect(outcome.files.allSatisfy { $0.contents.contains("\nimport UIKit\n") && !$0.contents.contains("BottomSheetable") })
    }

    @Test func generatedFilesMatchTheirGoldens() {
        for file in Self.generateExamples().files {
            GoldenFile.check(file.contents, against: Self.goldens.appendingPathComponent(file.relativePath))
        }
    }

    @Test func generatedFilesPassSwiftFormatLintStrict() throws {
        let configuration = Toolchain.repository.appendingPathComponent(".swift-format").path
        let files = Self.generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
            + Self.syntheticFiles().map { (name: $0.relativePath, text: $0.contents) }
        let paths = try Toolchain.write(files)
        let outcome = try Toolchain.run("swift-format", ["lint", "--strict", "--configuration", configuration] + paths)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test func bothBackendsTogetherAndASecondRunWritesNothing() throws {
        let (first, second) = SystemSheetBackendSupport.generateTwice(
            into: ScratchFolder.path("uikit-twice").path, backends: [.conformance, .uikit])
        #expect(first.output?.written.count == 10)
        #expect(first.output?.written.contains("StorePicker+UIKit.generated.swift") == true)
        #expect(second.output?.written == [])
        #expect(second.output?.unchanged.count == 10)
        #expect(second.verdict(strict: false) == .passed)
        // With `conformance` in the run every sheet has code, so nothing is
        // reported as left without any (SS4301); SS4302 still is, and so is the
        // store picker's `reduceMotion: instant`, which the system sheet cannot do (SS4307).
        #expect(second.diagnostics.map(\.code.description) == ["SS4302", "SS4307"])
    }

    @Test func generationIsDeterministic() {
        let first = Self.generateExamples().files.map(\.contents)
        let second = Self.generateExamples().files.map(\.contents)
        #expect(first == second)
    }

    // MARK: What the backend cannot show

    @Test func overlaysAndUnexpressibleDismissalAreReportedAtTheSheet() throws {
        let outcome = Self.generateExamples()
        let found = outcome.diagnostics.map { "\($0.code) \($0.severity) \(($0.span?.path ?? "").split(separator: "/").last ?? ""):\($0.span?.range.start.line ?? 0)" }
        // The three content-sized checkout sheets use a custom presentation, like the overlays.
        #expect(found == [
            "SS4301 warning checkout.sheet.yaml:33", "SS4301 warning checkout.sheet.yaml:59",
            "SS4301 warning checkout.sheet.yaml:67", "SS4301 warning map-drawer.sheet.yaml:15",
            "SS4301 warning now-playing.sheet.yaml:24", "SS4302 warning store-picker.sheet.yaml:24",
            "SS4307 warning store-picker.sheet.yaml:24",
        ])
        let contentSized = try #require(outcome.diagnostics.first)
        #expect(contentSized.message.contains("`checkout` fits its content (`tiers: automatic`)"))
        #expect(contentSized.help?.contains("`tiers: one`") == true)
        let overlay = try #require(outcome.diagnostics.first { $0.message.contains("`placeDetails`") })
        #expect(overlay.message.contains("`placeDetails` is an overlay"))
        #expect(overlay.message.contains("the `uikit` backend generates nothing for it"))
        #expect(overlay.help?.contains("--backend conformance") == true)
        // Nothing is generated for the overlay, but the file says why.
        let mapDrawer = try #require(outcome.files.first { $0.relativePath == "MapDrawer+UIKit.generated.swift" })
        #expect(mapDrawer.contents.contains("// `placeDetails` (specs/map-drawer.sheet.yaml) is an overlay"))
        #expect(!mapDrawer.contents.contains("extension PlaceDetailsViewController"))
        // Warnings do not fail a run, except with --strict; `rules:` can turn them off.
        #expect(Self.generateExamples(strict: true).verdict(strict: true) == .problemsFound)
        let quiet = Self.generateExamples(
            rules: RuleConfiguration(overrides: [DiagnosticCode(4301): .off, DiagnosticCode(4302): .error]))
        #expect(quiet.diagnostics.map(\.code.description) == ["SS4302", "SS4307"])
        #expect(quiet.diagnostics.first?.severity == .error)
        // The conformance backend shows every sheet and reports nothing.
        #expect(Self.generateExamples(backends: [.conformance]).diagnostics.isEmpty)
    }

    /// SS4301's help for a content-sized sheet is true: `tiers: one` with the
    /// same `fit: content` detent is a system sheet, generated with a
    /// measuring resolver, and reported by nothing.
    @Test func tiersOneShowsAFittedDetentOnTheSystemSheet() throws {
        let folder = try ScratchFolder.make("uikit-tiers-one")
        let spec = folder.appendingPathComponent("receipt.sheet.yaml")
        for (tiers, shown) in [("automatic", false), ("one", true)] {
            try """
                version: 1
                minimumOS: 16
                sheets:
                  receipt:
                    type: ReceiptViewController
                    tiers: \(tiers)
                    detents:
                      - { id: fit, fit: content, min: { height: 200 }, max: { fraction: 0.8 } }
                """.write(to: spec, atomically: true, encoding: .utf8)
            let outcome = SpecGenerator.generate(
                paths: [spec.path],
                options: GenerationOptions(
                    outputFolder: folder.appendingPathComponent("out").path, backends: [.uikit], mode: .dryRun))
            let file = try #require(outcome.files.first)
            #expect(file.contents.contains(".custom(identifier: .receiptFit)") == shown, "tiers: \(tiers)")
            #expect(outcome.diagnostics.map(\.code) == (shown ? [] : [BackendDiagnostics.backendCannotShow.code]))
        }
    }

    @Test func onlyReportsTheChosenSpecsSheets() {
        let outcome = SpecGenerator.generate(
            paths: [Self.specs],
            options: GenerationOptions(
                outputFolder: ScratchFolder.path("uikit-only").path, backends: [.uikit], mode: .dryRun,
                single: SingleSpecOutput(spec: Self.specs + "/map-drawer.sheet.yaml")))
        #expect(outcome.files.map(\.relativePath) == ["MapDrawer+UIKit.generated.swift"])
        #expect(outcome.diagnostics.map(\.code.description) == ["SS4301"])
        #expect(outcome.diagnostics.first?.message.contains("`placeDetails`") == true)
    }

    @Test func identifierConstantsThatWouldClashStopGeneration() throws {
        func sheet(_ id: String, _ detent: String, type: String) -> CodegenSheet {
            CodegenSheet(
                id: id, typeName: type,
                layout: SheetLayout(detents: [Detent(id: DetentIdentifier(detent), height: .fraction(0.5))]),
                isKeyboardObserver: false, pushTargets: [], minimumOS: OSVersion(16))
        }
        let specs = [
            CodegenSpec(specPath: "a.sheet.yaml", outputFolder: "", outputName: "A", sheets: [sheet("a", "bC", type: "A")]),
            CodegenSpec(specPath: "b.sheet.yaml", outputFolder: "", outputName: "B", sheets: [sheet("aB", "c", type: "B")]),
        ]
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        let result = GeneratedFiles.rendered(for: specs, backends: [.uikit], templates: templates, options: CodegenOptions())
        guard case .failure(let problems) = result else {
            Issue.record("expected SS4201")
            return
        }
        #expect(problems.diagnostics.map(\.code.description) == ["SS4201"])
        #expect(problems.diagnostics.first?.message.contains("`aBC`") == true)
        // The conformance backend has no such constants.
        let conformance = GeneratedFiles.rendered(for: specs, backends: [.conformance], templates: templates, options: CodegenOptions())
        #expect((try? conformance.get()) != nil)
    }

    // MARK: Type-checking against the UIKit declarations

    /// Every example's file, grouped by the deployment targets it is valid
    /// for (its spec's `minimumOS` and later), type-checked together (one
    /// module, as an app would have them) for 15.0, 16.0, 16.4 and 17.0, in
    /// the Swift 5 and Swift 6 language modes, without a warning.
    @Test(arguments: Toolchain.LanguageMode.allCases)
    func generatedCodeTypeChecksForEveryDeploymentTarget(in mode: Toolchain.LanguageMode) throws {
        for (target, valid) in SystemSheetBackendSupport.examplesByDeploymentTarget(Self.generateExamples().files) {
            #expect(!valid.isEmpty)
            let outcome = try AppleInterfaces.typecheck(
                valid + [Self.host(for: valid)], importing: [.uikit], minimumIOS: "\(target.major).\(target.minor)",
                languageMode: mode)
            #expect(outcome.succeeded, "\(mode), iOS \(target): \(valid.map(\.name))\n\(outcome.output)")
            #expect(!outcome.output.contains("warning:"), "\(mode), iOS \(target)\n\(outcome.output)")
        }
    }

    /// Without `minimumOS` the code carries `@available` for what it needs,
    /// so it type-checks for iOS 15; with public access too.
    @Test func codeWithoutMinimumOSIsMarkedAvailableAndTypeChecksForIOS15() throws {
        for access in CodegenOptions.AccessLevel.allCases {
            let files = Self.syntheticFiles(minimumOS: nil, access: access).map { (name: $0.relativePath, text: $0.contents) }
            #expect(files.allSatisfy { $0.text.contains("@available(iOS 16.0, *)\nextension ") })
            #expect(files.allSatisfy { $0.text.contains("@available(iOS 15.0, *)\nextension UISheetPresentationController") })
            let outcome = try AppleInterfaces.typecheck(
                files + [Self.host(for: files, access: access == .public ? "public " : "")], importing: [.uikit],
                minimumIOS: "15.0")
            #expect(outcome.succeeded, "\(access)\n\(outcome.output)")
        }
    }

    /// The availability pass fails code that calls an iOS 16 API without
    /// `@available` when the target is 15: the check above is not vacuous.
    @Test func theAvailabilityCheckRejectsAMissingAttribute() throws {
        let files = Self.syntheticFiles(minimumOS: OSVersion(16)).map { (name: $0.relativePath, text: $0.contents) }
        #expect(!files[0].text.contains("@available"))
        let outcome = try AppleInterfaces.typecheck(files + [Self.host(for: files)], importing: [.uikit], minimumIOS: "15.0")
        #expect(!outcome.succeeded)
    }

    // MARK: The numbers

    /// Sheets with every detent form: points, fractions, insets, fitted with
    /// every kind of limit, heights clamped to `A` and to 0, and the system
    /// detents; a modal and a popover.
    static func syntheticSpec(minimumOS: OSVersion? = OSVersion(16)) -> CodegenSpec {
        CodegenSpec(
            specPath: "specs/every-form.sheet.yaml", outputFolder: "", outputName: "EveryForm",
            sheets: [
                CodegenSheet(
                    id: "fixedForms", typeName: "FixedFormsViewController",
                    layout: SheetLayout(
                        detents: [
                            Detent(id: "peek", height: .points(120)), Detent(id: "third", height: .fraction(1.0 / 3)),
                            Detent(id: "half", height: .fraction(0.5)), Detent(id: "tall", height: .insetFromTop(24.5)),
                            Detent(id: "huge", height: .points(5000)), Detent(id: "over", height: .insetFromTop(-10)),
                            Detent(id: "gone", height: .insetFromTop(5000)),  // below 0: clamped to 0
                            Detent(id: "medium", height: .system(.medium)),
                            Detent(id: "oriented", height: .pointsByOrientation(portrait: 420.5, landscape: 260)),
                        ],
                        initialDetent: "half", undimmedThrough: "third", grabber: .visible, cornerRadius: .points(12.5),
                        edgeAttachedInCompactHeight: true,
                        dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: true),
                        scroll: ScrollBehavior(expandsAtEdge: false)),
                    isKeyboardObserver: false, pushTargets: [], minimumOS: minimumOS),
                CodegenSheet(
                    id: "fitted", typeName: "FittedViewController",
                    layout: SheetLayout(
                        detents: [
                            Detent(id: "free", height: .fittedToContent(min: nil, max: nil)),
                            Detent(id: "points", height: .fittedToContent(min: .points(200), max: .points(480))),
                            Detent(id: "fractions", height: .fittedToContent(min: .fraction(0.25), max: .fraction(0.8))),
                            Detent(id: "inverted", height: .fittedToContent(min: .points(700), max: .fraction(0.5))),
                            Detent(id: "large", height: .system(.large)),
                        ]),
                    isKeyboardObserver: false, pushTargets: [], minimumOS: minimumOS),
                CodegenSheet(
                    id: "picker", typeName: "PickerPopoverViewController",
                    layout: SheetLayout(
                        presentation: .popover,
                        detents: [Detent(id: "fit", height: .fittedToContent(min: .points(100), max: .fraction(0.9)))],
                        popover: PopoverLayout(portraitHeight: 600, landscapeHeight: 400.5, alignment: .bottomCenter, bottomMargin: 8)),
                    isKeyboardObserver: false, pushTargets: [], minimumOS: minimumOS),
            ])
    }

    static func syntheticFiles(
        minimumOS: OSVersion? = OSVersion(16), access: CodegenOptions.AccessLevel = .internal
    ) -> [GeneratedFile] {
        SystemSheetBackendSupport.syntheticFiles(.uikit, minimumOS: minimumOS, access: access)
    }

    /// Every available height of every built-in profile's screens (portrait and landscape).
    static var containers: [SheetContainer] {
        BuiltInProfiles.all.flatMap { $0.screens.map(\.container) }
    }

    /// The content heights a fitted detent is measured with on `container`:
    /// below its floor, between floor and cap, above its cap.
    static func contentHeights(for height: DetentHeight, in container: SheetContainer) -> [Double] {
        guard case .fittedToContent(let minimum, let maximum) = height else { return [0] }
        let range = DetentResolver.contentHeightRange(min: minimum, max: maximum, in: container)
        return [max(0, range.floor - 37.25), (range.floor + range.cap) / 2, range.cap + 101.5, 0]
    }

    /// The generated resolvers of `sheets`, built and run for every
    /// container and content height; each line is compared with
    /// `DetentResolver.resolve`, bit for bit (`Double.description` is the
    /// shortest text that reads back to the same bits).
    static func checkNumbers(files: [(name: String, text: String)], sheets: [CodegenSheet]) throws -> Int {
        var driver = "import UIKit\n\n"
        var expected: [String] = []
        for sheet in sheets where sheet.layout.presentation.usesSystemSheet(fitsContent: sheet.layout.tiers.fitsContent) {
            let variable = "controller_" + sheet.id
            // The container view a presentation gives the resolvers that
            // read the orientation, sized as each profile screen.
            driver += """
                let \(variable) = \(sheet.typeName)()
                let \(variable)_presentation = UIPresentationController(presentedViewController: \(variable), presenting: nil)
                let \(variable)_container = UIView()
                \(variable)_presentation.testSetContainerView(\(variable)_container)
                \(variable).testSetPresentationController(\(variable)_presentation)

                """
            for container in containers {
                let available = container.availableHeight
                driver += "\(variable)_container.bounds = CGRect(x: 0, y: 0, width: \(container.size.width), height: \(container.size.height))\n"
                let contents = Set(sheet.layout.detents.flatMap { contentHeights(for: $0.height, in: container) }).sorted()
                for content in contents {
                    driver += """
                        \(variable).view.testSetFittingSize(CGSize(width: 390, height: \(content)))
                        for detent in \(variable).sheetSpecDetents {
                            let value = detent.resolvedValue(in: TestDetentResolutionContext(maximumDetentValue: \(available)))
                            print("\(sheet.id) \\(detent.testIdentifier.rawValue) \(available) \(content) \\(value.map { Double($0).description } ?? "system")")
                        }

                        """
                    for detent in sheet.layout.detents {
                        let identifier: String
                        let value: String
                        switch detent.height {
                        case .system(let system):
                            // UIKit resolves its own detents; the declarations do not pretend to.
                            identifier = system == .medium ? "com.apple.UIKit.medium" : "com.apple.UIKit.large"
                            value = "system"
                        default:
                            identifier = sheet.id + "." + detent.id.rawValue
                            let resolved = try #require(DetentResolver.resolve(detent, in: container, contentHeight: content))
                            value = resolved.height.description
                        }
                        expected.append("\(sheet.id) \(identifier) \(available) \(content) \(value)")
                    }
                }
            }
        }
        let host = Self.host(for: files)
        let output = try AppleInterfaces.run(files + [host], mainSource: driver)
        return SystemSheetBackendSupport.expectSameNumbers(printed: output, plan: expected)
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func resolversComputeThePlansHeightsOnEveryProfile() throws {
        let files = Self.syntheticFiles().map { (name: $0.relativePath, text: $0.contents) }
        let count = try Self.checkNumbers(files: files, sheets: Self.syntheticSpec().sheets)
        #expect(count > 500)
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func exampleResolversComputeThePlansHeightsOnEveryProfile() throws {
        let files = Self.generateExamples().files.map { (name: $0.relativePath, text: $0.contents) }
        let count = try Self.checkNumbers(files: files, sheets: SystemSheetBackendSupport.exampleSheets())
        #expect(count > 50)
    }

    /// What `applySheetSpec` sets, read back from the declarations' storage.
    /// `sheetSpecContentDidChange()` invalidates the detents inside
    /// `animateChanges(_:)`, as the page of `invalidateDetents()` asks, so a
    /// fitted sheet animates to its new height: every call is an animated one.
    /// A fitted detent measures its content less the bottom safe area (300 fitted
    /// with 34 below is 266): its value is a height within the sheet's safe area.
    @Test(.enabled(if: AppleInterfaces.canRun)) func applySheetSpecConfiguresTheSheetAndThePopover() throws {
        let files = Self.syntheticFiles().map { (name: $0.relativePath, text: $0.contents) }
        let driver = #"""
            import UIKit

            let fixed = FixedFormsViewController()
            fixed.applySheetSpec()
            let sheet = fixed.sheetPresentationController!
            print("style \(fixed.modalPresentationStyle == .pageSheet) modal \(fixed.isModalInPresentation)")
            print("detents \(sheet.detents.map(\.testIdentifier.rawValue).joined(separator: ","))")
            print("custom \(sheet.detents.map { $0.testIsCustom ? "c" : "s" }.joined())")
            print("selected \(sheet.selectedDetentIdentifier?.rawValue ?? "nil") undimmed \(sheet.largestUndimmedDetentIdentifier?.rawValue ?? "nil")")
            print("grabber \(sheet.prefersGrabberVisible) radius \(sheet.preferredCornerRadius.map { "\($0)" } ?? "nil")")
            print("expands \(sheet.prefersScrollingExpandsWhenScrolledToEdge) edge \(sheet.prefersEdgeAttachedInCompactHeight) width \(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)")

            let fitted = FittedViewController()
            fitted.applySheetSpec()
            fitted.sheetSpecContentDidChange()
            fitted.sheetSpecContentDidChange()
            print("fitted modal \(fitted.isModalInPresentation) invalidations \(fitted.sheetPresentationController!.testInvalidationCount) animated \(fitted.sheetPresentationController!.testAnimatedInvalidationCount)")
            print("fitted selected \(fitted.sheetPresentationController!.selectedDetentIdentifier?.rawValue ?? "nil") radius \(fitted.sheetPresentationController!.preferredCornerRadius.map { "\($0)" } ?? "nil")")
            fitted.view.testSetFittingSize(CGSize(width: 390, height: 300))
            let free = fitted.sheetPresentationController!.detents.first { $0.testIdentifier.rawValue == "fitted.free" }!
            let maximum = TestDetentResolutionContext(maximumDetentValue: 759)
            print("fitted free \(free.resolvedValue(in: maximum).map { "\($0)" } ?? "nil")")
            fitted.view.testSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            print("fitted free above the home indicator \(free.resolvedValue(in: maximum).map { "\($0)" } ?? "nil")")

            let container = UIView()
            container.bounds = CGRect(x: 0, y: 0, width: 1366, height: 1024)
            container.testSetSafeAreaInsets(UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let picker = PickerPopoverViewController()
            picker.applySheetSpec(over: container)
            let popover = picker.popoverPresentationController!
            print("popover \(picker.modalPresentationStyle == .popover) size \(picker.preferredContentSize.width)x\(picker.preferredContentSize.height)")
            print("anchor \(popover.sourceRect.origin.x),\(popover.sourceRect.origin.y) \(popover.sourceRect.size.width)x\(popover.sourceRect.size.height) view \(popover.sourceView === container) arrows \(popover.permittedArrowDirections.rawValue)")
            print("adaptive \(popover.adaptiveSheetPresentationController.detents.map(\.testIdentifier.rawValue).joined(separator: ","))")
            picker.sheetSpecContentDidChange()
            print("adaptive invalidations \(popover.adaptiveSheetPresentationController.testInvalidationCount) animated \(popover.adaptiveSheetPresentationController.testAnimatedInvalidationCount)")
            container.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
            let portrait = PickerPopoverViewController()
            portrait.applySheetSpec(over: container)
            print("portrait \(portrait.preferredContentSize.height)")
            """#
        let output = try AppleInterfaces.run(files + [Self.host(for: files)], mainSource: driver)
        #expect(output == """
            style true modal true
            detents fixedForms.peek,fixedForms.third,fixedForms.half,fixedForms.tall,fixedForms.huge,fixedForms.over,fixedForms.gone,com.apple.UIKit.medium,fixedForms.oriented
            custom cccccccsc
            selected fixedForms.half undimmed fixedForms.third
            grabber true radius 12.5
            expands false edge true width false
            fitted modal false invalidations 2 animated 2
            fitted selected nil radius nil
            fitted free 300.0
            fitted free above the home indicator 266.0
            popover true size 504.0x400.5
            anchor 683.0,996.0 0.0x0.0 view true arrows 0
            adaptive picker.fit
            adaptive invalidations 1 animated 1
            portrait 600.0

            """)
        // The popover's anchor is the plan's (`PopoverPlacement`).
        let screen = SheetContainer(size: Size(width: 1366, height: 1024), safeArea: Insets(top: 24, left: 0, bottom: 20, right: 0))
        let placement = PopoverPlacement.resolve(
            try #require(Self.syntheticSpec().sheets[2].layout.popover), in: screen)
        #expect(placement.anchor.origin.x == 683 && placement.anchor.origin.y == 996)
    }
}
