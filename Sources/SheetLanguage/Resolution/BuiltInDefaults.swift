import BottomSheetable

/// Every value a sheet gets when neither it, the sheet it extends, nor its
/// file's `defaults:` writes one: the lowest layer of precedence.
///
/// A settings block with one runtime value (`dismiss`, `scroll`, `frame`,
/// `navigation`, `physics.spring`, `physics.rubberBand`) declares its keys'
/// defaults beside their decoding (`ResolvingKey`); they are read here as the
/// block resolved with nothing written, so a key added there changes nothing
/// here. The others are written here. `docs/SpecReference.md` documents each
/// of them, and a test reads that page and compares, so the two cannot drift
/// apart. The values are written out rather than taken from the runtime's
/// own initialiser defaults: the runtime may choose what hand-written code
/// gets, but the language's defaults are a published promise, and another
/// test checks the two still agree.
public enum BuiltInDefaults {
    public static let presentation: Presentation = .modal
    /// `[{ id: large, system: large }]`: UIKit's default detents.
    public static let detents: [Detent] = [Detent(id: "large", height: .system(.large))]
    public static let grabber: GrabberVisibility = .automatic
    public static let cornerRadius: CornerRadius = .system
    public static let edgeAttachedInCompactHeight = false
    /// `sizing`: the system's own width, as SwiftUI's `.automatic`.
    public static let sizing: SheetSizing = .automatic
    /// `frame`: between the safe areas, as UIKit measures.
    public static let frame = FrameSettings.resolved(nil)

    /// `scroll.expandsAtEdge` (UIKit `prefersScrollingExpandsWhenScrolledToEdge`).
    public static let scroll = ScrollSettings.resolved(nil)

    /// `dismiss`: swipe and tap outside, no close button, no confirmation.
    public static let dismissal = DismissalSettings.resolved(nil).rules
    /// `dismiss.programmatic`.
    public static let programmaticDismissal = DismissalSettings.resolved(nil).programmatic

    /// `keyboard.policy`.
    public static let keyboardPolicy: KeyboardPolicy = .none

    /// `keyboard.observe`: a sheet that reacts to the keyboard has to observe it.
    public static func observesKeyboard(policy: KeyboardPolicy) -> Bool {
        policy != .none
    }

    /// `physics.snap`.
    public static let snap: SnapPolicyKeyword = .projected
    /// `physics.deceleration` (800 pt/s², the content-sized sheet's) and `dismissThreshold`.
    public static let projectedSnap = ProjectedSnapPolicy(deceleration: 800, dismissalProgress: 0.5)
    /// `physics.projectionRate`, `redirectThreshold`, `skipStops` and `removalVelocity` (FloatingPanel's).
    public static let momentumRedirectSnap = MomentumRedirectSnapPolicy(
        projectionRate: 0.998, redirectThreshold: 0.5, skipsStops: false, removalVelocityThreshold: 5.5)
    /// `physics.snap: rushingForward` (OverlayContainer's; it has no keys of its own).
    public static let rushingForwardSnap = RushingForwardSnapPolicy(
        minimumVelocity: 400, projectionDuration: 0.1, dismissalVelocity: 2400)
    /// `physics.snap: velocityDirection`: `projectionRate` is UIScrollView's `.normal`.
    public static let velocityDirectionSnap = VelocityDirectionSnapPolicy(projectionRate: 0.998)
    /// `physics.spring`: the seed article's step from 1 at rest to 0.6 after a fling.
    public static let spring = SpringSettings.resolved(nil)
    /// `physics.rubberBand`.
    public static let rubberBand = RubberBandSettings.resolved(nil)

    /// `popover.alignment`.
    public static let popoverAlignment: PopoverAlignment = .center
    /// `popover.width`: the original component's fixed width.
    public static let popoverWidth: Double = 504
    /// `popover.bottomMargin`.
    public static let popoverBottomMargin: Double = 0
    /// `popover.arrows` of an anchored popover: UIKit's default, `.any`.
    public static let popoverArrows: PopoverArrowDirections = .any

    /// `navigation`: pushes nothing, the edge swipe pops, with the
    /// navigation controller's own slide.
    public static let navigation = NavigationSettings.resolved(nil)
    /// `navigation.push`.
    public static var pushableSheets: [String] { navigation.pushableSheets }
    /// `navigation.interactivePop`.
    public static var interactivePop: Bool { navigation.interactivePop }
    /// `navigation.transition`.
    public static var navigationTransition: NavigationTransition { navigation.transition }

    /// `accessibility`: an adjustable grabber, the settled detent announced,
    /// escape dismisses, a 0.25 s cross-dissolve under Reduce Motion, all of
    /// fitted content growing with the text size.
    public static let accessibility = AccessibilitySettings.resolved(nil)

    /// `style:`: black dimming at 0.4, no border, a 36 × 5 pt grey grabber
    /// 5 pt below the top edge (`SheetStyle.standard`: this project's
    /// choices, since Apple documents none of the system sheet's).
    public static let style: SheetStyle = .standard
    /// `style.borderWidth` when only `style.borderColor` is written.
    public static let borderWidth: Double = 1

    /// A fitted detent without `min`: no floor beyond the screen's bottom edge.
    public static let fittedFloor: HeightLimit = .points(0)
    /// A fitted detent without `max`: capped at the whole available height.
    public static let fittedCap: HeightLimit = .fraction(1)
}
