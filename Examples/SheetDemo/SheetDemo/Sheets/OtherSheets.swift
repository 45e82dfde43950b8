import BottomSheetable
import UIKit

/// comment-composer.sheet.yaml's `commentComposer`: presented by every
/// backend (the conformance, and the `uikit` backend's `applySheetSpec()`).
final class CommentComposerViewController: SheetViewController {
    init() { super.init(text: .commentComposer) }

    required init?(coder: NSCoder) { nil }
}

/// map-drawer.sheet.yaml's `placeDetails`: an overlay; the screen behind it
/// keeps its touches.
final class PlaceDetailsViewController: SheetViewController {
    init() { super.init(text: .placeDetails) }

    required init?(coder: NSCoder) { nil }
}

/// now-playing.sheet.yaml's `nowPlaying`: three notches, dismissed by a swipe.
final class NowPlayingViewController: SheetViewController {
    init() { super.init(text: .nowPlaying) }

    required init?(coder: NSCoder) { nil }
}

/// store-picker.sheet.yaml's `storePicker`: a popover on iPad, fitted to its
/// content and shrunk by the keyboard.
final class StorePickerViewController: SheetViewController {
    init() { super.init(text: .storePicker) }

    required init?(coder: NSCoder) { nil }

    func contentHeight(fitting width: Double) -> Double? { fittedHeight(width: width) }
}
