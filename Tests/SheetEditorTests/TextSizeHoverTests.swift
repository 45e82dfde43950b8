import Foundation
import SheetEditor
import TestSupport
import Testing

/// A hover at the text size the editor asks for
/// (`initializationOptions.textSize`): each fitted detent's content at that
/// size and where it starts to scroll, beside the plan's heights.
///
/// `fit` is the checkout sheet's detent: floor 220, cap 0.9 of the available
/// height. Content at AX5: 220 · 53 / 17 = 685.882. iPhone SE portrait: cap
/// 0.9 · 637 = 573.3, scrolls from AX4 (220 · 47 / 17 = 608.235 > 573.3,
/// 220 · 40 / 17 = 517.647 fits); landscape: cap 0.9 · 375 = 337.5, scrolls
/// from AX1 (362.353; xxxLarge's 297.647 fits). iPhone 16 portrait: cap
/// 0.9 · 759 = 683.1, scrolls only from AX5.
struct TextSizeHoverTests {
    static let spec = """
        version: 1
        minimumOS: 16
        sheets:
          checkout:
            type: CheckoutViewController
            tiers: automatic
            detents:
              - id: fit
                fit: content
                min: { height: 220 }
                max: { fraction: 0.9 }
          banner:
            type: BannerViewController
            detents:
              - { id: strip, height: 120 }
          note:
            type: NoteViewController
            tiers: automatic
            detents:
              - { id: open, fit: content, max: { fraction: 0.9 } }
          tip:
            type: TipViewController
            tiers: automatic
            detents:
              - { id: small, fit: content, min: { height: 100 }, max: { fraction: 0.9 } }

        """

    /// The hover at the mark, in `HoverTests`' project (iPhone 16 and iPhone SE).
    static func hover(at marked: String, textSize: String?) throws -> String {
        let opened = try HoverTests.open(marked, options: textSize.map { ["textSize": $0] })
        return try #require(opened.session.hoverText(opened.file, opened.text))
    }

    @Test func aFittedDetentShowsItsContentAndWhereItScrolls() throws {
        let hover = try Self.hover(at: Self.spec.replacingOccurrences(of: "id: fit", with: "id: f‸it"), textSize: "AX5")
        #expect(
            hover.hasPrefix(
                "**fit**: 573.3 pt on iPhone SE (3rd generation) (at AX5: content 685.882 pt, scrolls from AX4), "
                    + "683.1 pt on iPhone 16 (at AX5: content 685.882 pt, scrolls from AX5)\n"),
            "\(hover)")
        #expect(hover.contains("- iPhone 16 landscape: 334.8 pt (at AX5: content 685.882 pt, scrolls from AX1)"))
        #expect(
            hover.contains("- iPhone SE (3rd generation) landscape: 337.5 pt (at AX5: content 685.882 pt, scrolls from AX1)"))
        #expect(!hover.contains("same height at every text size"))
    }

    @Test func belowTheCapItSaysTheHeightAndThatTheContentFits() throws {
        let hover = try Self.hover(at: Self.spec.replacingOccurrences(of: "id: fit", with: "id: f‸it"), textSize: "ax3")
        // 517.647 fits both portrait caps; AX3 is above landscape's AX1.
        #expect(hover.contains("683.1 pt on iPhone 16 (at AX3: 517.647 pt, content fits; scrolls from AX5)"), "\(hover)")
        #expect(hover.contains("573.3 pt on iPhone SE (3rd generation) (at AX3: 517.647 pt, content fits; scrolls from AX4)"))
    }

    @Test func aFixedDetentSaysItDoesNotChange() throws {
        let hover = try Self.hover(at: Self.spec.replacingOccurrences(of: "id: strip", with: "id: st‸rip"), textSize: "AX5")
        #expect(hover.hasPrefix("**strip**: 120 pt on iPhone SE (3rd generation), 120 pt on iPhone 16\n"), "\(hover)")
        #expect(hover.hasSuffix("At text size AX5: not fitted to its content, the same height at every text size."))
    }

    /// No floor: nothing to scale. Floor 100: 100 · 53 / 17 = 311.765 fits every cap here.
    @Test func unknownContentAndContentThatAlwaysFits() throws {
        let open = try Self.hover(at: Self.spec.replacingOccurrences(of: "id: open", with: "id: op‸en"), textSize: "AX5")
        #expect(open.contains("573.3 pt on iPhone SE (3rd generation) (at AX5: content unknown, no `min:` to take it from)"), "\(open)")
        let small = try Self.hover(at: Self.spec.replacingOccurrences(of: "id: small", with: "id: sm‸all"), textSize: "AX5")
        #expect(small.contains("573.3 pt on iPhone SE (3rd generation) (at AX5: 311.765 pt, content fits; fits at every size)"), "\(small)")
    }

    @Test func withoutATextSizeOrWithAnUnknownOneTheHoverIsThePlansAlone() throws {
        for textSize in [nil, "AX6"] {
            let hover = try Self.hover(at: Self.spec.replacingOccurrences(of: "id: fit", with: "id: f‸it"), textSize: textSize)
            #expect(hover.hasPrefix("**fit**: 573.3 pt on iPhone SE (3rd generation), 683.1 pt on iPhone 16\n"), "\(hover)")
            #expect(!hover.contains("at AX"))
        }
    }
}
