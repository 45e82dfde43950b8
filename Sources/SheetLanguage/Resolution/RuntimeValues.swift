import BottomSheetable

// The spec's keywords and forms, as the runtime's value types. Each mapping
// is a switch rather than a raw-value lookup, so that a word added on either
// side is a compile error here instead of a silent mismatch.

extension PresentationKeyword {
    var runtimeValue: Presentation {
        switch self {
        case .modal: .modal
        case .overlay: .overlay
        case .popover: .popover
        case .embedded: .embedded
        }
    }
}

extension TiersKeyword {
    var runtimeValue: Tiers {
        switch self {
        case .automatic: .oneTierAutomatic
        case .one: .one
        case .two: .two
        case .three: .three
        }
    }
}

extension GrabberKeyword {
    var runtimeValue: GrabberVisibility {
        switch self {
        case .automatic: .automatic
        case .visible: .visible
        case .hidden: .hidden
        }
    }
}

extension KeyboardPolicyKeyword {
    var runtimeValue: KeyboardPolicy {
        switch self {
        case .none: .none
        case .expand: .expand
        case .lift: .lift
        case .shrink: .shrink
        }
    }
}

extension PopoverAlignmentKeyword {
    var runtimeValue: PopoverAlignment {
        switch self {
        case .center: .center
        case .bottomCenter: .bottomCenter
        case .anchored: .anchored
        }
    }
}

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

extension SystemDetentKeyword {
    var runtimeValue: SystemDetent {
        switch self {
        case .medium: .medium
        case .large: .large
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
        case .system(let keyword): .system(keyword.runtimeValue)
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

extension SheetSizingKeyword {
    var runtimeValue: SheetSizing {
        switch self {
        case .automatic: .automatic
        case .form: .form
        case .page: .page
        case .fitted: .fitted
        }
    }
}
