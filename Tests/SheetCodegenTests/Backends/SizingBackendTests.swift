import BottomSheetable
import Foundation
import SheetLanguage
import TestSupport
import Testing

@testable import SheetCodegen

/// `sizing` in the system-sheet backends: `prefersPageSizing` (iOS 17) and
/// `.presentationSizing` (iOS 18), set directly when the spec's `minimumOS`
/// has them and under `if #available` otherwise; nothing for `automatic` or a
/// popover. The code type-checks against Tests/AppleInterfaces, and fails the
/// availability pass when the check it needs is missing.
@Suite struct SizingBackendTests {
    static func files(
        _ sizing: SheetSizing, minimumOS: OSVersion?, backend: Backend, presentation: Presentation = .modal
    ) throws -> [(name: String, text: String)] {
        let popover = presentation == .popover ? PopoverLayout(portraitHeight: 600, landscapeHeight: 500) : nil
        let sheet = CodegenSheet(
            id: "editor", typeName: "EditorViewController",
            layout: SheetLayout(presentation: presentation, sizing: sizing, popover: popover),
            isKeyboardObserver: false, pushTargets: [], minimumOS: minimumOS)
        let spec = CodegenSpec(specPath: "specs/editor.sheet.yaml", outputFolder: "", outputName: "Editor", sheets: [sheet])
        let templates = try TemplateLibrary.load(overrideFolder: nil).get()
        return try GeneratedFiles.rendered(for: [spec], backends: [backend], templates: templates, options: CodegenOptions())
            .get().map { (name: $0.relativePath, text: $0.contents) }
    }

    static func uikitTypeChecks(_ files: [(name: String, text: String)], for target: String) throws -> Bool {
        try AppleInterfaces.typecheck(files + [UIKitBackendTests.host(for: files)], importing: [.uikit], minimumIOS: target)
            .succeeded
    }

    @Test func uikitChecksTheSystemBelowIOS17() throws {
        let files = try Self.files(.page, minimumOS: OSVersion(16), backend: .uikit)
        #expect(files[0].text.contains("if #available(iOS 17.0, *) {\n            sheet.prefersPageSizing = true\n        }"))
        #expect(try Self.uikitTypeChecks(files, for: "16.0"))
    }

    @Test func uikitSetsItDirectlyFromIOS17() throws {
        let files = try Self.files(.form, minimumOS: OSVersion(17), backend: .uikit)
        #expect(files[0].text.contains("        sheet.prefersPageSizing = false\n"))
        #expect(!files[0].text.contains("#available(iOS 17"))
        #expect(try Self.uikitTypeChecks(files, for: "17.0"))
        // Not vacuous: the same code for an iOS 16 target fails the availability pass.
        #expect(try !Self.uikitTypeChecks(files, for: "16.0"))
    }

    @Test func fittedIsFormSheetBehaviourInUIKit() throws {
        let files = try Self.files(.fitted, minimumOS: OSVersion(17), backend: .uikit)
        #expect(files[0].text.contains("sheet.prefersPageSizing = false"))
    }

    @Test(arguments: [(SheetSizing.automatic, Presentation.modal), (.form, .popover)])
    func nothingIsWrittenForAutomaticOrAPopover(_ sizing: SheetSizing, _ presentation: Presentation) throws {
        let uikit = try Self.files(sizing, minimumOS: OSVersion(18), backend: .uikit, presentation: presentation)
        #expect(!uikit[0].text.contains("prefersPageSizing"))
        let swiftui = try Self.files(sizing, minimumOS: OSVersion(18), backend: .swiftui, presentation: presentation)
        #expect(!swiftui[0].text.contains("presentationSizing"))
        #expect(!swiftui[0].text.contains("sized("))
    }

    @Test func swiftuiChecksTheSystemBelowIOS18() throws {
        let files = try Self.files(.form, minimumOS: OSVersion(16, 4), backend: .swiftui)
        #expect(files[0].text.contains("        sized(content)\n"))
        #expect(files[0].text.contains("if #available(iOS 18.0, *) {\n            return AnyView(view.presentationSizing(.form))"))
        #expect(try AppleInterfaces.typecheck(files, importing: [.swiftui], minimumIOS: "16.4").succeeded)
    }

    @Test func swiftuiAppliesItDirectlyFromIOS18() throws {
        let files = try Self.files(.page, minimumOS: OSVersion(18), backend: .swiftui)
        #expect(files[0].text.contains("            .presentationSizing(.page)\n"))
        #expect(!files[0].text.contains("sized("))
        #expect(try AppleInterfaces.typecheck(files, importing: [.swiftui], minimumIOS: "18.0").succeeded)
        #expect(try !AppleInterfaces.typecheck(files, importing: [.swiftui], minimumIOS: "17.0").succeeded)
    }

    @Test(.enabled(if: AppleInterfaces.canRun)) func theSizingAppliedIsReadBack() throws {
        let checked = try Self.files(.fitted, minimumOS: OSVersion(16), backend: .swiftui)
        let driver = #"""
            import SwiftUI

            let record = testPresentationRecord(of: EmptyView().modifier(EditorSheet(selection: .constant(EditorSheet.initialDetent))))
            print(record.sizing ?? "-")
            """#
        #expect(try AppleInterfaces.run(checked, mainSource: driver) == "FittedPresentationSizing\n")
        let direct = try Self.files(.page, minimumOS: OSVersion(18), backend: .swiftui)
        #expect(try AppleInterfaces.run(direct, mainSource: driver) == "PagePresentationSizing\n")
    }
}
