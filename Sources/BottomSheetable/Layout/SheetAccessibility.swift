/// How a sheet behaves for people using VoiceOver, Switch Control or Reduce Motion.
///
/// A spec's `accessibility:` block, as `SheetLayout.accessibility`: the
/// interaction (`SheetInteraction(layout:container:contentHeight:accessibility:)`)
/// and `BottomSheetable.sheetAccessibility`, which the UIKit shell reads, take it
/// from the layout unless told otherwise. `SheetAccessibility()` is what a spec
/// that says nothing gets; the rules behind each default are in docs/Runtime.md,
/// "Accessibility", and docs/SpecReference.md, `accessibility:`.
public struct SheetAccessibility: Sendable, Hashable, LayoutFields {
    /// How someone who cannot drag changes the detent (WCAG 2.2 SC 2.5.7, "Dragging
    /// Movements": every drag needs a single-pointer alternative).
    public enum DetentControl: String, Sendable, Hashable, CaseIterable, LayoutWord {
        /// The grabber is an adjustable element: VoiceOver's swipe up and down (and
        /// Switch Control's increment and decrement) move to the next and previous
        /// detent. The default, as the Human Interface Guidelines' "Sheets" page has
        /// the system grabber work with VoiceOver.
        case grabber
        /// The app provides its own control (buttons in the content) that sends
        /// `SheetEvent.accessibilityIncrement` / `.accessibilityDecrement` or
        /// `.moveToDetent`; the grabber is not adjustable.
        case appControl

        /// The spec's word: `app` for `appControl`.
        public var planWord: String {
            switch self {
            case .grabber: "grabber"
            case .appControl: "app"
            }
        }
    }

    /// What the escape gesture (VoiceOver's two-finger scrub,
    /// `accessibilityPerformEscape()`) does on this sheet.
    public enum Escape: String, Sendable, Hashable, CaseIterable, LayoutWord {
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
        /// The spring, unchanged: for a sheet whose motion is small enough that
        /// Reduce Motion need not replace it.
        case keep

        /// Whether a settle while Reduce Motion is on leaves the spring alone.
        public var keepsSpring: Bool {
            switch self {
            case .fade, .instant: false
            case .keep: true
            }
        }
    }

    /// Which `ReducedMotion` a sheet has, without the fade's duration: the
    /// spec's `reduceMotion` word, stored beside `fadeDuration`.
    public enum ReduceMotionStyle: String, Sendable, Hashable, CaseIterable, LayoutWord {
        case fade, instant, keep
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
    /// What a settle becomes under Reduce Motion (`reducedMotion` without the duration).
    public var reduceMotion: ReduceMotionStyle
    /// Seconds of the `fade`; kept when another style is chosen.
    public var fadeDuration: Double
    /// The part of fitted content that grows with the text size, in `[0, 1]`
    /// (`TextSizeScaling.growingFraction`; 1, all of it, by default).
    public var textGrowth: Double
    /// The names read for detents, by identifier; a detent without one is read by
    /// its identifier (`SheetAccessibility.spokenName(of:)`).
    public var detentNames: [DetentIdentifier: String]
    /// The grabber's accessibility label.
    public var grabberLabel: String

    /// What a settle becomes while Reduce Motion is on: `reduceMotion` with
    /// `fadeDuration`. Setting it sets both (the duration only for a fade).
    public var reducedMotion: ReducedMotion {
        get {
            switch reduceMotion {
            case .fade: .fade(duration: fadeDuration)
            case .instant: .instant
            case .keep: .keep
            }
        }
        set {
            switch newValue {
            case .fade(let duration):
                reduceMotion = .fade
                fadeDuration = duration
            case .instant: reduceMotion = .instant
            case .keep: reduceMotion = .keep
            }
        }
    }

    public init(
        detentControl: DetentControl = .grabber, announcesDetent: Bool = true, escape: Escape = .dismiss,
        reducedMotion: ReducedMotion = .fade(duration: SheetAccessibility.standardFadeDuration),
        detentNames: [DetentIdentifier: String] = [:], grabberLabel: String = "Sheet grabber",
        textGrowth: Double = TextSizeScaling.default.growingFraction
    ) {
        self.detentControl = detentControl
        self.announcesDetent = announcesDetent
        self.escape = escape
        self.reduceMotion = .fade
        self.fadeDuration = Self.standardFadeDuration
        self.textGrowth = textGrowth
        self.detentNames = detentNames
        self.grabberLabel = grabberLabel
        self.reducedMotion = reducedMotion
    }

    /// Every field of the spec's `accessibility:` block, as generated code
    /// writes it (`LayoutFields`); the detent names and the grabber's label
    /// take their defaults.
    public init(
        detentControl: DetentControl, announcesDetent: Bool, escape: Escape, reduceMotion: ReduceMotionStyle,
        fadeDuration: Double, textGrowth: Double
    ) {
        self.init(detentControl: detentControl, announcesDetent: announcesDetent, escape: escape, textGrowth: textGrowth)
        self.reduceMotion = reduceMotion
        self.fadeDuration = fadeDuration
    }

    /// The field list (`LayoutFields`): the plan's `accessibility`, the
    /// fingerprint and the generated `SheetAccessibility(…)` read it. The
    /// detent names and the grabber's label are the app's to set in code, not
    /// the spec's, and are not on it.
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("detentControl", word: detentControl)
        visitor.visit("announcesDetent", announcesDetent)
        visitor.visit("escape", word: escape)
        visitor.visit("reduceMotion", word: reduceMotion)
        visitor.visit("fadeDuration", fadeDuration)
        visitor.visit("textGrowth", textGrowth)
    }

    /// How this sheet's fitted content follows the text size: `textGrowth` as
    /// the growing fraction (clamped to `[0, 1]`).
    public var textSizeScaling: TextSizeScaling { TextSizeScaling(growingFraction: textGrowth) }

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
