import BottomSheetable
import SheetDiagnostics
import SheetYAML

/// One screen of a custom profile: the numbers resolution computes every
/// height from, checked against each other.
extension DecodingContext {
    /// `citation` is the profile's `source:`, cited for every value of the
    /// screen: a project's own measurements, none approximate.
    mutating func decodeScreen(
        _ field: FieldValue, orientation: Orientation, idiom: DeviceIdiom, citation: String
    ) -> ProfileScreen? {
        guard expectMapping(field, expected: "a screen with `width:`, `height:` and `keyboard:`") else { return nil }
        var width: Located<Double>?
        var height: Located<Double>?
        var keyboard: Located<Double>?
        var safeArea = Insets.zero
        var compactHeight: Bool?
        var topGap: Located<Double>?
        let before = diagnostics.count
        let owner = field.key.map(range)
        forEachField(of: field.node, table: ScreenKey.table, owner: owner, ownerName: "the `\(orientation.rawValue)` screen") {
            context, key, field in
            switch key {
            case .width: width = context.nonNegativePoints(field, positive: true)
            case .height: height = context.nonNegativePoints(field, positive: true)
            case .keyboard: keyboard = context.nonNegativePoints(field, positive: false)
            case .safeArea: safeArea = context.insets(field) ?? .zero
            case .compactHeight: compactHeight = context.bool(field)?.value
            case .topGap: topGap = context.nonNegativePoints(field, positive: false)
            }
        }
        guard diagnostics.count == before, let width, let height, let keyboard else { return nil }
        let isLandscape = width.value > height.value
        if isLandscape != (orientation == .landscape) {
            let shape = orientation == .portrait ? "at least as tall as wide" : "wider than tall"
            let other = orientation == .portrait ? "landscape" : "portrait"
            invalidScreen(
                field, "a \(orientation.rawValue) screen must be \(shape)",
                label: "\(Self.plainText(width.value)) × \(Self.plainText(height.value))",
                help: "swap `width` and `height`, or move the screen under `\(other):`")
            return nil
        }
        if safeArea.top + safeArea.bottom >= height.value || safeArea.left + safeArea.right >= width.value {
            invalidScreen(field, "the safe-area insets leave no room on the screen", label: "insets as large as the screen")
            return nil
        }
        if keyboard.value >= height.value {
            report(
                ConfigurationDiagnostics.invalidProfile.diagnostic(
                    "a keyboard of \(Self.plainText(keyboard.value)) points does not fit a screen \(Self.plainText(height.value)) points tall",
                    at: document.source.span(keyboard.range), label: "taller than the screen",
                    help: "give the height of the keyboard's end frame, measured from the bottom of the screen"))
            return nil
        }
        let measured = ValueSource(citation, approximate: false)
        return ProfileScreen(
            orientation: orientation, size: Size(width: width.value, height: height.value), safeArea: safeArea,
            topGap: topGap?.value ?? SheetContainer.standardTopGap,
            isCompactHeight: compactHeight ?? (idiom == .phone && orientation == .landscape), keyboardHeight: keyboard.value,
            sources: Dictionary(uniqueKeysWithValues: ProfileValue.allCases.map { ($0, measured) }))
    }

    /// `safeArea:`: the four sides, each 0 when left out.
    private mutating func insets(_ field: FieldValue) -> Insets? {
        guard expectMapping(field, expected: "a mapping of `top`, `left`, `bottom` and `right`") else { return nil }
        var insets = Insets.zero
        forEachField(of: field.node, table: InsetsKey.table) { context, key, field in
            let value = context.nonNegativePoints(field, positive: false)?.value ?? 0
            switch key {
            case .top: insets.top = value
            case .left: insets.left = value
            case .bottom: insets.bottom = value
            case .right: insets.right = value
            }
        }
        return insets
    }

    /// A number of points, at least 0 (above 0 when `positive`).
    private mutating func nonNegativePoints(_ field: FieldValue, positive: Bool) -> Located<Double>? {
        guard let value = number(field, .points) else { return nil }
        guard positive ? value.value > 0 : value.value >= 0 else {
            report(
                ConfigurationDiagnostics.invalidProfile.diagnostic(
                    "`\(text(field.node))` is not a possible \(field.key.map { "`\(text($0))`" } ?? "value")", at: span(field.node),
                    label: positive ? "must be more than 0" : "must be 0 or more", help: "write the value measured on the device"))
            return nil
        }
        return value
    }

    private mutating func invalidScreen(_ field: FieldValue, _ message: String, label: String, help: String? = nil) {
        report(
            ConfigurationDiagnostics.invalidProfile.diagnostic(
                message, at: span(field.key ?? field.node), label: label, help: help))
    }
}
