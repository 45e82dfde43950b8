/// How a sheet behaves for people using VoiceOver, Switch Control or Reduce Motion.
///
/// It is not part of `SheetLayout`: a sheet passes it to its interaction
/// (`SheetInteraction(layout:container:contentHeight:accessibility:)`, and the
/// `BottomSheetable.sheetAccessibility` the UIKit shell reads). `SheetAccessibility()`
/// is what a spec that says nothing gets; the rules behind each default are in
/// docs/Runtime.md, "Accessibility".
public struct SheetAccessibility: Sendable, Hashable {
    /// How someone who cannot drag changes the detent (WCAG 2.2 SC 2.5.7, "Dragging
    /// Movements": every drag needs a single-pointer alternative).
    public enum DetentControl: String, Sendable, Hashable, CaseIterable {
        /// The grabber is an adjustable element: VoiceOver's swipe up and down (and
        /// Switch Control's increment and decrement) move to the next and previous
        /// detent. The default, as the Human Interface Guidelines' "Sheets" page has
        /// the system grabber work with VoiceOver.
        case grabber
        /// The app provides its own control (buttons in the content) that sends
        /// `SheetEvent.accessibilityIncrement` / `.accessibilityDecrement` or
        /// `.moveToDetent`; the grabber is not adjustable.
        case appControl
    }

    /// What the escape gesture (VoiceOver's two-finger scrub,
    /// `accessibilityPerformEscape()`) does on this sheet.
    public enum Escape: String, Sendable, Hashable, CaseIterable {
        /// Dismiss the sheet when the dismissal rules let the user dismiss it by
        /// any gesture or button, asking first when they `confirm`; otherwise the
        /// escape is not handled. The default.
        case dismiss
        /// Move to the smallest detent; on the smallest detent, what `dismiss` does.
        case collapse
        /// Never handled by the sheet.
        case ignore
    }

    /// What a settle becomes while the system's Reduce Motion setting is on.
    public enum ReducedMotion: Sendable, Hashable {
        /// The sheet takes its new height at once and the change cross-dissolves
        /// over this many seconds. A duration that is not positive and finite is
        /// an instant change.
        case fade(duration: Double)
        /// The sheet takes its new height at once, with no animation.
        case instant
    }

    /// The default cross-dissolve: a quarter of a second.
    public static let standardFadeDuration = 0.25

    /// The height of the grabber's accessibility element: the 44-point minimum
    /// touch target of the Human Interface Guidelines ("Layout").
    public static let grabberElementHeight = 44.0

    /// Where the grabber's accessibility element sits in the sheet: across the
    /// sheet's full width (a negative or non-finite width reads as 0), 44 points
    /// high at its top, where the grabber is drawn.
    public static func grabberElementFrame(inSheetOfWidth width: Double) -> Rect {
        Rect(x: 0, y: 0, width: width.isFinite ? max(0, width) : 0, height: grabberElementHeight)
    }

    public var detentControl: DetentControl
    /// Whether the sheet announces the detent it settles on (VoiceOver reads
    /// `SheetDetentDescription.text`, e.g. "Half, 2 of 3").
    public var announcesDetent: Bool
    public var escape: Escape
    public var reducedMotion: ReducedMotion
    /// The names read for detents, by identifier; a detent without one is read by
    /// its identifier (`SheetAccessibility.spokenName(of:)`).
    public var detentNames: [DetentIdentifier: String]
    /// The grabber's accessibility label.
    public var grabberLabel: String

    public init(
        detentControl: DetentControl = .grabber, announcesDetent: Bool = true, escape: Escape = .dismiss,
        reducedMotion: ReducedMotion = .fade(duration: SheetAccessibility.standardFadeDuration),
        detentNames: [DetentIdentifier: String] = [:], grabberLabel: String = "Sheet grabber"
    ) {
        self.detentControl = detentControl
        self.announcesDetent = announcesDetent
        self.escape = escape
        self.reducedMotion = reducedMotion
        self.detentNames = detentNames
        self.grabberLabel = grabberLabel
    }

    /// The name read for `detent`: `detentNames[detent]`, or the identifier with its
    /// first letter capitalised and a space before each later capital, lowercased
    /// (`half` → "Half", `halfExpanded` → "Half expanded").
    public func spokenName(of detent: DetentIdentifier) -> String {
        if let name = detentNames[detent] { return name }
        var words = ""
        for character in detent.rawValue {
            if words.isEmpty {
                words += character.uppercased()
            } else if character.isUppercase {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words
    }
}
