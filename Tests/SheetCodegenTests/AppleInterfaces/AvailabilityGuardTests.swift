import Foundation
import Testing

@testable import SheetCodegen
@testable import SheetLanguage

/// The iOS versions the compiler writes into `@available`/`#available` and the
/// validator's availability rules hold are the transcribed availability of the
/// APIs they guard (docs/AppleInterfaces.md, "Availability"). The type-check
/// already fails when a guard is too low (an API newer than its guard); this
/// also fails when one is too high, which compiles everywhere but withholds a
/// feature from the releases that have it.
struct AvailabilityGuardTests {
    /// Each guard, the APIs its doc comment says it covers, by their symbols in
    /// the interface files.
    static let guards: [(name: String, version: OSVersion, apis: [String])] = [
        ("UIKitViewModel.sheetsIOS", UIKitViewModel.sheetsIOS, [
            "UISheetPresentationController", "UISheetPresentationController.Detent.medium()",
            "UISheetPresentationController.Detent.large()", "UIViewController.sheetPresentationController",
        ]),
        ("UIKitViewModel.customDetentsIOS", UIKitViewModel.customDetentsIOS, [
            "UISheetPresentationController.Detent.custom(identifier:resolver:)",
            "UISheetPresentationController.invalidateDetents()",
        ]),
        ("SheetSizingCode.uikitIOS", SheetSizingCode.uikitIOS, ["UISheetPresentationController.prefersPageSizing"]),
        ("SheetSizingCode.swiftUIIOS", SheetSizingCode.swiftUIIOS, [
            "View.presentationSizing(_:)", "PresentationSizing", "PagePresentationSizing", "FormPresentationSizing",
            "FittedPresentationSizing",
        ]),
        ("SwiftUIViewModel.detentsIOS", SwiftUIViewModel.detentsIOS, [
            "View.presentationDetents(_:selection:)", "PresentationDetent", "CustomPresentationDetent",
            "View.presentationDragIndicator(_:)",
        ]),
        ("SwiftUIViewModel.refinementsIOS", SwiftUIViewModel.refinementsIOS, [
            "View.presentationCornerRadius(_:)", "View.presentationBackgroundInteraction(_:)",
            "View.presentationContentInteraction(_:)", "View.presentationCompactAdaptation(_:)",
            "View.presentationCompactAdaptation(horizontal:vertical:)",
        ]),
        // The validator's rules: a spec's `minimumOS` below these is told so.
        ("SheetsNeedIOS15Rule.required", SheetsNeedIOS15Rule.required, ["UISheetPresentationController"]),
        ("CustomDetentNeedsIOS16Rule.required", CustomDetentNeedsIOS16Rule.required, [
            "UISheetPresentationController.Detent.custom(identifier:resolver:)",
        ]),
        ("SizingNeedsIOS17Rule.required", SizingNeedsIOS17Rule.required, ["UISheetPresentationController.prefersPageSizing"]),
    ]

    static func version(_ text: String) -> OSVersion? {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return nil }
        return OSVersion(major, parts.count > 1 ? parts[1] : 0)
    }

    /// Every guard equals the newest first release among the APIs it covers:
    /// 15, 16, 17, 18, 16, 16.4 and the rules' 15, 16, 17.
    @Test(arguments: AvailabilityGuardTests.guards.map(\.name))
    func eachGuardIsTheNewestReleaseOfTheAPIsItCovers(_ name: String) throws {
        let guarded = try #require(Self.guards.first { $0.name == name })
        let releases = try guarded.apis.map { api in
            try #require(AppleInterfaces.minimumIOS(of: api).flatMap(Self.version), "\(api) is not declared with a version")
        }
        #expect(releases.max() == guarded.version, "\(name) is \(guarded.version); its APIs: \(zip(guarded.apis, releases).map { "\($0) \($1)" })")
    }

    /// The comparison has teeth: a guard one minor release off is found.
    @Test func aGuardOffByOneReleaseIsFound() {
        let apis = ["View.presentationCornerRadius(_:)", "View.presentationContentInteraction(_:)"]
        let newest = apis.compactMap { AppleInterfaces.minimumIOS(of: $0).flatMap(Self.version) }.max()
        #expect(newest == OSVersion(16, 4))
        #expect(newest != OSVersion(16, 5))
        #expect(newest != OSVersion(16, 3))
    }
}

extension UIKitShellTypeCheckTests {
    /// The shell is checked at the deployment target Package.swift declares
    /// (Xcode builds it for that), and at that target an unguarded iOS 16 call
    /// in a shell file fails: the floor is real, not the interfaces' lowest.
    @Test func theShellIsCheckedAtThePackagesDeploymentTarget() throws {
        #expect(Self.minimumIOS == "15.0")
        var shell = try Self.sources(in: Self.shellFolder)
        let index = try #require(shell.firstIndex { $0.name.hasSuffix("SheetPresentationController.swift") })
        let unguarded = """

                extension UISheetPresentationController {
                    func refit() { invalidateDetents() }
                }
            #endif
            """
        let text = shell[index].text
        let end = try #require(text.range(of: "#endif", options: .backwards))
        shell[index].text = text.replacingCharacters(in: end, with: unguarded.trimmingCharacters(in: .newlines))
        let outcome = try Self.typecheck(shell)
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("iOS_16_0"), "\(outcome.output)")
    }
}
