// What the example shows, as plain values: one demo per example spec in the
// repository's specs/ folder, the backends that can present its sheet, and
// the text the screens and sheets display. No UIKit or SwiftUI here; the
// screens only turn these values into views and calls.

/// A way of presenting a spec's sheet, one per `sheetspec generate --backend`.
enum DemoBackend: String, CaseIterable, Sendable {
    /// The `BottomSheetable` conformance, presented by BottomSheetableUIKit
    /// (`present(bottomSheet:animated:)`, `presentAsPopover(bottomSheet:animated:)`).
    case conformance
    /// UIKit's system sheet, configured by the generated `applySheetSpec…`.
    case uikit
    /// SwiftUI's `.sheet` or `.popover` with the generated modifier.
    case swiftui

    /// The title of the button that presents the sheet this way.
    var buttonTitle: String {
        switch self {
        case .conformance: return "BottomSheetableUIKit (conformance)"
        case .uikit: return "UIKit system sheet (uikit)"
        case .swiftui: return "SwiftUI modifier (swiftui)"
        }
    }
}

/// The example specs, by the name of their generated files.
enum DemoID: String, CaseIterable, Sendable {
    case checkout = "Checkout"
    case commentComposer = "CommentComposer"
    case mapDrawer = "MapDrawer"
    case nowPlaying = "NowPlaying"
    case storePicker = "StorePicker"
}

/// One screen of the example: a spec and the backends that can present it.
struct Demo: Sendable, Equatable {
    let id: DemoID
    /// The spec, relative to the repository.
    let spec: String
    let title: String
    let summary: String
    /// The backends whose generated code presents this spec's sheet, in the
    /// order of the screen's buttons. A backend that cannot express a sheet
    /// (`SS4301`: overlays, content-sized tiers) generates nothing for it.
    let backends: [DemoBackend]
}

enum DemoCatalog {
    static let all: [Demo] = [
        Demo(
            id: .checkout, spec: "specs/checkout.sheet.yaml", title: "Checkout",
            summary: "A content-fitted sheet hosting a navigation stack: address and payment are pushed screens.",
            backends: [.conformance]),
        Demo(
            id: .commentComposer, spec: "specs/comment-composer.sheet.yaml", title: "Comment composer",
            summary: "The system medium and large detents, growing to large when the keyboard appears.",
            backends: [.conformance, .uikit, .swiftui]),
        Demo(
            id: .mapDrawer, spec: "specs/map-drawer.sheet.yaml", title: "Map drawer",
            summary: "An overlay over a map that stays interactive, between half and full height.",
            backends: [.conformance]),
        Demo(
            id: .nowPlaying, spec: "specs/now-playing.sheet.yaml", title: "Now playing",
            summary: "An overlay with three notches at a quarter, a half and three quarters of the screen.",
            backends: [.conformance]),
        Demo(
            id: .storePicker, spec: "specs/store-picker.sheet.yaml", title: "Store picker",
            summary: "A popover at the bottom centre on iPad, a sheet in compact width.",
            backends: [.conformance, .uikit, .swiftui]),
    ]

    static func demo(_ id: DemoID) -> Demo? { all.first { $0.id == id } }
}

/// The text a sheet shows: a heading, lines, and the titles of its buttons.
struct SheetText: Sendable, Equatable {
    let heading: String
    let lines: [String]

    static let checkout = SheetText(heading: "Your order", lines: ["2 items", "Total: 42.00"])
    static let address = SheetText(heading: "Delivery address", lines: ["1 Infinite Loop", "Cupertino"])
    static let payment = SheetText(heading: "Payment", lines: ["Card ending 4242"])
    static let commentComposer = SheetText(heading: "New comment", lines: ["Write something kind."])
    static let placeDetails = SheetText(heading: "Place details", lines: ["Open until 22:00", "4.6 stars"])
    static let nowPlaying = SheetText(heading: "Now playing", lines: ["Track 3", "Up next: 12 tracks"])
    static let storePicker = SheetText(heading: "Pick a store", lines: ["Downtown", "Riverside", "Airport"])

    static let closeTitle = "Close"

    /// The title of the checkout button that pushes the sheet `id` of
    /// checkout.sheet.yaml's `navigation.push`; the id itself for one not
    /// listed here.
    static func pushTitle(for id: String) -> String {
        switch id {
        case "checkoutAddress": return "Delivery address"
        case "checkoutPayment": return "Payment"
        default: return id
        }
    }
}
