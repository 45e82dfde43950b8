import BottomSheetable
import Foundation
import SheetLanguage
import Testing

@testable import SheetCodegen

/// The escape gesture, the announcement of a new detent and the Reduce Motion
/// animation the `uikit` and `swiftui` backends generate
/// (`SystemSheetAccessibility.swift`), **run** against the interface stand-ins:
/// a three-detent sheet (`peek` 120 pt, `half` 0.5, `full` large) whose escape
/// collapses, one whose escape is ignored, one that cannot be dismissed by the
/// user, one of a single detent, one whose dismissal asks to confirm and a
/// two-detent popover. Each program's output is read back line by line.
@Suite(.serialized) struct SystemSheetAccessibilityBackendTests {
    static let threeDetents = [
        Detent(id: "peek", height: .points(120)), Detent(id: "half", height: .fraction(0.5)),
        Detent(id: "full", height: .system(.large)),
    ]

    static func sheet(
        _ id: String, escape: SheetAccessibility.Escape, reducedMotion: SheetAccessibility.ReducedMotion = .fade(duration: 0.25),
        announces: Bool = true, dismissal: DismissalRules = DismissalRules(), detents: [Detent] = threeDetents,
        popover: Bool = false, minimumOS: OSVersion = OSVersion(16)
    ) -> CodegenSheet {
        CodegenSheet(
            id: id, typeName: SwiftIdentifier.upperCamel(id) + "ViewController",
            layout: SheetLayout(
                presentation: popover ? .popover : .modal,
                detents: detents, initialDetent: detents.first?.id, dismissal: dismissal,
                popover: popover ? PopoverLayout(portraitHeight: 600, landscapeHeight: 400, alignment: .center) : nil,
                accessibility: SheetAccessibility(announcesDetent: announces, escape: escape, reducedMotion: reducedMotion)),
            isKeyboardObserver: false, pushTargets: [], minimumOS: minimumOS)
    }

    static let spec = CodegenSpec(
        specPath: "specs/escape.sheet.yaml", outputFolder: "", outputName: "Escape",
        sheets: [
            sheet("collapsing", escape: .collapse),
            sheet("ignoring", escape: .ignore, reducedMotion: .instant, announces: false),
            sheet(
                "locked", escape: .collapse, reducedMotion: .keep,
                dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: false)),
            sheet("single", escape: .dismiss, detents: [Detent(id: "only", height: .fraction(0.5))]),
            sheet("confirming", escape: .collapse, dismissal: DismissalRules(confirm: true)),
            sheet(
                "picker", escape: .collapse,
                detents: [Detent(id: "small", height: .points(200)), Detent(id: "tall", height: .fraction(0.8))], popover: true),
        ])

    static func files(_ backend: Backend, of spec: CodegenSpec = spec) -> [(name: String, text: String)] {
        let templates = try! TemplateLibrary.load(overrideFolder: nil).get()
        return try! GeneratedFiles.rendered(for: [spec], backends: [backend], templates: templates, options: CodegenOptions())
            .get().map { (name: $0.relativePath, text: $0.contents) }
    }

    // MARK: What codegen decides

    @Test func theAnnouncementsCountTheDetentsFromTheSmallest() {
        let layout = Self.spec.sheets[0].layout
        #expect(SystemSheet.announcements(layout).map(\.text) == ["Peek, 1 of 3", "Half, 2 of 3", "Full, 3 of 3"])
        #expect(SystemSheet.smallestDetent(layout)?.id == "peek")
        #expect(SystemSheet.announcements(Self.spec.sheets[1].layout).isEmpty)  // announcesDetent: false
        #expect(SystemSheet.announcements(Self.spec.sheets[3].layout).isEmpty)  // one detent
        #expect(SystemSheet.announcements(Self.spec.sheets[5].layout).map(\.text) == ["Small, 1 of 2", "Tall, 2 of 2"])
        #expect(SystemSheet.escapeMayDismiss(Self.spec.sheets[0].layout))
        #expect(!SystemSheet.escapeMayDismiss(Self.spec.sheets[2].layout))
        // Only the close button: still a way out for the user.
        #expect(SystemSheet.escapeMayDismiss(
            Self.sheet("x", escape: .collapse, dismissal: DismissalRules(swipe: false, tapOutside: false, closeButton: true)).layout))
    }

    /// "n of m" is the runtime's count (`SheetDetentDescription.counted`), for
    /// both backends: a hidden stop below three detents (which `SS2207` keeps
    /// off a system sheet, and the runtime parks the sheet on) is not counted,
    /// so the smallest visible detent is "1 of 3", as the runtime's own
    /// `detentDescription` reads it on each, and the escape collapses to it.
    @Test func aHiddenStopIsNotCountedAsTheRuntimeDoesNotCountIt() {
        let detents = [Detent(id: "closed", height: .hidden)] + Self.threeDetents
        let layout = Self.sheet("parked", escape: .collapse, detents: detents).layout
        #expect(SystemSheet.announcements(layout).map(\.text) == ["Peek, 1 of 3", "Half, 2 of 3", "Full, 3 of 3"])
        #expect(SystemSheet.announcements(layout).map(\.detent.id) == ["peek", "half", "full"])
        #expect(SystemSheet.smallestDetent(layout)?.id == "peek")
        // The runtime, on an iPhone 15 (available 759): peek 120, half 379.5, full 759.
        let container = SheetContainer(
            size: Size(width: 393, height: 852), safeArea: Insets(top: 59, left: 0, bottom: 34, right: 0))
        var sheet = SheetInteraction(layout: layout, container: container)
        var read: [String] = []
        for id: DetentIdentifier in ["peek", "half", "full"] {
            sheet.handle(.moveToDetent(id))
            sheet.handle(.animationCompleted)
            read.append(sheet.detentDescription?.text ?? "nil at \(sheet.currentDetent?.id.rawValue ?? "-")")
        }
        #expect(read == SystemSheet.announcements(layout).map(\.text))
        // Two visible detents and a hidden stop: "1 of 2", "2 of 2"; one and a
        // hidden stop: nothing to announce.
        let two = Self.sheet("two", escape: .dismiss, detents: Array(detents.prefix(3))).layout
        #expect(SystemSheet.announcements(two).map(\.text) == ["Peek, 1 of 2", "Half, 2 of 2"])
        let one = Self.sheet("one", escape: .dismiss, detents: Array(detents.prefix(2))).layout
        #expect(SystemSheet.announcements(one).isEmpty)
    }

    @Test func theReduceMotionAnimationFollowsTheChoice() {
        #expect(SwiftUIViewModel.detentAnimation(.fade(duration: 0.25)) == "reduceMotion ? .easeInOut(duration: 0.25) : .default")
        #expect(SwiftUIViewModel.detentAnimation(.fade(duration: 0.5)) == "reduceMotion ? .easeInOut(duration: 0.5) : .default")
        #expect(SwiftUIViewModel.detentAnimation(.fade(duration: 0)) == "reduceMotion ? nil : .default")
        #expect(SwiftUIViewModel.detentAnimation(.instant) == "reduceMotion ? nil : .default")
        #expect(SwiftUIViewModel.detentAnimation(.keep) == ".default")
    }

    // MARK: Type-checked

    @Test(arguments: Toolchain.LanguageMode.allCases)
    func theGeneratedCodeTypeChecks(_ mode: Toolchain.LanguageMode) throws {
        let uikit = Self.files(.uikit)
        let outcome = try AppleInterfaces.typecheck(
            uikit + [UIKitBackendTests.host(for: uikit)], importing: [.uikit], minimumIOS: "16.0", languageMode: mode)
        #expect(outcome.succeeded, "\(outcome.output)")
        let swiftui = try AppleInterfaces.typecheck(Self.files(.swiftui), importing: [.swiftui], minimumIOS: "16.0", languageMode: mode)
        #expect(swiftui.succeeded, "\(swiftui.output)")
    }

    // MARK: Run: uikit

    @Test(.enabled(if: AppleInterfaces.canRun)) func uikitEscapeAndAnnouncementsRun() throws {
        let files = Self.files(.uikit)
        let driver = #"""
            import UIKit

            @MainActor func selected(_ sheet: UISheetPresentationController) -> String {
                sheet.selectedDetentIdentifier?.rawValue ?? "nil"
            }
            let collapsing = CollapsingViewController()
            collapsing.applySheetSpec()
            let sheet = collapsing.sheetPresentationController!
            sheet.selectedDetentIdentifier = .collapsingFull
            print("full: \(collapsing.sheetSpecPerformEscape()) \(selected(sheet)) animated \(sheet.testAnimatedSelectionCount)")
            print("peek: \(collapsing.sheetSpecPerformEscape()) \(selected(sheet)) animated \(sheet.testAnimatedSelectionCount)")
            sheet.selectedDetentIdentifier = nil
            print("nil: \(collapsing.sheetSpecPerformEscape()) \(selected(sheet))")
            sheet.selectedDetentIdentifier = .collapsingHalf
            print("half: \(collapsing.sheetSpecPerformEscape()) \(selected(sheet)) animated \(sheet.testAnimatedSelectionCount)")

            let ignoring = IgnoringViewController()
            ignoring.applySheetSpec()
            ignoring.sheetPresentationController!.selectedDetentIdentifier = .ignoringFull
            print("ignore: \(ignoring.sheetSpecPerformEscape()) \(selected(ignoring.sheetPresentationController!))")

            for detent in [UISheetPresentationController.Detent.Identifier.collapsingHalf, .collapsingFull, .collapsingPeek] {
                sheet.selectedDetentIdentifier = detent
                collapsing.sheetSpecSelectedDetentDidChange(sheet)
            }
            sheet.selectedDetentIdentifier = nil
            collapsing.sheetSpecSelectedDetentDidChange(sheet)
            sheet.selectedDetentIdentifier = .ignoringHalf
            collapsing.sheetSpecSelectedDetentDidChange(sheet)
            let picker = PickerViewController()
            let container = UIView()
            container.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
            picker.applySheetSpec(over: container)
            let adaptive = picker.popoverPresentationController!.adaptiveSheetPresentationController
            adaptive.selectedDetentIdentifier = .pickerTall
            print("popover: \(picker.sheetSpecPerformEscape()) \(selected(adaptive))")
            adaptive.selectedDetentIdentifier = .pickerTall
            picker.sheetSpecSelectedDetentDidChange(adaptive)
            for posted in UIAccessibility.testPosted {
                print("posted \(posted.notification == .announcement ? "announcement" : "other"): \(posted.argument)")
            }
            """#
        let output = try AppleInterfaces.run(files + [UIKitBackendTests.host(for: files)], mainSource: driver)
        // From full the escape collapses to peek inside animateChanges(_:) and
        // is answered; on peek (or nil, UIKit's smallest) it is left to UIKit;
        // ignore answers and keeps full (the system large detent). One
        // announcement per call, nil read as the smallest, none for a detent
        // of another sheet.
        #expect(output == """
            full: true collapsing.peek animated 1
            peek: false collapsing.peek animated 1
            nil: false nil
            half: true collapsing.peek animated 2
            ignore: true com.apple.UIKit.large
            popover: true picker.small
            posted announcement: Half, 2 of 3
            posted announcement: Full, 3 of 3
            posted announcement: Peek, 1 of 3
            posted announcement: Peek, 1 of 3
            posted announcement: Tall, 2 of 2

            """)
    }

    @Test func uikitGeneratesOnlyWhatTheSpecAsks() {
        let text = Self.files(.uikit)[0].text
        // collapsing, ignoring, locked, confirming and picker escape; single dismisses (UIKit's own).
        #expect(text.components(separatedBy: "func sheetSpecPerformEscape() -> Bool").count == 6)
        // collapsing, locked, confirming and picker announce; ignoring says no; single has one detent.
        #expect(text.components(separatedBy: "func sheetSpecSelectedDetentDidChange(").count == 5)
        let swiftUI = Self.files(.swiftui)[0].text
        #expect(swiftUI.contains("happens (the spec asks to confirm a dismissal, which `dismiss` would skip)."))
        #expect(swiftUI.contains("happens (the spec lets no gesture or button dismiss it)."))
        // Only the sheets that dismiss on the escape read `dismiss`: collapsing and picker.
        #expect(swiftUI.components(separatedBy: "@Environment(\\.dismiss) var dismiss").count == 3)
        // The popover's escape and announcement work on its adaptive sheet.
        #expect(text.contains("guard let sheet = popoverPresentationController?.adaptiveSheetPresentationController else"))
    }

    /// The accessibility code passes `swift-format lint --strict`, as the example goldens do.
    @Test func theGeneratedCodePassesSwiftFormatLintStrict() throws {
        let outcome = try Toolchain.lintStrict(Self.files(.uikit) + Self.files(.swiftui))
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    // MARK: Run: swiftui

    @Test(.enabled(if: AppleInterfaces.canRun)) func swiftUIEscapeRunsWithTheReduceMotionAnimation() throws {
        let driver = #"""
            import SwiftUI

            final class Box: @unchecked Sendable { var detent: PresentationDetent = .large }
            let box = Box()
            nonisolated(unsafe) var dismissals = 0
            let selection = Binding<PresentationDetent>(get: { box.detent }, set: { box.detent = $0 })
            EnvironmentValues.testCurrent.testOnDismiss = { dismissals += 1 }

            @MainActor func escape(_ name: String, _ view: some View) {
                let record = testPresentationRecord(of: view)
                let performed = record.testPerformAccessibilityAction("escape")
                let animation = Animation.testLog.last.map { $0.map(\.testName) ?? "nil" } ?? "-"
                let at =
                    box.detent == .custom(CollapsingSheet.PeekDetent.self) ? "peek"
                    : box.detent == .custom(LockedSheet.PeekDetent.self) ? "locked peek"
                    : box.detent == .custom(ConfirmingSheet.PeekDetent.self) ? "confirming peek"
                    : box.detent == .large ? "full" : "half"
                print("\(name): performed \(performed) at \(at) animation \(animation) dismissals \(dismissals) actions \(record.accessibilityActions)")
                Animation.testLog = []
            }

            escape("collapse from full", EmptyView().collapsingSheet(selection: selection))
            escape("collapse on peek", EmptyView().collapsingSheet(selection: selection))
            box.detent = .custom(CollapsingSheet.HalfDetent.self)
            EnvironmentValues.testCurrent.testAccessibilityReduceMotion = true
            escape("reduced from half", EmptyView().collapsingSheet(selection: selection))
            box.detent = .large
            escape("ignore", EmptyView().ignoringSheet(selection: selection))
            escape("locked from full", EmptyView().lockedSheet(selection: selection))
            escape("locked on peek", EmptyView().lockedSheet(selection: selection))
            escape("single", EmptyView().singleSheet(selection: selection))
            box.detent = .custom(ConfirmingSheet.PeekDetent.self)
            escape("confirming on peek", EmptyView().confirmingSheet(selection: selection))
            box.detent = .large
            print("animations \(CollapsingSheet.detentAnimation(reduceMotion: false)?.testName ?? "nil") \(IgnoringSheet.detentAnimation(reduceMotion: true)?.testName ?? "nil") \(LockedSheet.detentAnimation(reduceMotion: true)?.testName ?? "nil")")
            """#
        let output = try AppleInterfaces.run(Self.files(.swiftui), mainSource: driver)
        // The selection is a Binding made with init(get:set:), read and written
        // by the generated handler. Collapse moves full → peek with SwiftUI's
        // default animation, and with Reduce Motion on half → peek with the 0.25 s
        // ease; on peek it dismisses once. `locked` cannot be dismissed by the
        // user: on its smallest detent (its own peek) nothing happens, nor on
        // `confirming`'s, whose dismissal asks first. Ignore
        // attaches a handler that changes nothing; `single` (dismiss) attaches none.
        #expect(output == """
            collapse from full: performed true at peek animation default dismissals 0 actions ["escape"]
            collapse on peek: performed true at peek animation - dismissals 1 actions ["escape"]
            reduced from half: performed true at peek animation easeInOut(duration: 0.25) dismissals 1 actions ["escape"]
            ignore: performed true at full animation - dismissals 1 actions ["escape"]
            locked from full: performed true at locked peek animation default dismissals 1 actions ["escape"]
            locked on peek: performed true at locked peek animation - dismissals 1 actions ["escape"]
            single: performed false at locked peek animation - dismissals 1 actions []
            confirming on peek: performed true at confirming peek animation - dismissals 1 actions ["escape"]
            animations default nil default

            """)
    }
}
