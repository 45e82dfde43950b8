/// `sizing`: how wide the system sheet is in regular width (an iPad), named
/// after SwiftUI's `PresentationSizing` values; an iPhone's compact width
/// ignores it.
public enum SheetSizingKeyword: String, SpecKeyword {
    /// The system's choice (SwiftUI documents it as `.form` on iOS).
    case automatic
    /// A form-sized sheet, slightly narrower than `page`.
    case form
    /// Roughly a page of paper: the readable width.
    case page
    /// As wide as the content's ideal size (UIKit: the preferred content size).
    case fitted
}
