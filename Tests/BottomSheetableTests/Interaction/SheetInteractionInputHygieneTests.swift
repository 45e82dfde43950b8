import BottomSheetable
import Testing

/// A container's lengths are read as given when positive and finite, else as 0: at
/// and just around 0 (`SheetInteraction.sanitized`).
@Suite struct SheetInteractionInputHygieneTests {
    /// iPhone 15 sizes with every inset, the top gap and the tab bar set to `value`.
    func container(_ value: Double) -> SheetContainer {
        SheetContainer(
            size: Size(width: 393, height: 852), safeArea: Insets(top: value, left: value, bottom: value, right: value),
            topGap: value, tabBarHeight: value)
    }

    @Test(arguments: [(-0.5, 0.0), (0.0, 0.0), (0.5, 0.5), (1.0, 1.0), (1.5, 1.5), (-.infinity, 0.0), (.nan, 0.0)])
    func insetsAreKeptWhenPositiveAndFinite(value: Double, kept: Double) {
        let sheet = SheetInteraction(layout: SheetLayout(), container: container(value))
        let read = sheet.container
        #expect(read.safeArea == Insets(top: kept, left: kept, bottom: kept, right: kept))
        #expect(read.topGap == kept && read.tabBarHeight == kept)
    }

    @Test(arguments: [(-0.5, 0.0), (0.5, 0.5), (.infinity, 0.0)])
    func sizesAreKeptWhenPositiveAndFinite(value: Double, kept: Double) {
        let sheet = SheetInteraction(
            layout: SheetLayout(), container: SheetContainer(size: Size(width: value, height: value), safeArea: .zero))
        #expect(sheet.container.size == Size(width: kept, height: kept))
    }
}
