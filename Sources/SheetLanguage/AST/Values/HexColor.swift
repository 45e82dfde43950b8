import BottomSheetable

/// A colour written as a hex code (`"#RRGGBB"` or `"#RRGGBBAA"`), kept as
/// its four 8-bit channels so that the plan and generated code can spell
/// back exactly what was written.
public struct HexColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 255 when the code has six digits.
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (either case); `nil` for anything else.
    public init?(hexCode: String) {
        let bytes = Array(hexCode.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < bytes.count {
            guard let high = Self.digit(bytes[index]), let low = Self.digit(bytes[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The nearest 8-bit channels of a runtime colour (components clamped to
    /// [0, 1]): how the plan spells a resolved colour.
    public init(_ color: SheetColor) {
        func channel(_ value: Double) -> UInt8 {
            UInt8((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded())
        }
        self.init(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: channel(color.alpha))
    }

    /// Upper-case `#RRGGBBAA`, or `#RRGGBB` when opaque: one spelling per colour,
    /// for the plan.
    public var hexCode: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map(Self.twoDigits).joined()
    }

    public var runtimeValue: SheetColor {
        SheetColor(red8: red, green8: green, blue8: blue, alpha8: alpha)
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func twoDigits(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }
}
