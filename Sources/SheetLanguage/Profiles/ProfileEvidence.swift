/// The sources the built-in profiles cite, one per kind of number and release,
/// with the address and the date each was checked (docs/SpecReference.md,
/// "Device profiles", says the same in prose). A value is `approximate` when
/// no primary source or measurement pins it; a better measurement replaces
/// the entry here and the profiles that cite it.
enum ProfileEvidence {
    private static let checked = "checked 2026-11-26"

    /// Screen sizes in points: published by Apple.
    static let screenSize = ValueSource(
        "Apple HIG, Layout › Specifications, device screen dimensions "
            + "(https://developer.apple.com/design/human-interface-guidelines/layout; \(checked))",
        approximate: false)

    /// UIKit's compact vertical size class: published by Apple.
    static let sizeClass = ValueSource(
        "Apple HIG, Layout › Device size classes: iPhones are compact height in landscape, a full-screen iPad "
            + "app is regular in both (https://developer.apple.com/design/human-interface-guidelines/layout; \(checked))",
        approximate: false)

    /// iPhone safe areas: Simulator measurements, unchanged by iOS 26.
    static let phoneSafeArea = ValueSource(
        "safeAreaInsets of a full-screen view in the iOS Simulator, as tabulated by useyourloaf.com "
            + "(https://useyourloaf.com/blog/supporting-iphone-x/ and its yearly screen-size posts; \(checked))",
        approximate: false)

    /// iPad safe areas before iPadOS 26: status bar 24, home indicator 20.
    static let padSafeAreaBefore26 = ValueSource(
        "24 top / 20 bottom: safeAreaInsets in the iPadOS 17–18 Simulator; the 20 pt home-indicator inset as in "
            + "react-native-safe-area-view (https://github.com/react-navigation/react-native-safe-area-view/pull/55, "
            + "2019-01-06; \(checked))",
        approximate: false)

    /// iPad safe areas on iPadOS 26: the status-bar band grew.
    static let padSafeArea26 = ValueSource(
        "32 top: a 32 pt status-bar inset measured in the iPadOS 26.2 Simulator "
            + "(https://github.com/erik-sutton95/OpenZCine/pull/91, 2026-07-14); 25 bottom: a figure from public surveys of iPad safe areas, "
            + "no measurement found (\(checked))",
        approximate: true)

    /// The largest sheet on notched iPhones before iOS 26 stops about 10 pt below the top safe-area edge.
    static let notchedTopGapBefore26 = ValueSource(
        "10: on iOS 18 and earlier a detent within 10.2 pt of the safe-area height becomes the full (stacked) "
            + "sheet, found in the Simulator by montage-ios (https://github.com/wanteddev/montage-ios/pull/520, "
            + "2026-07-03; \(checked))",
        approximate: false)

    /// On iOS 26 the largest sheet reaches the top safe-area edge on notched iPhones.
    static let notchedTopGap26 = ValueSource(
        "0: on iOS 26 a sheet reaches the whole safe-area height, tested in the iOS 26 Simulator by montage-ios "
            + "(https://github.com/wanteddev/montage-ios/pull/520, 2026-07-03; \(checked))",
        approximate: false)

    /// The iPhone SE keeps a larger gap below its 20 pt status bar.
    static let seTopGapBefore26 = ValueSource(
        "20: public Simulator measurements for iOS 16–18 (SheetInteraction's Detents.swift, boscojwho, 2022); no primary measurement found (\(checked))",
        approximate: true)

    static let seTopGap26 = ValueSource(
        "10: public measurements on iOS 26 (openuikit's sheet fixtures, iOS 26.1); no primary measurement found (\(checked))",
        approximate: true)

    /// iPads: one survey figure, no measurement.
    static let padTopGap = ValueSource(
        "about 10: public measurements on iPadOS 26 (openuikit's sheet fixtures), assumed for iPadOS 17–18 too; "
            + "no primary measurement found (\(checked))",
        approximate: true)

    /// No measurement of a sheet's top gap in iPhone landscape was found.
    static let landscapeTopGap = ValueSource(
        "0: no measurement in landscape found; the maximum is the container less its safe areas "
            + "(docs/Runtime.md §2) until one is (\(checked))",
        approximate: true)

    /// iPhone tab bars before iOS 26: the bar everyone quotes, never published with a number by Apple.
    static let phoneTabBarBefore26 = ValueSource(
        "49 above the bottom safe area: the UITabBar height quoted by developer write-ups; Apple's HIG says only "
            + "that a tab bar keeps the same height in every orientation "
            + "(https://developer.apple.com/design/human-interface-guidelines/ios/bars/tab-bars; \(checked))",
        approximate: true)

    /// iOS 26's floating tab bar: no measurement of its top edge was found.
    static let phoneTabBar26 = ValueSource(
        "49: iOS 26 draws the tab bar as a floating capsule inset from the screen's edges, which collapses on "
            + "scroll; no measurement of its top edge found, so the earlier bar's height is kept (\(checked))",
        approximate: true)

    /// iPads show their tab bar at the top, so nothing rests on a bar at the bottom.
    static let padTabBar = ValueSource(
        "0: iPadOS 18 and 26 show a regular-width tab bar at the top of the screen, not at its bottom edge; "
            + "iPadOS 17's bottom bar is not modelled; no measurement found (\(checked))",
        approximate: true)

    /// iPhone keyboards: community measurements, none primary.
    static let phoneKeyboard = ValueSource(
        "community measurements of keyboardFrameEndUserInfoKey, English (US) with QuickType; third-party figures "
            + "disagree by up to 25 pt and Apple publishes none (\(checked))",
        approximate: true)

    static let padMiniKeyboard = ValueSource(
        "measured on 9.7-inch iPads with QuickType and carried over to the iPad mini; Apple publishes none (\(checked))",
        approximate: true)

    static let padProKeyboard = ValueSource(
        "measured on the 12.9-inch iPad Pro with QuickType and carried over to the 13-inch model; Apple publishes "
            + "none (\(checked))",
        approximate: true)
}
