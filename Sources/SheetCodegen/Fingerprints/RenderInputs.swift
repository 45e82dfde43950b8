import BottomSheetable

/// The fingerprint of what one spec's generated files are rendered from:
/// the spec's resolved sheets and the generation options, fed field by
/// field in a fixed order.
///
/// A no-op `generate` compares these with the manifest and then neither
/// renders nor builds the template values (`ConformanceViewModel`), which cost
/// more than validating the specs. How values are spelled in Swift is not
/// fed: it changes only with sheetspec's code, which `PendingFile` covers
/// with the sheetspec version and the fingerprint scheme.
///
/// Every stored property of every type below is fed, and
/// `RenderInputsTests` fails when a type gains one that is not, so that an
/// input can never change without the output being rendered again. The
/// runtime types with a field list (`LayoutFields`: `DismissalRules`,
/// `ScrollBehavior`, `SheetFrame`, `SheetSpring`, `RubberBand`, the snap
/// policies, `SheetAccessibility`, `PopoverLayout`, `SheetNavigation`,
/// `SheetStyle` with its border and grabber) are fed from that list, not
/// from a copy of their fields here.
protocol RenderInput {
    func combine(into fingerprint: inout Fingerprint)
}

extension Fingerprint {
    mutating func combine(_ value: Double) { combine(value.bitPattern) }
    mutating func combine(_ value: Bool) { combine(UInt64(value ? 1 : 0)) }
    mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    mutating func combine(_ value: some RenderInput) { value.combine(into: &self) }

    /// `nil` and a value feed different words, whatever the value feeds.
    mutating func combine(_ value: (some RenderInput)?) {
        guard let value else { return combine(UInt64(0)) }
        combine(UInt64(1))
        value.combine(into: &self)
    }

    /// The count first, so that two lists never feed the same words.
    mutating func combine(_ values: [some RenderInput]) {
        combine(values.count)
        for value in values { value.combine(into: &self) }
    }

    mutating func combine(_ values: [String]) {
        combine(values.count)
        for value in values { combine(value) }
    }

    /// A runtime value with a field list (`LayoutFields`) feeds its fields'
    /// values in the list's order: the list the plan and the generated Swift
    /// are written from, so no field can reach those and miss the fingerprint.
    mutating func combine(_ value: some LayoutFields) {
        combine(fieldsOf: value)
    }

    /// `nil` and a value feed different words, whatever the value's fields feed.
    mutating func combine(_ value: (some LayoutFields)?) {
        guard let value else { return combine(UInt64(0)) }
        combine(UInt64(1))
        combine(fieldsOf: value)
    }

    /// The same, for a value that is also a `RenderInput` (`SnapPolicy`, which feeds its case first).
    mutating func combine(fieldsOf value: some LayoutFields) {
        var fields = FingerprintFields(fingerprint: self)
        value.visitFields(&fields)
        self = fields.fingerprint
    }
}

/// Feeds each field's value, as `combine` feeds a value of its kind.
private struct FingerprintFields: LayoutFieldVisitor {
    var fingerprint: Fingerprint

    mutating func visit(_ field: LayoutField, _ value: Bool) { fingerprint.combine(value) }
    mutating func visit(_ field: LayoutField, _ value: Double) { fingerprint.combine(value) }
    mutating func visit<Word: LayoutWord>(_ field: LayoutField, word: Word) { fingerprint.combine(word.rawValue) }
    mutating func visit(_ field: LayoutField, strings: [String]) { fingerprint.combine(strings) }

    /// The four channels as numbers, red to alpha.
    mutating func visit(_ field: LayoutField, color: SheetColor) {
        fingerprint.combine(color.red)
        fingerprint.combine(color.green)
        fingerprint.combine(color.blue)
        fingerprint.combine(color.alpha)
    }

    mutating func visit<Options: LayoutOptions>(_ field: LayoutField, options: Options) {
        fingerprint.combine(options.rawValue)
    }

    /// A nested value's fields, in its list's order, with nothing before them.
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, nested: Value) { nested.visitFields(&self) }
    mutating func visit<Value: LayoutFields>(_ field: LayoutField, optional: Value?) { fingerprint.combine(optional) }
}

extension CodegenSpec: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(specPath)
        fingerprint.combine(outputFolder)
        fingerprint.combine(outputName)
        fingerprint.combine(sheets)
    }
}

extension CodegenOptions: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(accessLevel.rawValue)
        fingerprint.combine(runtimeModule)
        fingerprint.combine(writesStubs)
        fingerprint.combine(fileNaming.rawValue)
    }
}

extension CodegenSheet: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(id)
        fingerprint.combine(typeName)
        fingerprint.combine(layout)
        fingerprint.combine(isKeyboardObserver)
        fingerprint.combine(pushTargets)
        fingerprint.combine(minimumOS.map { "\($0.major).\($0.minor).\($0.patch)" } ?? "")
    }
}

extension CodegenSheet.PushTarget: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(id)
        fingerprint.combine(typeName)
    }
}

extension SheetLayout: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(presentation.rawValue)
        fingerprint.combine(tiers.rawValue)
        fingerprint.combine(detents)
        fingerprint.combine(initialDetent)
        fingerprint.combine(undimmedThrough)
        fingerprint.combine(grabber.rawValue)
        fingerprint.combine(cornerRadius)
        fingerprint.combine(edgeAttachedInCompactHeight)
        fingerprint.combine(dismissal)
        fingerprint.combine(keyboard.rawValue)
        fingerprint.combine(scroll)
        fingerprint.combine(physics)
        fingerprint.combine(popover)
        fingerprint.combine(navigation)
        fingerprint.combine(style)
        fingerprint.combine(frame)
        fingerprint.combine(sizing.rawValue)
        fingerprint.combine(accessibility)
    }
}

extension DetentIdentifier: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(rawValue)
    }
}

extension Detent: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        fingerprint.combine(id)
        fingerprint.combine(height)
    }
}

extension DetentHeight: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        switch self {
        case .system(let system):
            fingerprint.combine(UInt64(1))
            fingerprint.combine(system.rawValue)
        case .points(let points):
            fingerprint.combine(UInt64(2))
            fingerprint.combine(points)
        case .fraction(let fraction):
            fingerprint.combine(UInt64(3))
            fingerprint.combine(fraction)
        case .insetFromTop(let inset):
            fingerprint.combine(UInt64(4))
            fingerprint.combine(inset)
        case .fittedToContent(let minimum, let maximum):
            fingerprint.combine(UInt64(5))
            fingerprint.combine(minimum)
            fingerprint.combine(maximum)
        case .pointsByOrientation(let portrait, let landscape):
            fingerprint.combine(UInt64(6))
            fingerprint.combine(portrait)
            fingerprint.combine(landscape)
        case .hidden:
            fingerprint.combine(UInt64(7))
        }
    }
}

extension HeightLimit: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        switch self {
        case .points(let points):
            fingerprint.combine(UInt64(1))
            fingerprint.combine(points)
        case .fraction(let fraction):
            fingerprint.combine(UInt64(2))
            fingerprint.combine(fraction)
        }
    }
}

extension CornerRadius: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        switch self {
        case .system:
            fingerprint.combine(UInt64(1))
        case .points(let points):
            fingerprint.combine(UInt64(2))
            fingerprint.combine(points)
        }
    }
}

extension SheetPhysics: RenderInput {
    func combine(into fingerprint: inout Fingerprint) {
        snapPolicy.combine(into: &fingerprint)
        fingerprint.combine(spring)
        fingerprint.combine(rubberBand)
    }
}

extension SnapPolicy: RenderInput {
    /// The case (1 to 4), then the chosen policy's field list.
    func combine(into fingerprint: inout Fingerprint) {
        switch self {
        case .projectedStop: fingerprint.combine(UInt64(1))
        case .momentumRedirect: fingerprint.combine(UInt64(2))
        case .rushingForward: fingerprint.combine(UInt64(3))
        case .velocityDirection: fingerprint.combine(UInt64(4))
        }
        fingerprint.combine(fieldsOf: self)
    }
}
