import BottomSheetable

/// `style:` with every value filled in from `BuiltInDefaults.style`.
///
/// A border exists once either of its keys is written: `borderColor` alone
/// draws `BuiltInDefaults.borderWidth`, `borderWidth` alone draws in
/// `CALayer`'s default border colour (black); a width of 0 draws none.
enum StyleResolver {
    static func resolve(_ settings: StyleSettings?) -> SheetStyle {
        let standard = BuiltInDefaults.style
        guard let settings else { return standard }
        let grabber = GrabberStyle(
            color: settings.grabberColor?.value.runtimeValue ?? standard.grabber.color,
            width: settings.grabberWidth?.value ?? standard.grabber.width,
            height: settings.grabberHeight?.value ?? standard.grabber.height,
            topGap: settings.grabberTopGap?.value ?? standard.grabber.topGap)
        return SheetStyle(
            dimmingColor: settings.dimmingColor?.value.runtimeValue ?? standard.dimmingColor,
            dimmingAlpha: settings.dimmingAlpha?.value ?? standard.dimmingAlpha,
            border: border(settings), grabber: grabber)
    }

    private static func border(_ settings: StyleSettings) -> SheetBorder? {
        guard settings.borderColor != nil || settings.borderWidth != nil else { return nil }
        let width = settings.borderWidth?.value ?? BuiltInDefaults.borderWidth
        guard width > 0 else { return nil }
        return SheetBorder(color: settings.borderColor?.value.runtimeValue ?? .black, width: width)
    }
}
