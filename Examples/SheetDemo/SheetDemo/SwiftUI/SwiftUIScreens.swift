import SwiftUI

/// comment-composer.sheet.yaml with the `swiftui` backend: SwiftUI's sheet,
/// its content carrying the generated `commentComposerSheet(selection:)`.
struct CommentComposerSwiftUIScreen: View {
    @State private var isComposing = false
    @State private var detent = CommentComposerSheet.initialDetent

    var body: some View {
        Button(SheetText.commentComposer.heading) { isComposing = true }
            .sheet(isPresented: $isComposing) {
                Text(verbatim: SheetText.commentComposer.lines.joined(separator: "\n"))
                    .commentComposerSheet(selection: $detent)
            }
    }
}

/// store-picker.sheet.yaml with the `swiftui` backend: SwiftUI's popover (a
/// sheet in compact width), its content carrying `storePickerSheet(selection:)`.
struct StorePickerSwiftUIScreen: View {
    @State private var isPicking = false
    @State private var detent = StorePickerSheet.initialDetent

    var body: some View {
        Button(SheetText.storePicker.heading) { isPicking = true }
            .popover(isPresented: $isPicking) {
                Text(verbatim: SheetText.storePicker.lines.joined(separator: "\n"))
                    .storePickerSheet(selection: $detent)
            }
    }
}
