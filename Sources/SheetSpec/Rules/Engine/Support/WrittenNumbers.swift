import SheetDiagnostics

/// The numbers of one place of settings that measure a height, with the
/// key they were written under, for the range rules.
struct WrittenNumber {
    /// As the spec spells it: `fraction`, `max.fraction`, `popover.width`.
    let key: String
    let value: Double
    let span: SourceSpan
    /// Where the detent it belongs to is named, for the label.
    let detent: String?
    /// Whether 0 is allowed (an inset, a margin, a radius) or not (a height).
    let allowsZero: Bool
    /// The key inside the mapping `span` covers, for a limit such as
    /// `{ fraction: 0.9 }` whose place is the whole mapping.
    var limitKey: String? = nil

    /// The text that writes `value` in place of this number.
    func replacement(_ value: String) -> String {
        limitKey.map { "{ \($0): \(value) }" } ?? value
    }

    /// Fractions of the available height: detent `fraction`, and the
    /// `fraction` of a fitted detent's `min` and `max`.
    static func fractions(in settings: SheetSettings) -> [WrittenNumber] {
        (settings.detents?.value ?? []).flatMap { detent -> [WrittenNumber] in
            var numbers: [WrittenNumber] = []
            if case .fraction(let value) = detent.height.value {
                numbers.append(WrittenNumber(key: "fraction", value: value, span: detent.height.span, detent: detent.id.value, allowsZero: false))
            }
            for (name, limit) in [("min", detent.minimum), ("max", detent.maximum)] {
                if let limit, case .fraction(let value) = limit.value {
                    numbers.append(
                        WrittenNumber(
                            key: "\(name).fraction", value: value, span: limit.span, detent: detent.id.value,
                            allowsZero: false, limitKey: "fraction"))
                }
            }
            return numbers
        }
    }

    /// Lengths in points: detent `height` and `inset`, the `height` of a
    /// fitted detent's `min` and `max`, `cornerRadius`, and the popover's
    /// `width`, `height` and `bottomMargin`.
    static func lengths(in settings: SheetSettings) -> [WrittenNumber] {
        var numbers = (settings.detents?.value ?? []).flatMap { detent -> [WrittenNumber] in
            var numbers: [WrittenNumber] = []
            switch detent.height.value {
            case .points(let value):
                numbers.append(WrittenNumber(key: "height", value: value, span: detent.height.span, detent: detent.id.value, allowsZero: false))
            case .insetFromTop(let value):
                numbers.append(WrittenNumber(key: "inset", value: value, span: detent.height.span, detent: detent.id.value, allowsZero: true))
            default: break
            }
            for (name, limit) in [("min", detent.minimum), ("max", detent.maximum)] {
                if let limit, case .points(let value) = limit.value {
                    numbers.append(
                        WrittenNumber(
                            key: "\(name).height", value: value, span: limit.span, detent: detent.id.value,
                            allowsZero: false, limitKey: "height"))
                }
            }
            return numbers
        }
        if let radius = settings.cornerRadius, case .points(let value) = radius.value {
            numbers.append(WrittenNumber(key: "cornerRadius", value: value, span: radius.span, detent: nil, allowsZero: true))
        }
        if let popover = settings.popover?.value {
            if let width = popover.width {
                numbers.append(WrittenNumber(key: "popover.width", value: width.value, span: width.span, detent: nil, allowsZero: false))
            }
            if let heights = popover.height?.value {
                let orientations = heights.portrait == heights.landscape
                    ? [("popover.height", heights.portrait)]
                    : [("popover.height.portrait", heights.portrait), ("popover.height.landscape", heights.landscape)]
                for (key, height) in orientations {
                    numbers.append(WrittenNumber(key: key, value: height.value, span: height.span, detent: nil, allowsZero: false))
                }
            }
            if let margin = popover.bottomMargin {
                numbers.append(WrittenNumber(key: "popover.bottomMargin", value: margin.value, span: margin.span, detent: nil, allowsZero: true))
            }
        }
        return numbers
    }
}
