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
    /// `fraction` of a fitted detent's `min` and `max`, for which `include`
    /// holds.
    ///
    /// The range rules pass their test as `include`, so that on a valid spec,
    /// where every number is in range, no number, key or array is built.
    static func fractions(in settings: SheetSettings, where include: (Double) -> Bool) -> [WrittenNumber] {
        guard let detents = settings.detents?.value else { return [] }
        var numbers: [WrittenNumber] = []
        for detent in detents {
            if case .fraction(let value) = detent.height.value, include(value) {
                numbers.append(WrittenNumber(key: "fraction", value: value, span: detent.height.span, detent: detent.id.value, allowsZero: false))
            }
            guard case .fitContent(let minimum, let maximum) = detent.height.value else { continue }
            // The two limits one after the other, with no array of them per detent.
            func add(_ key: String, _ limit: Located<HeightLimitForm>?) {
                if let limit, case .fraction(let value) = limit.value, include(value) {
                    numbers.append(
                        WrittenNumber(
                            key: key, value: value, span: limit.span, detent: detent.id.value, allowsZero: false,
                            limitKey: "fraction"))
                }
            }
            add("min.fraction", minimum)
            add("max.fraction", maximum)
        }
        return numbers
    }

    /// Lengths in points: detent `height` and `inset`, the `height` of a
    /// fitted detent's `min` and `max`, `cornerRadius`, and the popover's
    /// `width`, `height` and `bottomMargin`, for which `include(value,
    /// allowsZero)` holds (built only then, as with `fractions`).
    static func lengths(in settings: SheetSettings, where include: (Double, Bool) -> Bool) -> [WrittenNumber] {
        var numbers: [WrittenNumber] = []
        for detent in settings.detents?.value ?? [] {
            switch detent.height.value {
            case .points(let value) where include(value, false):
                numbers.append(WrittenNumber(key: "height", value: value, span: detent.height.span, detent: detent.id.value, allowsZero: false))
            case .pointsByOrientation(let portrait, let landscape):
                for (key, value) in [("height.portrait", portrait), ("height.landscape", landscape)]
                where include(value.value, false) {
                    numbers.append(
                        WrittenNumber(key: key, value: value.value, span: value.span, detent: detent.id.value, allowsZero: false))
                }
            case .insetFromTop(let value) where include(value, true):
                numbers.append(WrittenNumber(key: "inset", value: value, span: detent.height.span, detent: detent.id.value, allowsZero: true))
            case .fitContent(let minimum, let maximum):
                // A floor of 0 is the documented default (`min: { height: 0 }`,
                // which `plan` prints back); a cap must leave some height.
                func add(_ key: String, _ limit: Located<HeightLimitForm>?, allowsZero: Bool) {
                    if let limit, case .points(let value) = limit.value, include(value, allowsZero) {
                        numbers.append(
                            WrittenNumber(
                                key: key, value: value, span: limit.span, detent: detent.id.value, allowsZero: allowsZero,
                                limitKey: "height"))
                    }
                }
                add("min.height", minimum, allowsZero: true)
                add("max.height", maximum, allowsZero: false)
            default: break
            }
        }
        if let radius = settings.cornerRadius, case .points(let value) = radius.value, include(value, true) {
            numbers.append(WrittenNumber(key: "cornerRadius", value: value, span: radius.span, detent: nil, allowsZero: true))
        }
        if let popover = settings.popover?.value {
            if let width = popover.width, include(width.value, false) {
                numbers.append(WrittenNumber(key: "popover.width", value: width.value, span: width.span, detent: nil, allowsZero: false))
            }
            if let heights = popover.height?.value {
                let orientations = heights.portrait == heights.landscape
                    ? [("popover.height", heights.portrait)]
                    : [("popover.height.portrait", heights.portrait), ("popover.height.landscape", heights.landscape)]
                for (key, height) in orientations where include(height.value, false) {
                    numbers.append(WrittenNumber(key: key, value: height.value, span: height.span, detent: nil, allowsZero: false))
                }
            }
            if let margin = popover.bottomMargin, include(margin.value, true) {
                numbers.append(WrittenNumber(key: "popover.bottomMargin", value: margin.value, span: margin.span, detent: nil, allowsZero: true))
            }
        }
        return numbers
    }
}
