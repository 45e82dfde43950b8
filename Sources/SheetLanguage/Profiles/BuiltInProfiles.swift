import BottomSheetable

/// The device profiles used when a project names none: the smallest supported
/// iPhone, a standard, a large and the largest iPhone, the smallest and the
/// largest iPad.
///
/// Where each kind of number comes from:
///
/// - **Screen sizes** (points): published. Apple Human Interface Guidelines,
///   "Layout" → "Specifications" → "iOS, iPadOS device screen dimensions".
/// - **Compact height**: published. HIG "Layout" → "Device size classes": every
///   iPhone has a compact vertical size class in landscape; a full-screen iPad
///   app is regular in both orientations.
/// - **Safe-area insets**: measured, not published as numbers. They are the
///   `safeAreaInsets` a full-screen view reports in the iOS Simulator, as
///   tabulated by widely cited references (useyourloaf.com's "Supporting
///   iPhone X" and its yearly "iPhone screen sizes" posts). Apple's HIG shows
///   the safe area only in diagrams.
/// - **Keyboard heights**: measured, approximate. Apple publishes none. The
///   values are community measurements of `keyboardFrameEndUserInfoKey` for
///   the English (US) keyboard with the QuickType bar shown; other languages,
///   a hidden QuickType bar or an input accessory view change them. Replace
///   them with your own measurements where the exact keyboard matters.
/// - **Top gap**: `SheetContainer.standardTopGap` (0), as in docs/Runtime.md §2.
public enum BuiltInProfiles {
    public static let all: [DeviceProfile] = [
        iPhoneSE3, iPhone16, iPhone16Plus, iPhone16ProMax, iPadMiniA17Pro, iPadPro13M4,
    ]

    /// The smallest iPhone the current iOS supports; the same screen as the
    /// iPhone SE (2nd generation) and iPhone 8. Home button, no home indicator.
    public static let iPhoneSE3 = phone(
        name: "iphone-se-3", displayName: "iPhone SE (3rd generation)",
        width: 375, height: 667,  // HIG: 375 × 667 pt @2x
        portraitInsets: Insets(top: 20, left: 0, bottom: 0, right: 0),  // measured: status bar 20, no home indicator
        landscapeInsets: .zero,  // measured: the status bar is hidden in landscape
        keyboard: (portrait: 260, landscape: 200),  // measured: 216 + 44 QuickType / 162 + 38
        keyboardSource: measuredPhoneKeyboard)

    /// The standard iPhone: the same screen as the iPhone 15, 15 Pro and 14 Pro.
    public static let iPhone16 = phone(
        name: "iphone-16", displayName: "iPhone 16",
        width: 393, height: 852,  // HIG: 393 × 852 pt @3x
        portraitInsets: Insets(top: 59, left: 0, bottom: 34, right: 0),  // measured: Dynamic Island 59, home indicator 34
        landscapeInsets: Insets(top: 0, left: 59, bottom: 21, right: 59),  // measured
        keyboard: (portrait: 336, landscape: 209),  // measured, approximate
        keyboardSource: measuredPhoneKeyboard)

    /// The large iPhone: the same screen as the iPhone 15 Plus, 15 Pro Max and 14 Pro Max.
    public static let iPhone16Plus = phone(
        name: "iphone-16-plus", displayName: "iPhone 16 Plus",
        width: 430, height: 932,  // HIG: 430 × 932 pt @3x
        portraitInsets: Insets(top: 59, left: 0, bottom: 34, right: 0),  // measured
        landscapeInsets: Insets(top: 0, left: 59, bottom: 21, right: 59),  // measured
        keyboard: (portrait: 346, landscape: 209),  // measured, approximate
        keyboardSource: measuredPhoneKeyboard)

    /// The largest iPhone.
    public static let iPhone16ProMax = phone(
        name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max",
        width: 440, height: 956,  // HIG: 440 × 956 pt @3x
        portraitInsets: Insets(top: 62, left: 0, bottom: 34, right: 0),  // measured
        landscapeInsets: Insets(top: 0, left: 62, bottom: 21, right: 62),  // measured
        keyboard: (portrait: 346, landscape: 209),  // measured, approximate
        keyboardSource: measuredPhoneKeyboard)

    /// The smallest iPad; the same screen as the iPad mini (6th generation).
    public static let iPadMiniA17Pro = pad(
        name: "ipad-mini-a17-pro", displayName: "iPad mini (A17 Pro)",
        width: 744, height: 1133,  // HIG: 744 × 1133 pt @2x
        insets: Insets(top: 24, left: 0, bottom: 20, right: 0),  // measured: status bar 24, home indicator 20
        keyboard: (portrait: 313, landscape: 398),  // measured on 9.7-inch iPads, approximate here
        keyboardSource: "measured on 9.7-inch iPads with QuickType, approximate for this model")

    /// The largest iPad.
    public static let iPadPro13M4 = pad(
        name: "ipad-pro-13-m4", displayName: "iPad Pro 13-inch (M4)",
        width: 1032, height: 1376,  // HIG: 1032 × 1376 pt @2x
        insets: Insets(top: 24, left: 0, bottom: 20, right: 0),  // measured
        keyboard: (portrait: 378, landscape: 471),  // measured on the 12.9-inch iPad Pro, approximate here
        keyboardSource: "measured on the 12.9-inch iPad Pro with QuickType, approximate for this model")

    private static let measuredPhoneKeyboard = "measured, English (US) with QuickType, approximate"

    /// The profile's `source` line: which values are published and which measured.
    private static func source(width: Double, height: Double, keyboard: String) -> String {
        "screen: Apple HIG device screen dimensions (\(LengthPrecision.text(width)) × \(LengthPrecision.text(height)) pt); "
            + "safe area: measured (Simulator); keyboard: \(keyboard)"
    }

    /// An iPhone: compact height in landscape (HIG size classes).
    private static func phone(
        name: String, displayName: String, width: Double, height: Double, portraitInsets: Insets,
        landscapeInsets: Insets, keyboard: (portrait: Double, landscape: Double), keyboardSource: String
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, displayName: displayName, idiom: .phone,
            screens: [
                ProfileScreen(
                    orientation: .portrait, size: Size(width: width, height: height), safeArea: portraitInsets,
                    isCompactHeight: false, keyboardHeight: keyboard.portrait),
                ProfileScreen(
                    orientation: .landscape, size: Size(width: height, height: width), safeArea: landscapeInsets,
                    isCompactHeight: true, keyboardHeight: keyboard.landscape),
            ],
            source: source(width: width, height: height, keyboard: keyboardSource))
    }

    /// An iPad running full screen: regular height in both orientations, and the
    /// status bar and home indicator keep their insets when it turns.
    private static func pad(
        name: String, displayName: String, width: Double, height: Double, insets: Insets,
        keyboard: (portrait: Double, landscape: Double), keyboardSource: String
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, displayName: displayName, idiom: .pad,
            screens: [
                ProfileScreen(
                    orientation: .portrait, size: Size(width: width, height: height), safeArea: insets,
                    isCompactHeight: false, keyboardHeight: keyboard.portrait),
                ProfileScreen(
                    orientation: .landscape, size: Size(width: height, height: width), safeArea: insets,
                    isCompactHeight: false, keyboardHeight: keyboard.landscape),
            ],
            source: source(width: width, height: height, keyboard: keyboardSource))
    }
}
