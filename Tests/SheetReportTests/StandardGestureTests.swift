import BottomSheetable
import SheetLanguage
import Testing

@testable import SheetReport

@Suite struct StandardGestureTests {
    @Test func placeholder() {}
}
