import Foundation
import SheetLanguage
import Testing

/// The specs in `specs/` are the language's showcase: they must decode with
/// no diagnostic at all, to the values they say.
@Suite struct ExampleSpecTests {
    static let examples = RepositoryPaths.files(in: RepositoryPaths.exampleSpecs, endingWith: ".sheet.yaml")

    static func decode(_ name: String) throws -> SpecFile {
        let outcome = try SpecLoading.load(RepositoryPaths.exampleSpecs.appendingPathComponent(name))
        #expect(outcome.diagnostics.isEmpty, "\(name): \(outcome.diagnostics.map(\.message))")
        return try #require(outcome.spec)
    }

    @Test func thereIsOneExamplePerFamily() {
        #expect(Self.examples.count >= 5)
    }

    @Test(arguments: examples)
    func decodesCleanly(name: String) throws {
        let spec = try Self.decode(name)
        #expect(spec.version?.value == 1)
        #expect(!spec.sheets.isEmpty)
        for sheet in spec.sheets {
            #expect(sheet.settings.type != nil, "\(sheet.id.value) names its Swift type")
        }
    }

    @Test func contentFittedSheetWithNavigationStack() throws {
        let spec = try Self.decode("checkout.sheet.yaml")
        #expect(spec.sheets.map(\.id.value) == ["checkout", "checkoutAddress", "checkoutPayment"])
        #expect(spec.minimumOS?.value == OSVersion(16))
        #expect(spec.defaults?.value.grabber?.value == .visible)
        #expect(spec.defaults?.value.cornerRadius?.value == .points(16))
        let checkout = try #require(spec.sheet(withID: "checkout")).settings
        #expect(checkout.tiers?.value == .oneTierAutomatic)
        let fit = try #require(checkout.detents?.value.first)
        #expect(fit.id.value == "fit")
        #expect(fit.height.value == .fitContent(min: fit.minimum, max: fit.maximum))
        #expect(fit.minimum?.value == .points(220))
        #expect(fit.maximum?.value == .fraction(0.9))
        #expect(checkout.dismiss?.value.confirm?.value == true)
        // The Joom article's numbers, written out although they are the defaults.
        #expect(checkout.physics?.value.snap?.value == .projected)
        #expect(checkout.physics?.value.deceleration?.value == 800)
        #expect(checkout.physics?.value.dismissThreshold?.value == 0.5)
        #expect(checkout.navigation?.value.push?.value.map(\.value) == ["checkoutAddress", "checkoutPayment"])
        let address = try #require(spec.sheet(withID: "checkoutAddress")).settings
        #expect(address.extends?.value == "checkout")
        #expect(address.detents == nil, "inherited fields stay absent until the resolver flattens `extends`")
        #expect(address.keyboard?.value.policy?.value == .lift)
        #expect(address.navigation?.value.push?.value.isEmpty == true)
    }

    @Test func systemDetentsWithKeyboardExpansion() throws {
        let spec = try Self.decode("comment-composer.sheet.yaml")
        let composer = try #require(spec.sheets.first).settings
        #expect(spec.minimumOS?.value == OSVersion(15))
        #expect(composer.detents?.value.map(\.height.value) == [.system(.medium), .system(.large)])
        #expect(composer.initial?.value == "medium")
        #expect(composer.keyboard?.value.policy?.value == .expand)
        #expect(composer.keyboard?.value.observe?.value == true)
        #expect(composer.scroll?.value.expandsAtEdge?.value == false)
        #expect(composer.edgeAttachedInCompactHeight?.value == true)
    }

    @Test func mapDrawerOverlay() throws {
        let spec = try Self.decode("map-drawer.sheet.yaml")
        let drawer = try #require(spec.sheet(withID: "placeDetails")).settings
        #expect(spec.minimumOS?.value == OSVersion(16, 4))
        #expect(drawer.presentation?.value == .overlay)
        #expect(drawer.tiers?.value == .two)
        #expect(drawer.detents?.value.map(\.height.value) == [.fraction(0.5), .insetFromTop(24)])
        // An overlay is undimmed at every detent, so the spec names no undimmed detent.
        #expect(drawer.undimmedThrough == nil)
        #expect(drawer.physics?.value.snap?.value == .momentumRedirect)
        #expect(drawer.physics?.value.projectionRate?.value == 0.998)
        #expect(drawer.dismiss?.value.swipe?.value == false)
        #expect(drawer.cornerRadius?.value == .points(12))
    }

    @Test func threeNotchOverlay() throws {
        let spec = try Self.decode("now-playing.sheet.yaml")
        let player = try #require(spec.sheets.first).settings
        #expect(player.tiers?.value == .three)
        #expect(player.detents?.value.map(\.height.value) == [.fraction(0.25), .fraction(0.5), .fraction(0.75)])
        #expect(player.physics?.value.spring?.value.damping?.value == 0.6)
        #expect(player.physics?.value.spring?.value.dampingWithoutVelocity?.value == 1)
        #expect(player.physics?.value.rubberBand?.value.coefficient?.value == 0.55)
    }

    @Test func iPadPopoverWithKeyboardShrink() throws {
        let spec = try Self.decode("store-picker.sheet.yaml")
        let picker = try #require(spec.sheets.first).settings
        #expect(picker.presentation?.value == .popover)
        let popover = try #require(picker.popover?.value)
        #expect(popover.alignment?.value == .bottomCenter)
        #expect(popover.width?.value == 504, "the original's fixed width, written out although it is the default")
        #expect(popover.height?.value.portrait.value == 620)
        #expect(popover.height?.value.landscape.value == 600)
        #expect(picker.keyboard?.value.policy?.value == .shrink)
    }

    /// Rules point at fields, so the ranges must be the text that wrote them.
    @Test func fieldsKeepTheirSourceRanges() throws {
        let spec = try Self.decode("map-drawer.sheet.yaml")
        let drawer = try #require(spec.sheet(withID: "placeDetails"))
        #expect(drawer.id.range.start.line == 13)
        #expect(drawer.id.range.start.column == 3)
        let radius = try #require(drawer.settings.cornerRadius)
        #expect(radius.range.start.line == 22)
        #expect(radius.range.start.column == 19)
        #expect(radius.keyRange?.start.column == 5)
        let full = try #require(drawer.settings.detents?.value.last)
        #expect(full.id.range.start.line == 19)
        #expect(full.height.keyRange?.start.column == 21)
    }
}
