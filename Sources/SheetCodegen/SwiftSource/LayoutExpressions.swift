import BottomSheetable
import SheetLanguage

/// Spells `BottomSheetable` values as the Swift expressions that build them.
/// Every argument is written out, so a reader of the generated file needs
/// no knowledge of defaults.
public enum LayoutExpressions {
    public static func presentation(_ value: Presentation) -> String { "." + value.rawValue }
    public static func tiers(_ value: Tiers) -> String { "." + value.rawValue }
    public static func grabber(_ value: GrabberVisibility) -> String { "." + value.rawValue }
    public static func keyboard(_ value: KeyboardPolicy) -> String { "." + value.rawValue }
    public static func alignment(_ value: PopoverAlignment) -> String { "." + value.rawValue }
    public static func sizing(_ value: SheetSizing) -> String { "." + value.rawValue }

    /// `.any`, `[]` or `[.up, .down]`: an option-set literal that spells the same
    /// set as `PopoverArrowDirections` and as UIKit's `UIPopoverArrowDirection`.
    public static func arrows(_ value: PopoverArrowDirections) -> String {
        value == .any ? ".any" : "[" + value.names.map { "." + $0 }.joined(separator: ", ") + "]"
    }

    public static func detentIdentifier(_ id: DetentIdentifier?) -> String {
        id.map { SwiftLiteral.string($0.rawValue) } ?? "nil"
    }

    public static func cornerRadius(_ value: CornerRadius) -> String {
        switch value {
        case .system: ".system"
        case .points(let points): ".points(\(SwiftLiteral.number(points)))"
        }
    }

    public static func detentHeight(_ value: DetentHeight) -> String {
        switch value {
        case .system(let system): ".system(.\(system.rawValue))"
        case .points(let points): ".points(\(SwiftLiteral.number(points)))"
        case .pointsByOrientation(let portrait, let landscape):
            ".pointsByOrientation(portrait: \(SwiftLiteral.number(portrait)), landscape: \(SwiftLiteral.number(landscape)))"
        case .fraction(let fraction): ".fraction(\(SwiftLiteral.number(fraction)))"
        case .insetFromTop(let inset): ".insetFromTop(\(SwiftLiteral.number(inset)))"
        case .fittedToContent(let minimum, let maximum):
            ".fittedToContent(min: \(heightLimit(minimum)), max: \(heightLimit(maximum)))"
        case .hidden: ".hidden"
        }
    }

    static func heightLimit(_ value: HeightLimit?) -> String {
        switch value {
        case nil: "nil"
        case .points(let points)?: ".points(\(SwiftLiteral.number(points)))"
        case .fraction(let fraction)?: ".fraction(\(SwiftLiteral.number(fraction)))"
        }
    }

    public static func detent(_ value: Detent) -> String {
        "Detent(id: \(SwiftLiteral.string(value.id.rawValue)), height: \(detentHeight(value.height)))"
    }

    /// `DismissalRules(swipe: true, tapOutside: false, …)`: a runtime value
    /// with a field list (`LayoutFields`) built by its initializer, every
    /// field of the list written out under its label.
    public static func initializer<Value: LayoutFields>(_ value: Value) -> String {
        "\(Value.self)(" + SwiftArguments(value).spelled.joined(separator: ", ") + ")"
    }

    /// A colour in the hex channels a spec writes it with, so the generated
    /// file reads like the designer's hand-off (`0x1C` for `#1C…`).
    public static func color(_ value: SheetColor) -> String {
        let hex = HexColor(value)
        return "SheetColor(red8: \(hexByte(hex.red)), green8: \(hexByte(hex.green)), "
            + "blue8: \(hexByte(hex.blue)), alpha8: \(hexByte(hex.alpha)))"
    }

    /// `nil`, or `SheetBorder(color: …, width: …)` from its field list.
    public static func border(_ value: SheetBorder?) -> String {
        value.map { initializer($0) } ?? "nil"
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }

    /// The transition is written only when it is not the initializer's
    /// default (`.system`), so sheets that keep the navigation controller's slide
    /// read as before.
    public static func navigation(_ value: SheetNavigation) -> String {
        let sheets = value.pushableSheets.map(SwiftLiteral.string).joined(separator: ", ")
        let transition = value.transition == .system ? "" : ", transition: .\(value.transition.rawValue)"
        return "SheetNavigation(pushableSheets: [\(sheets)], interactivePop: \(SwiftLiteral.bool(value.interactivePop))\(transition))"
    }
}

/// The arguments of a `LayoutFields` value's initializer: each field's label
/// and its Swift literal, in the list's order.
struct SwiftArguments: LayoutFieldVisitor {
    var arguments: [(label: String, literal: String)] = []

    init() {}

    init(_ value: some LayoutFields) {
        value.visitFields(&self)
    }

    /// `label: literal`, each.
    var spelled: [String] { arguments.map { $0.label + ": " + $0.literal } }

    mutating func visit(_ field: LayoutField, _ value: Bool) {
        arguments.append((field.label, SwiftLiteral.bool(value)))
    }

    mutating func visit(_ field: LayoutField, _ value: Double) {
        arguments.append((field.label, SwiftLiteral.number(value)))
    }

    mutating func visit<Word: LayoutWord>(_ field: LayoutField, word: Word) {
        arguments.append((field.label, "." + word.rawValue))
    }

    mutating func visit(_ field: LayoutField, strings: [String]) {
        arguments.append((field.label, "[" + strings.map(SwiftLiteral.string).joined(separator: ", ") + "]"))
    }

    mutating func visit(_ field: LayoutField, color: SheetColor) {
        arguments.append((field.label, LayoutExpressions.color(color)))
    }

    /// An option-set literal of the members (`[.up, .down]`, `[]`).
    mutating func visit<Options: LayoutOptions>(_ field: LayoutField, options: Options) {
        arguments.append((field.label, "[" + options.names.map { "." + $0 }.joined(separator: ", ") + "]"))
    }

    mutating func visit<Value: LayoutFields>(_ field: LayoutField, nested: Value) {
        arguments.append((field.label, LayoutExpressions.initializer(nested)))
    }

    mutating func visit<Value: LayoutFields>(_ field: LayoutField, optional: Value?) {
        arguments.append((field.label, optional.map { LayoutExpressions.initializer($0) } ?? "nil"))
    }
}
