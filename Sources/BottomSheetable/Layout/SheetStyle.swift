/// A colour as a designer hands it off (`#RRGGBB` or `#RRGGBBAA`): sRGB
/// components and a straight (not premultiplied) alpha, each in `[0, 1]`.
///
/// Platform-neutral so that the layout math and the plan can carry it; the
/// UIKit shell turns it into a `UIColor` where it draws.
public struct SheetColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black: the dimming colour when a spec gives none.
    public static let black = SheetColor(red: 0, green: 0, blue: 0)

    /// The colour with 8-bit channels (`0xRR` → `RR / 255`), as a hex code spells it.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
            alpha: Double(alpha8) / 255)
    }
}

/// A line drawn around the sheet's edge (the map-drawer tutorial gives its
/// layer "a border"): colour and width in points.
public struct SheetBorder: Sendable, Hashable {
    public var color: SheetColor
    public var width: Double

    public init(color: SheetColor, width: Double) {
        self.color = color
        self.width = width
    }
}

/// The grabber a custom presentation draws when `grabber` shows one: a
/// rounded bar centred at the top of the sheet, `topGap` below its top edge.
public struct GrabberStyle: Sendable, Hashable {
    public var color: SheetColor
    public var width: Double
    public var height: Double
    /// Points between the sheet's top edge and the bar.
    public var topGap: Double

    public init(color: SheetColor, width: Double, height: Double, topGap: Double) {
        self.color = color
        self.width = width
        self.height = height
        self.topGap = topGap
    }

    /// The bar's frame in the sheet's own coordinates (origin at its top
    /// left), centred across `sheetWidth`.
    public func frame(inSheetOfWidth sheetWidth: Double) -> Rect {
        Rect(x: (sheetWidth - width) / 2, y: topGap, width: width, height: height)
    }

    /// Half the bar's height: the radius that rounds its ends fully.
    public var cornerRadius: Double { height / 2 }
}

/// How a custom presentation paints what is not the content: the dimming
/// behind the sheet, a border and the grabber (`style:` in a spec). The
/// system sheet exposes none of these, so only custom presentations
/// (`SheetLayout.usesSystemSheet` false) honour them.
public struct SheetStyle: Sendable, Hashable {
    /// The dimming view's colour.
    public var dimmingColor: SheetColor
    /// The dimming view's opacity when fully dimmed; `SheetDimming.alpha`
    /// scales it as the sheet moves.
    public var dimmingAlpha: Double
    /// `nil`: no border.
    public var border: SheetBorder?
    public var grabber: GrabberStyle

    public init(
        dimmingColor: SheetColor = .black, dimmingAlpha: Double = 0.4, border: SheetBorder? = nil,
        grabber: GrabberStyle = SheetStyle.standardGrabber
    ) {
        self.dimmingColor = dimmingColor
        self.dimmingAlpha = dimmingAlpha
        self.border = border
        self.grabber = grabber
    }

    /// The grabber a spec gets when it styles none: a 36 × 5 pt bar, 5 pt
    /// below the top edge, in a mid grey (this project's choice: Apple
    /// documents no measurements of the system grabber).
    public static let standardGrabber = GrabberStyle(
        color: SheetColor(red8: 0xC7, green8: 0xC7, blue8: 0xCC), width: 36, height: 5, topGap: 5)

    public static let standard = SheetStyle()

    /// The dimming view's background: `dimmingColor` with its alpha multiplied
    /// by `dimmingAlpha`. The shell sets the view's own alpha to
    /// `SheetDimming.alpha` (0 to 1 as the sheet rises), so a fully dimmed
    /// screen is covered by this colour exactly.
    public var dimmingFill: SheetColor {
        var fill = dimmingColor
        fill.alpha = Self.unit(dimmingColor.alpha) * Self.unit(dimmingAlpha)
        return fill
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// The style's field lists (`LayoutFields`), in each initializer's order:
/// the border is a nested value or none, the grabber a nested value, each
/// colour a field of its own kind (hex codes in the plan and the generated
/// Swift).
extension SheetStyle: LayoutFields {
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("dimmingColor", color: dimmingColor)
        visitor.visit("dimmingAlpha", dimmingAlpha)
        visitor.visit("border", optional: border)
        visitor.visit("grabber", nested: grabber)
    }
}

extension SheetBorder: LayoutFields {
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("color", color: color)
        visitor.visit("width", width)
    }
}

extension GrabberStyle: LayoutFields {
    @inlinable
    public func visitFields<Visitor: LayoutFieldVisitor>(_ visitor: inout Visitor) {
        visitor.visit("color", color: color)
        visitor.visit("width", width)
        visitor.visit("height", height)
        visitor.visit("topGap", topGap)
    }
}

extension SheetLayout {
    /// The grabber a custom presentation draws: `style.grabber` when
    /// `grabber` is `.visible`, `nil` for `.hidden` and `.automatic` (which
    /// follows UIKit's default of none) and for sheets the system sheet shows,
    /// which draw their own.
    public var customGrabber: GrabberStyle? {
        guard grabber == .visible, !usesSystemSheet else { return nil }
        return style.grabber
    }

    /// The border a custom presentation draws; `nil` without one and for
    /// sheets the system sheet shows.
    public var customBorder: SheetBorder? {
        usesSystemSheet ? nil : style.border
    }

    /// The radius a custom presentation rounds the sheet's top corners with:
    /// `cornerRadius: <points>` when it is positive and finite; `nil` for
    /// `system` (a custom presentation has no system radius to ask for), for 0
    /// and below, and for sheets the system sheet shows (docs/Runtime.md §14.3).
    public var customCornerRadius: Double? {
        guard !usesSystemSheet, case .points(let radius) = cornerRadius, radius.isFinite, radius > 0 else {
            return nil
        }
        return radius
    }
}
