import BottomSheetable
import SheetDiagnostics
import Testing

@testable import SheetLanguage

/// The names kept beside the boxed fields follow every change to them.
@Suite struct SheetSettingsTests {
    private static func located(_ text: String) -> Located<String> {
        Located(text, path: "s.sheet.yaml", range: SourceRange(at: SourcePosition(line: 1, column: 1, offset: 0)))
    }

    @Test func typeNameAndParentIDFollowTheirFields() {
        var settings = SheetSettings()
        #expect(settings.typeName == nil && settings.parentID == nil)
        settings.type = Self.located("CheckoutViewController")
        settings.extends = Self.located("base")
        #expect(settings.typeName == "CheckoutViewController")
        #expect(settings.parentID == "base")
        settings.extends = nil
        #expect(settings.parentID == nil)
        #expect(settings.typeName == "CheckoutViewController", "changing one field keeps the other")
    }

    @Test func layeringKeepsTheSheetsOwnNames() {
        // The layer below fills in `presentation`, so a new box is built; the
        // type and the parent stay this sheet's own (they never inherit).
        var base = SheetSettings()
        base.type = Self.located("BaseViewController")
        base.presentation = Self.located("overlay").map { _ in Presentation.overlay }
        var sheet = SheetSettings()
        sheet.type = Self.located("SheetViewController")
        sheet.extends = Self.located("base")
        let layered = sheet.layered(over: base)
        #expect(layered.presentation?.value == .overlay)
        #expect(layered.typeName == "SheetViewController")
        #expect(layered.parentID == "base")
    }
}
