import Foundation
import Testing

/// The UIKit and SwiftUI interface declarations in `Tests/AppleInterfaces`
/// (docs/AppleInterfaces.md): they compile, code written the way the
/// backends will write it type-checks and runs against them, wrong code and
/// code that skips an `if #available` does not, and every declaration names
/// its documentation page.
struct AppleInterfaceTests {
    // MARK: Samples

    /// UIKit code using every declared API the way generated code would.
    static let uikitSample = """
        import UIKit

        extension UISheetPresentationController.Detent.Identifier {
            static let samplePeek = UISheetPresentationController.Detent.Identifier("sample.peek")
            static let sampleFit = UISheetPresentationController.Detent.Identifier(rawValue: "sample.fit")
        }

        final class SampleSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
            var dismissals = 0
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissals += 1 }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
            func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
                _ sheetPresentationController: UISheetPresentationController
            ) {}
        }

        extension UIViewController {
            /// Configures the sheet: a peek of a quarter of the height, a
            /// content-fitted detent between 220 points and 90%, medium, large.
            func applySampleSheet(content: UIView, delegate: SampleSheetDelegate) {
                modalPresentationStyle = .pageSheet
                preferredContentSize = CGSize(width: 400, height: 600)
                isModalInPresentation = false
                if traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass != .compact {
                    modalPresentationStyle = .popover
                    if let popover = popoverPresentationController {
                        popover.sourceView = view
                        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.maxY, width: 0, height: 0)
                        popover.permittedArrowDirections = [.up, .down]
                        let adaptive = popover.adaptiveSheetPresentationController
                        adaptive.detents = [.medium(), .large()]
                        adaptive.prefersGrabberVisible = true
                    }
                    return
                }
                guard let sheet = sheetPresentationController else { return }
                sheet.delegate = delegate
                sheet.animateChanges {
                    if #available(iOS 16.0, *) {
                        sheet.detents = [
                            .custom(identifier: .samplePeek) { context in context.maximumDetentValue * 0.25 },
                            .custom(identifier: .sampleFit) { context in
                                let width: CGFloat = context.containerTraitCollection.horizontalSizeClass == .compact ? 390 : 500
                                let fitted = content.systemLayoutSizeFitting(
                                    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                    withHorizontalFittingPriority: .required,
                                    verticalFittingPriority: .fittingSizeLevel
                                ).height
                                return min(max(fitted, 220), context.maximumDetentValue * 0.9)
                            },
                            .medium(), .large(),
                        ]
                    } else {
                        sheet.detents = [.medium(), .large()]
                    }
                }
                sheet.selectedDetentIdentifier = .medium
                sheet.largestUndimmedDetentIdentifier = .large
                sheet.prefersGrabberVisible = true
                sheet.preferredCornerRadius = 16
                sheet.prefersScrollingExpandsWhenScrolledToEdge = false
                sheet.prefersEdgeAttachedInCompactHeight = true
                sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            }

            /// What an app calls when the content of a fitted sheet changes.
            func sampleContentDidChange() {
                if #available(iOS 16.0, *) {
                    sheetPresentationController?.invalidateDetents()
                }
            }
        }

        @MainActor func sampleEveryOtherValue(_ controller: UIViewController, _ detent: UISheetPresentationController.Detent) {
            let styles: [UIModalPresentationStyle] = [
                .automatic, .pageSheet, .formSheet, .popover, .overFullScreen, .custom, .fullScreen,
                .currentContext, .overCurrentContext, .none,
            ]
            let arrows: [UIPopoverArrowDirection] = [[], .up, .down, .left, .right, .any, .unknown]
            let priorities: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel, UILayoutPriority(999)]
            let classes: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
            _ = (styles, arrows, priorities, classes)
            _ = controller.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            _ = controller.sheetPresentationController?.presentedViewController
            if #available(iOS 16.0, *) {
                let identifier: UISheetPresentationController.Detent.Identifier = detent.identifier
                _ = identifier
            }
        }
        """

    /// A SwiftUI modifier applying every presentation modifier, with a
    /// custom detent type.
    static let swiftuiSample = """
        import SwiftUI

        @available(iOS 16.0, *)
        struct SampleBarDetent: CustomPresentationDetent {
            static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
        }

        @available(iOS 16.0, *)
        extension PresentationDetent {
            static let sampleBar = Self.custom(SampleBarDetent.self)
        }

        @available(iOS 18.0, *)
        struct SampleSheetModifier: ViewModifier {
            var selection: Binding<PresentationDetent>

            func body(content: Content) -> some View {
                content
                    .presentationDetents([.sampleBar, .height(320), .fraction(0.5), .medium, .large], selection: selection)
                    .presentationDragIndicator(.visible)
                    .presentationCornerRadius(16)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .interactiveDismissDisabled()
                    .presentationContentInteraction(.scrolls)
                    .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                    .presentationCompactAdaptation(.sheet)
                    .presentationSizing(.form)
            }
        }

        extension View {
            @available(iOS 18.0, *)
            func sampleSheet(selection: Binding<PresentationDetent>) -> some View {
                modifier(SampleSheetModifier(selection: selection))
            }
        }

        @available(iOS 18.0, *)
        struct SampleOtherValues: ViewModifier {
            func body(content: Content) -> some View {
                content
                    .presentationDetents([.medium])
                    .presentationDragIndicator(Visibility.hidden)
                    .presentationDragIndicator(.automatic)
                    .presentationCornerRadius(nil)
                    .presentationBackgroundInteraction(.automatic)
                    .presentationBackgroundInteraction(.enabled)
                    .presentationBackgroundInteraction(.disabled)
                    .interactiveDismissDisabled(false)
                    .presentationContentInteraction(.automatic)
                    .presentationContentInteraction(.resizes)
                    .presentationCompactAdaptation(.automatic)
                    .presentationCompactAdaptation(.none)
                    .presentationCompactAdaptation(.fullScreenCover)
                    .presentationSizing(.automatic)
                    .presentationSizing(.page)
                    .presentationSizing(.fitted)
                    .presentationDetents([.large], selection: .constant(.large))
            }
        }
        """

    /// A program running both samples and printing what they compute.
    static let driver = """
        import SwiftUI
        import UIKit

        let controller = UIViewController()
        let content = UIView()
        content.testSetFittingSize(CGSize(width: 390, height: 500))
        let delegate = SampleSheetDelegate()
        controller.applySampleSheet(content: content, delegate: delegate)
        let sheet = controller.sheetPresentationController!
        let context = TestDetentResolutionContext(maximumDetentValue: 800)
        for detent in sheet.detents {
            let value = detent.resolvedValue(in: context).map { "\\($0)" } ?? "system"
            print("uikit \\(detent.identifier.rawValue) \\(value)")
        }
        print("uikit grabber \\(sheet.prefersGrabberVisible) radius \\(sheet.preferredCornerRadius ?? -1)")
        controller.sampleContentDidChange()
        print("uikit invalidations \\(sheet.testInvalidationCount)")

        let view = EmptyView().sampleSheet(selection: .constant(.sampleBar))
        let record = testPresentationRecord(of: view)
        let swiftUIContext = PresentationDetent.Context(testMaxDetentValue: 800)
        for detent in (record.detents ?? []).sorted(by: { $0.testKind < $1.testKind }) {
            let height = detent.testHeight(in: swiftUIContext).map { "\\($0)" } ?? "system"
            print("swiftui \\(detent.testKind) \\(height)")
        }
        print("swiftui bar \\(SampleBarDetent.height(in: swiftUIContext) ?? -1)")
        let selected = await record.selection!.testValue()
        print("swiftui selection \\(selected.testKind)")
        print("swiftui drag \\(record.dragIndicator.map { "\\($0)" } ?? "-") radius \\(record.cornerRadius.map { "\\($0 ?? -1)" } ?? "-")")
        print("swiftui background \\(record.backgroundInteraction ?? "-") \\(record.backgroundInteractionUpThrough?.testKind ?? "-")")
        print("swiftui dismiss \\(record.interactiveDismissDisabled.map { "\\($0)" } ?? "-") content \\(record.contentInteraction ?? "-")")
        print("swiftui adaptation \\(record.compactAdaptation.map { "\\($0.horizontal)/\\($0.vertical)" } ?? "-") sizing \\(record.sizing ?? "-")")
        """

    static func files(_ texts: String...) -> [(name: String, text: String)] {
        texts.enumerated().map { (name: "Sample\($0.offset).swift", text: $0.element) }
    }

    // MARK: Tests

    @Test func bothInterfaceModulesCompile() throws {
        let folder = try AppleInterfaces.modules()
        for name in ["UIKit.swiftmodule", "SwiftUI.swiftmodule", "libUIKit.a", "libSwiftUI.a"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func samplesUsingEveryDeclaredAPITypeCheck() throws {
        let uikit = try AppleInterfaces.typecheck(Self.files(Self.uikitSample), importing: [.uikit], minimumIOS: "15.0")
        #expect(uikit.succeeded, "\(uikit.output)")
        let swiftui = try AppleInterfaces.typecheck(Self.files(Self.swiftuiSample), importing: [.swiftui], minimumIOS: "15.0")
        #expect(swiftui.succeeded, "\(swiftui.output)")
    }

    @Test(.enabled(if: AppleInterfaces.canRun))
    func samplesRunAndComputeTheirHeights() throws {
        let output = try AppleInterfaces.run(
            Self.files(Self.uikitSample, Self.swiftuiSample), mainSource: Self.driver)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("uikit sample.peek 200.0"), "\(output)")
        // The fitted detent: the view measures 500, within [220, 720].
        #expect(lines.contains("uikit sample.fit 500.0"), "\(output)")
        #expect(lines.contains("uikit com.apple.UIKit.medium system"), "\(output)")
        #expect(lines.contains("uikit grabber true radius 16.0"), "\(output)")
        #expect(lines.contains("uikit invalidations 1"), "\(output)")
        #expect(lines.contains("swiftui custom 80.0"), "\(output)")
        #expect(lines.contains("swiftui height 320.0"), "\(output)")
        #expect(lines.contains("swiftui fraction 400.0"), "\(output)")
        #expect(lines.contains("swiftui large system"), "\(output)")
        #expect(lines.contains("swiftui bar 80.0"), "\(output)")
        #expect(lines.contains("swiftui selection custom"), "\(output)")
        #expect(lines.contains("swiftui drag visible radius 16.0"), "\(output)")
        #expect(lines.contains("swiftui background enabled(upThrough:) medium"), "\(output)")
        #expect(lines.contains("swiftui dismiss true content scrolls"), "\(output)")
        #expect(lines.contains("swiftui adaptation sheet/sheet sizing FormPresentationSizing"), "\(output)")
    }

    @Test func aResolverReturningDoubleDoesNotTypeCheck() throws {
        let wrong = """
            import UIKit
            @available(iOS 16.0, *)
            func wrongDetent() -> UISheetPresentationController.Detent {
                .custom(identifier: nil) { context -> Double in Double(context.maximumDetentValue) }
            }
            """
        let outcome = try AppleInterfaces.typecheck(Self.files(wrong), importing: [.uikit], minimumIOS: "16.0")
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("Double"), "\(outcome.output)")
    }

    @Test func aMisspelledPropertyDoesNotTypeCheck() throws {
        let wrong = """
            import UIKit
            func wrongGrabber(_ sheet: UISheetPresentationController) {
                sheet.prefersGrabberVisibile = true
            }
            """
        let outcome = try AppleInterfaces.typecheck(Self.files(wrong), importing: [.uikit], minimumIOS: "15.0")
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("prefersGrabberVisibile"))
    }

    @Test func aNewerAPIWithoutAnAvailabilityCheckFailsForAnOlderTarget() throws {
        let unguarded = """
            import UIKit
            func peek() -> UISheetPresentationController.Detent {
                .custom(identifier: nil) { context in context.maximumDetentValue * 0.25 }
            }
            """
        let old = try AppleInterfaces.typecheck(Self.files(unguarded), importing: [.uikit], minimumIOS: "15.0")
        #expect(!old.succeeded)
        #expect(old.output.contains("iOS_16_0"), "\(old.output)")
        let new = try AppleInterfaces.typecheck(Self.files(unguarded), importing: [.uikit], minimumIOS: "16.0")
        #expect(new.succeeded, "\(new.output)")

        let swiftui = """
            import SwiftUI
            @available(iOS 16.0, *)
            struct Rounded: ViewModifier {
                func body(content: Content) -> some View { content.presentationCornerRadius(12) }
            }
            """
        let before = try AppleInterfaces.typecheck(Self.files(swiftui), importing: [.swiftui], minimumIOS: "16.0")
        #expect(!before.succeeded)
        #expect(before.output.contains("iOS_16_4"), "\(before.output)")
        let after = try AppleInterfaces.typecheck(Self.files(swiftui), importing: [.swiftui], minimumIOS: "16.4")
        #expect(after.succeeded, "\(after.output)")
    }

    @Test func theMinimumIOSTableComesFromTheDeclarations() {
        #expect(AppleInterfaces.minimumIOS(of: "UISheetPresentationController.Detent.custom(identifier:resolver:)") == "16.0")
        #expect(AppleInterfaces.minimumIOS(of: "UISheetPresentationController.Detent.medium()") == "15.0")
        #expect(AppleInterfaces.minimumIOS(of: "UISheetPresentationController.invalidateDetents()") == "16.0")
        #expect(AppleInterfaces.minimumIOS(of: "View.presentationCornerRadius(_:)") == "16.4")
        #expect(AppleInterfaces.minimumIOS(of: "View.presentationSizing(_:)") == "18.0")
        #expect(AppleInterfaces.minimumIOS(of: "no such symbol") == nil)
    }

    /// Every public declaration outside TestHooks.swift names its Apple
    /// documentation page, and carries an `@available(iOS …)` unless its
    /// page gives no iOS version (a few C enumerations and option sets) or
    /// it is an enumeration case (a case has its enumeration's).
    @Test func everyDeclarationNamesItsDocumentationPage() throws {
        let keywords = ["public ", "open ", "case ", "associatedtype ", "typealias ", "func ", "var ", "static func "]
        let modifiers = ["@MainActor", "@preconcurrency", "@frozen", "@inlinable", "@propertyWrapper",
                         "@dynamicMemberLookup", "nonisolated", "weak", "override", "convenience", "class", "static"]
        var undocumented: [String] = []
        for framework in AppleInterfaces.Framework.allCases {
            for url in AppleInterfaces.sources(of: framework) where url.lastPathComponent != "TestHooks.swift" {
                let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
                for (index, raw) in lines.enumerated() {
                    let line = raw.trimmingCharacters(in: .whitespaces)
                    var stripped = line
                    var changed = true
                    while changed {
                        changed = false
                        for modifier in modifiers where stripped.hasPrefix(modifier + " ") {
                            stripped = String(stripped.dropFirst(modifier.count + 1))
                            changed = true
                        }
                    }
                    guard keywords.contains(where: { stripped.hasPrefix($0) }) || line.hasPrefix("extension Never"),
                        !stripped.hasPrefix("private "), !stripped.hasPrefix("case ."), !stripped.hasPrefix("case let"),
                        !line.contains("var body: Never")
                    else { continue }
                    // The block of comments and attributes just above.
                    var above: [String] = []
                    var cursor = index - 1
                    while cursor >= 0 {
                        let previous = lines[cursor].trimmingCharacters(in: .whitespaces)
                        guard previous.hasPrefix("//") || previous.hasPrefix("@") else { break }
                        above.append(previous)
                        cursor -= 1
                    }
                    if above.contains(where: { $0.contains("Not Apple API") || $0.contains("Conformance to") }) { continue }
                    if !above.contains(where: { $0.hasPrefix("/// Apple docs: \"") }) {
                        undocumented.append("\(framework.rawValue)/\(url.lastPathComponent):\(index + 1): \(line)")
                    }
                }
            }
        }
        #expect(undocumented.isEmpty, "\(undocumented.joined(separator: "\n"))")

        // Pages that give no iOS version, and classes whose own page was
        // not retrieved (their members carry their versions).
        let noVersionOnThePage: Set<String> = [
            "UIPopoverArrowDirection", "UIModalPresentationStyle", "UILayoutPriority", "UIView", "UIViewController",
            "UIPresentationController", "UITraitCollection", "UIAdaptivePresentationControllerDelegate", "UIView.bounds",
            "UIEdgeInsets",
            // The UIKit shell's (BottomSheetableUIKit).
            "UIResponder.keyboardWillShowNotification", "UIResponder.keyboardWillHideNotification",
            "UIResponder.keyboardWillChangeFrameNotification",
            "UIGestureRecognizer.touchesBegan(_:with:)", "UIGestureRecognizer.touchesMoved(_:with:)",
            "UIGestureRecognizer.touchesEnded(_:with:)", "UIGestureRecognizer.touchesCancelled(_:with:)",
            "UIGestureRecognizer.State", "UIEvent", "UIViewControllerAnimatedTransitioning",
            "UIViewControllerContextTransitioning", "UITransitionContextViewKey", "UITimingCurveProvider", "CGVector",
            "UIViewAnimating", "UIViewControllerTransitioningDelegate", "UINavigationController",
            "UIPopoverPresentationControllerDelegate", "UIView.point(inside:with:)", "UIView.hitTest(_:with:)",
            "UIView.convert(_:to:)", "UIGestureRecognizerDelegate", "UIScrollView", "UIContentContainer",
            "UIViewControllerTransitionCoordinatorContext", "UIViewControllerTransitionCoordinatorContext.isInteractive",
            "UIViewControllerTransitionCoordinatorContext.isCancelled", "UIViewControllerTransitionCoordinator",
            // The shell's `style`: classes whose own page was not retrieved.
            "UIColor", "CGColor", "CALayer",
            // The shell's `navigation.transition`: the protocol's page gives no iOS version.
            "UINavigationControllerDelegate",
            // Examples/SheetDemo's: pages that give no iOS version, and types
            // whose own page was not retrieved (their members carry their versions).
            "UIApplication", "UIApplication.LaunchOptionsKey", "UIApplicationDelegate", "UIWindow", "UIScreen",
            "UIMenuElement", "UIButton.ButtonType", "NSLayoutConstraint", "NSLayoutConstraint.Axis", "UIStackView",
            "State", "Button", "Anchor", "Anchor.Source",
            // The `floatingpanel` backend's: the page gives no iOS version.
            "UIView.isHidden",
            // The shell's accessibility: pages that give no iOS version, and
            // types whose own page was not retrieved.
            "UIAccessibilityTraits", "UIAccessibility", "UIAccessibility.Notification", "UIContentSizeCategory",
            "UIView.AnimationOptions",
            // NSObject's accessibility members whose own pages did not come up.
            "NSObject.isAccessibilityElement", "NSObject.accessibilityLabel", "NSObject.accessibilityValue",
            "NSObject.accessibilityTraits", "NSObject.accessibilityViewIsModal", "NSObject.accessibilityIncrement()",
        ]
        let missing = AppleInterfaces.declarations.filter { declaration in
            declaration.minimumIOS == nil
                && !noVersionOnThePage.contains(declaration.symbol)
                && !declaration.text.hasPrefix("case ")
                && !declaration.text.hasPrefix("associatedtype ")
                && !noVersionOnThePage.contains(declaration.context)
                && !noVersionOnThePage.contains(declaration.title)
                && !(declaration.text.hasPrefix("init(") && declaration.context == "UILayoutPriority")
        }
        #expect(missing.isEmpty, "\(missing.map { "\($0.file):\($0.line) \($0.symbol)" }.joined(separator: "\n"))")
        #expect(AppleInterfaces.declarations.count > 80)
    }
}
