import BottomSheetable

// The spec's forms, as the runtime's value types. A keyword that only names
// a runtime case is the runtime's enum itself (`SpecKeyword`), so it needs no
// mapping here; what remains are the forms the spec writes differently from
// the runtime (a list of arrow sides, a detent height). Each mapping is a
// switch, so that a case added on either side is a compile error here
// instead of a silent mismatch.

extension PopoverArrowKeyword {
    var runtimeValue: PopoverArrowDirections {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }
}

extension PopoverArrowsForm {
    /// The permitted directions; a side written twice counts once.
    var runtimeValue: PopoverArrowDirections {
        switch self {
        case .any: .any
        case .list(let sides): sides.reduce(into: []) { $0.formUnion($1.value.runtimeValue) }
        }
    }
}

extension CornerRadiusValue {
    var runtimeValue: CornerRadius {
        switch self {
        case .system: .system
        case .points(let points): .points(points)
        }
    }
}

extension HeightLimitForm {
    var runtimeValue: HeightLimit {
        switch self {
        case .points(let points): .points(points)
        case .fraction(let fraction): .fraction(fraction)
        }
    }
}

extension DetentHeightForm {
    /// The runtime height; a fitted detent's missing floor and cap become the
    /// built-in ones, so the generated value spells both out.
    var runtimeValue: DetentHeight {
        switch self {
        case .system(let system): .system(system)
        case .points(let points): .points(points)
        case .pointsByOrientation(let portrait, let landscape):
            .pointsByOrientation(portrait: portrait.value, landscape: landscape.value)
        case .fraction(let fraction): .fraction(fraction)
        case .insetFromTop(let inset): .insetFromTop(inset)
        case .fitContent(let minimum, let maximum):
            .fittedToContent(
                min: minimum?.value.runtimeValue ?? BuiltInDefaults.fittedFloor,
                max: maximum?.value.runtimeValue ?? BuiltInDefaults.fittedCap)
        case .hidden: .hidden
        }
    }
}
