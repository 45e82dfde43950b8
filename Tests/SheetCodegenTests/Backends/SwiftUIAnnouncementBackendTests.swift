import BottomSheetable
import Foundation
import SheetLanguage
import Testing

@testable import SheetCodegen

/// The `swiftui` backend's announcement of the detent a sheet settles on
/// (`announcesDetent`): an `onChange(of:initial:_:)` of the selection that
/// posts `AccessibilityNotification.Announcement` with the text the `uikit`
/// backend posts (`SystemSheet.announcements`). Both are iOS 17: a sheet whose
/// `minimumOS` is older gets them through `announced(_:)`, under
/// `if #available(iOS 17.0, *)`, and before iOS 17 the `onChange(of:perform:)`
/// of iOS 14 posting UIKit's `UIAccessibility.post(notification:
/// .announcement, argument:)` with the same texts; one of iOS 17 on the
/// content directly.
/// The sheets are those of `SystemSheetAccessibilityBackendTests`, and
/// `modern`, a three-detent sheet of iOS 17.
@Suite(.serialized) struct SwiftUIAnnouncementBackendTests {
    typealias Sheets = SystemSheetAccessibilityBackendTests

    static let modernSpec = CodegenSpec(
        specPath: "specs/modern.sheet.yaml", outputFolder: "", outputName: "Modern",
        sheets: [Sheets.sheet("modern", escape: .dismiss, minimumOS: OSVersion(17))])

    static var olderFiles: [(name: String, text: String)] { Sheets.files(.swiftui) }
    static var modernFiles: [(name: String, text: String)] { Sheets.files(.swiftui, of: modernSpec) }

    // MARK: What codegen decides

    /// The content expression and which form, from the view model's fields.
    static func form(_ sheet: CodegenSheet, content: String) -> (content: String?, checked: Bool?, direct: Bool?) {
        var found: (content: String?, checked: Bool?, direct: Bool?) = (nil, nil, nil)
        for field in SwiftUIViewModel.announcements(sheet, content: content).fields {
            switch (field.key, field.value) {
            case ("announcedContent", .text(let text)): found.content = text
            case ("announcesChecked", .flag(let flag)): found.checked = flag
            case ("announcesDirect", .flag(let flag)): found.direct = flag
            default: break
            }
        }
        return found
    }

    @Test func theAnnouncementIsCheckedBelowIOS17AndDirectFrom17() {
        let older = Self.form(Sheets.spec.sheets[0], content: "content")
        #expect(older.content == "announced(content)" && older.checked == true && older.direct == false)
        let modern = Self.form(Self.modernSpec.sheets[0], content: "sized(content)")
        #expect(modern.content == "sized(content)" && modern.checked == false && modern.direct == true)
        // No announcement: neither form, the content as it was.
        let quiet = Self.form(Sheets.sheet("quiet", escape: .dismiss, announces: false), content: "content")
        #expect(quiet.content == "content" && quiet.checked == false && quiet.direct == false)
    }

    /// The generated file imports Accessibility only when a sheet announces,
    /// and each announcing sheet lists the texts the `uikit` backend posts.
    @Test func theTextsAreTheUIKitBackendsAndOnlyAnnouncingSheetsPostThem() {
        let text = Self.olderFiles[0].text
        #expect(text.contains("import Accessibility\nimport SwiftUI\nimport UIKit\n"))
        // collapsing, locked, confirming and picker announce; ignoring says no; single has one detent.
        #expect(text.components(separatedBy: "static func announce(_ detent: PresentationDetent)").count == 5)
        #expect(text.components(separatedBy: "private func announced(_ view: some View) -> AnyView").count == 5)
        // Before iOS 17: the iOS 14 observer and UIKit's notification, in each.
        #expect(text.components(separatedBy: "static func announceWithUIKit(_ detent: PresentationDetent)").count == 5)
        #expect(text.components(separatedBy: """
                    } else {
                        return AnyView(view.onChange(of: selection.wrappedValue) { detent in Self.announceWithUIKit(detent) })
                    }
            """).count == 5)
        #expect(text.components(separatedBy: "UIAccessibility.post(notification: .announcement, argument: announcement)").count == 5)
        #expect(text.contains(#"""
                    .custom(PeekDetent.self): "Peek, 1 of 3",
                    .custom(HalfDetent.self): "Half, 2 of 3",
                    .large: "Full, 3 of 3",
            """#))
        #expect(text.contains(#"""
                    .custom(SmallDetent.self): "Small, 1 of 2",
                    .custom(TallDetent.self): "Tall, 2 of 2",
            """#))
        let uikit = Sheets.files(.uikit)[0].text
        for sheet in Sheets.spec.sheets {
            for item in SystemSheet.announcements(sheet.layout) {
                #expect(uikit.contains("announcement = \"\(item.text)\""), "\(sheet.id): \(item.text)")
            }
        }
        // Nothing announces: no import.
        let quiet = CodegenSpec(
            specPath: "specs/quiet.sheet.yaml", outputFolder: "", outputName: "Quiet",
            sheets: [Sheets.sheet("quiet", escape: .dismiss, announces: false)])
        #expect(!Sheets.files(.swiftui, of: quiet)[0].text.contains("import Accessibility"))
        #expect(!Sheets.files(.swiftui, of: quiet)[0].text.contains("import UIKit"))
        // iOS 17: no fallback, no UIKit.
        #expect(!Self.modernFiles[0].text.contains("import UIKit"))
        #expect(!Self.modernFiles[0].text.contains("announceWithUIKit"))
        #expect(Self.modernFiles[0].text.contains(
            ".onChange(of: selection.wrappedValue) { _, detent in Self.announce(detent) }"))
        #expect(!Self.modernFiles[0].text.contains("announced("))
    }

    // MARK: Type-checked

    @Test(arguments: Toolchain.LanguageMode.allCases)
    func bothFormsTypeCheck(_ mode: Toolchain.LanguageMode) throws {
        let older = try AppleInterfaces.typecheck(Self.olderFiles, importing: [.swiftui], minimumIOS: "16.0", languageMode: mode)
        #expect(older.succeeded, "\(older.output)")
        let modern = try AppleInterfaces.typecheck(Self.modernFiles, importing: [.swiftui], minimumIOS: "17.0", languageMode: mode)
        #expect(modern.succeeded, "\(modern.output)")
    }

    /// The announcement needs iOS 17: without its `if #available` the checked
    /// form is refused for an iOS 16 target, at the `onChange` and the post.
    @Test func withoutTheVersionCheckIOS16RefusesIt() throws {
        let unchecked = Self.olderFiles.map { file in
            (name: file.name, text: file.text.replacingOccurrences(of: "if #available(iOS 17.0, *) {", with: "if true {"))
        }
        #expect(unchecked[0].text != Self.olderFiles[0].text)
        let outcome = try AppleInterfaces.typecheck(unchecked, importing: [.swiftui], minimumIOS: "16.0")
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("onChange"), "\(outcome.output)")
    }

    /// As the example goldens do: both forms.
    @Test func bothFormsPassSwiftFormatLintStrict() throws {
        let modern = try Toolchain.lintStrict(Self.modernFiles)
        #expect(modern.status == 0, "\(modern.output)")
        let older = try Toolchain.lintStrict(Self.olderFiles)
        #expect(older.status == 0, "\(older.output)")
    }

    // MARK: Run

    /// The program of the run tests: each settle builds the sheet's view
    /// before and after the selection changes and runs the `onChange` actions
    /// as SwiftUI does (`testRunValueChanges(after:)`), then prints the
    /// announcements posted, through the Accessibility framework
    /// (`Announcement`) and through UIKit (`UIAccessibility`).
    static let driver = #"""
        import Accessibility
        import SwiftUI
        import UIKit

        final class Box: @unchecked Sendable {
            var detent: PresentationDetent = .large
            var uikitSeen = 0
        }
        let box = Box()
        let selection = Binding<PresentationDetent>(get: { box.detent }, set: { box.detent = $0 })

        @MainActor func settle<V: View>(_ name: String, on detent: PresentationDetent, _ make: () -> V) {
            let before = testPresentationRecord(of: make())
            box.detent = detent
            let after = testPresentationRecord(of: make())
            let ran = after.testRunValueChanges(after: before)
            let initial = after.valueChanges.map(\.initial)
            let uikit = UIAccessibility.testPosted.dropFirst(box.uikitSeen).map {
                "\($0.notification == .announcement ? "announcement" : "other") \($0.argument)"
            }
            box.uikitSeen = UIAccessibility.testPosted.count
            print("\(name): observers \(initial) ran \(ran) posted \(AccessibilityNotification.Announcement.testPosted) uikit \(uikit)")
            AccessibilityNotification.Announcement.testReset()
        }

        settle("collapsing full → half", on: .custom(CollapsingSheet.HalfDetent.self)) { EmptyView().collapsingSheet(selection: selection) }
        settle("collapsing half → half", on: .custom(CollapsingSheet.HalfDetent.self)) { EmptyView().collapsingSheet(selection: selection) }
        settle("collapsing half → peek", on: .custom(CollapsingSheet.PeekDetent.self)) { EmptyView().collapsingSheet(selection: selection) }
        settle("collapsing peek → full", on: .large) { EmptyView().collapsingSheet(selection: selection) }
        settle("collapsing full → medium", on: .medium) { EmptyView().collapsingSheet(selection: selection) }
        settle("ignoring medium → full", on: .large) { EmptyView().ignoringSheet(selection: selection) }
        settle("single full → only", on: .custom(SingleSheet.OnlyDetent.self)) { EmptyView().singleSheet(selection: selection) }
        settle("picker only → tall", on: .custom(PickerSheet.TallDetent.self)) { EmptyView().pickerSheet(selection: selection) }
        settle("picker tall → small", on: .custom(PickerSheet.SmallDetent.self)) { EmptyView().pickerSheet(selection: selection) }
        settle("modern small → half", on: .custom(ModernSheet.HalfDetent.self)) { EmptyView().modernSheet(selection: selection) }
        settle("modern half → peek", on: .custom(ModernSheet.PeekDetent.self)) { EmptyView().modernSheet(selection: selection) }
        settle("modern peek → peek", on: .custom(ModernSheet.PeekDetent.self)) { EmptyView().modernSheet(selection: selection) }
        """#

    /// iOS 17 and later (Linux's `#available(iOS …)` is true): the
    /// Accessibility framework's announcement, UIKit's never.
    @Test(.enabled(if: AppleInterfaces.canRun)) func fromIOS17AnnouncementsArePostedOncePerChange() throws {
        let output = try AppleInterfaces.run(Self.olderFiles + Self.modernFiles, mainSource: Self.driver)
        // One announcement per change, of the new detent, counted from the
        // smallest over the sheet's three (two for the popover); none when
        // the selection did not change, none for a detent the sheet does not
        // list (`medium`), no observer where the spec says no (`ignoring`)
        // or the sheet has one detent (`single`). The action does not run
        // when the view appears (`initial: false`).
        #expect(output == """
            collapsing full → half: observers [false] ran 1 posted ["Half, 2 of 3"] uikit []
            collapsing half → half: observers [false] ran 0 posted [] uikit []
            collapsing half → peek: observers [false] ran 1 posted ["Peek, 1 of 3"] uikit []
            collapsing peek → full: observers [false] ran 1 posted ["Full, 3 of 3"] uikit []
            collapsing full → medium: observers [false] ran 1 posted [] uikit []
            ignoring medium → full: observers [] ran 0 posted [] uikit []
            single full → only: observers [] ran 0 posted [] uikit []
            picker only → tall: observers [false] ran 1 posted ["Tall, 2 of 2"] uikit []
            picker tall → small: observers [false] ran 1 posted ["Small, 1 of 2"] uikit []
            modern small → half: observers [false] ran 1 posted ["Half, 2 of 3"] uikit []
            modern half → peek: observers [false] ran 1 posted ["Peek, 1 of 3"] uikit []
            modern peek → peek: observers [false] ran 0 posted [] uikit []

            """)
    }

    /// Before iOS 17 (the sheets of `minimumOS` 16 with their version check
    /// taking the branch it takes there, `if false`): the `onChange(of:perform:)`
    /// of iOS 14 posts UIKit's `.announcement` with the same texts, once per
    /// change; the Accessibility framework's never. The sheet of iOS 17 has
    /// no fallback, so it is left out.
    @Test(.enabled(if: AppleInterfaces.canRun)) func beforeIOS17UIKitAnnouncesOncePerChange() throws {
        let check = "if #available(iOS 17.0, *) {"
        let iOS16 = Self.olderFiles.map { file in
            (name: file.name, text: file.text.replacingOccurrences(of: check, with: "if false {"))
        }
        #expect(Self.olderFiles[0].text.components(separatedBy: check).count == 5)
        let driver = Self.driver.components(separatedBy: "\n").filter { !$0.hasPrefix("settle(\"modern") }
            .joined(separator: "\n")
        let output = try AppleInterfaces.run(iOS16, mainSource: driver)
        #expect(output == """
            collapsing full → half: observers [false] ran 1 posted [] uikit ["announcement Half, 2 of 3"]
            collapsing half → half: observers [false] ran 0 posted [] uikit []
            collapsing half → peek: observers [false] ran 1 posted [] uikit ["announcement Peek, 1 of 3"]
            collapsing peek → full: observers [false] ran 1 posted [] uikit ["announcement Full, 3 of 3"]
            collapsing full → medium: observers [false] ran 1 posted [] uikit []
            ignoring medium → full: observers [] ran 0 posted [] uikit []
            single full → only: observers [] ran 0 posted [] uikit []
            picker only → tall: observers [false] ran 1 posted [] uikit ["announcement Tall, 2 of 2"]
            picker tall → small: observers [false] ran 1 posted [] uikit ["announcement Small, 1 of 2"]

            """)
    }
}
