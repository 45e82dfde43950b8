import BottomSheetable

/// The device profiles used when a project names none: the smallest supported
/// iPhone, a standard, a large and the largest iPhone, the smallest and the
/// largest iPad, each on every release in `ProfileOS`.
///
/// Every number cites its source (`ProfileEvidence`, per value in each
/// screen's `sources`) and says whether it is approximate; a test fails when a
/// value has none. What differs between releases: the top gap a full sheet
/// keeps (10 pt on notched iPhones before iOS 26, 0 on iOS 26; 20 and then 10
/// on the iPhone SE; about 10 on iPads) and the iPad safe areas (24/20 before
/// iPadOS 26, 32/25 on it). Names stay the same on every release, so
/// `--profile iphone-16` and `profiles.only` work whichever release a run picks.
public enum BuiltInProfiles {
    /// The table on `ProfileOS.newest`, the release a run describes by default.
    public static let all: [DeviceProfile] = profiles(for: .newest)

    /// Every device on every release, newest release first: what the test of
    /// sources walks.
    public static var everyRelease: [DeviceProfile] { ProfileOS.allCases.flatMap(profiles(for:)) }

    /// The table on `os`, smallest iPhone to largest iPad.
    public static func profiles(for os: ProfileOS) -> [DeviceProfile] {
        [
            iPhoneSE3(on: os), iPhone16(on: os), iPhone16Plus(on: os), iPhone16ProMax(on: os), iPadMini(on: os),
            iPadPro13(on: os),
        ]
    }

    public static let iPhoneSE3 = iPhoneSE3(on: .newest)
    public static let iPhone16 = iPhone16(on: .newest)
    public static let iPhone16Plus = iPhone16Plus(on: .newest)
    public static let iPhone16ProMax = iPhone16ProMax(on: .newest)
    public static let iPadMiniA17Pro = iPadMini(on: .newest)
    public static let iPadPro13M4 = iPadPro13(on: .newest)

    /// The smallest iPhone the current iOS supports; the same screen as the
    /// iPhone SE (2nd generation) and iPhone 8. Home button, no home indicator:
    /// status bar 20 in portrait, hidden in landscape.
    public static func iPhoneSE3(on os: ProfileOS) -> DeviceProfile {
        phone(
            name: "iphone-se-3", displayName: "iPhone SE (3rd generation)", os: os, width: 375, height: 667,
            portraitInsets: Insets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
            topGap: os == .iOS26 ? (10, ProfileEvidence.seTopGap26) : (20, ProfileEvidence.seTopGapBefore26),
            keyboard: (portrait: 260, landscape: 200))  // 216 + 44 QuickType / 162 + 38
    }

    /// The standard iPhone: the same screen as the iPhone 15, 15 Pro and 14 Pro.
    public static func iPhone16(on os: ProfileOS) -> DeviceProfile {
        notchedPhone(
            name: "iphone-16", displayName: "iPhone 16", os: os, width: 393, height: 852, sensorInset: 59, keyboard: 336)
    }

    /// The large iPhone: the same screen as the iPhone 15 Plus, 15 Pro Max and 14 Pro Max.
    public static func iPhone16Plus(on os: ProfileOS) -> DeviceProfile {
        notchedPhone(
            name: "iphone-16-plus", displayName: "iPhone 16 Plus", os: os, width: 430, height: 932, sensorInset: 59,
            keyboard: 346)
    }

    /// The largest iPhone.
    public static func iPhone16ProMax(on os: ProfileOS) -> DeviceProfile {
        notchedPhone(
            name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", os: os, width: 440, height: 956, sensorInset: 62,
            keyboard: 346)
    }

    /// The smallest iPad; the same screen as the iPad mini (6th generation).
    public static func iPadMini(on os: ProfileOS) -> DeviceProfile {
        pad(
            name: "ipad-mini-a17-pro", displayName: "iPad mini (A17 Pro)", os: os, width: 744, height: 1133,
            keyboard: (portrait: 313, landscape: 398), keyboardSource: ProfileEvidence.padMiniKeyboard)
    }

    /// The largest iPad.
    public static func iPadPro13(on os: ProfileOS) -> DeviceProfile {
        pad(
            name: "ipad-pro-13-m4", displayName: "iPad Pro 13-inch (M4)", os: os, width: 1032, height: 1376,
            keyboard: (portrait: 378, landscape: 471), keyboardSource: ProfileEvidence.padProKeyboard)
    }

    /// An iPhone with a Dynamic Island and a home indicator: the sensor housing's
    /// inset on top in portrait and on both sides in landscape, 34 and 21 at the
    /// bottom, a landscape keyboard of 209.
    private static func notchedPhone(
        name: String, displayName: String, os: ProfileOS, width: Double, height: Double, sensorInset: Double,
        keyboard: Double
    ) -> DeviceProfile {
        phone(
            name: name, displayName: displayName, os: os, width: width, height: height,
            portraitInsets: Insets(top: sensorInset, left: 0, bottom: 34, right: 0),
            landscapeInsets: Insets(top: 0, left: sensorInset, bottom: 21, right: sensorInset),
            topGap: os == .iOS26 ? (0, ProfileEvidence.notchedTopGap26) : (10, ProfileEvidence.notchedTopGapBefore26),
            keyboard: (portrait: keyboard, landscape: 209))
    }

    /// A tab bar's height above the bottom safe area on an iPhone, in both
    /// orientations and on both releases (`ProfileEvidence.phoneTabBarBefore26`).
    private static let phoneTabBarHeight = SheetContainer.standardTabBarHeight

    /// An iPhone: compact height in landscape (HIG size classes). The portrait
    /// top gap is the release's; no landscape measurement exists, so landscape keeps 0.
    private static func phone(
        name: String, displayName: String, os: ProfileOS, width: Double, height: Double, portraitInsets: Insets,
        landscapeInsets: Insets, topGap: (Double, ValueSource), keyboard: (portrait: Double, landscape: Double)
    ) -> DeviceProfile {
        func sources(topGap: ValueSource) -> [ProfileValue: ValueSource] {
            [
                .size: ProfileEvidence.screenSize, .safeArea: ProfileEvidence.phoneSafeArea, .topGap: topGap,
                .compactHeight: ProfileEvidence.sizeClass, .keyboardHeight: ProfileEvidence.phoneKeyboard,
                .tabBarHeight: os == .iOS26 ? ProfileEvidence.phoneTabBar26 : ProfileEvidence.phoneTabBarBefore26,
            ]
        }
        return DeviceProfile(
            name: name, displayName: displayName, idiom: .phone, os: os.displayName,
            screens: [
                ProfileScreen(
                    orientation: .portrait, size: Size(width: width, height: height), safeArea: portraitInsets,
                    topGap: topGap.0, isCompactHeight: false, keyboardHeight: keyboard.portrait,
                    tabBarHeight: phoneTabBarHeight, sources: sources(topGap: topGap.1)),
                ProfileScreen(
                    orientation: .landscape, size: Size(width: height, height: width), safeArea: landscapeInsets,
                    topGap: 0, isCompactHeight: true, keyboardHeight: keyboard.landscape,
                    tabBarHeight: phoneTabBarHeight, sources: sources(topGap: ProfileEvidence.landscapeTopGap)),
            ],
            source: summary(os: os))
    }

    /// An iPad running full screen: regular height in both orientations, the
    /// status bar and home indicator keep their insets when it turns, and a
    /// full sheet keeps about 10 pt below the status bar.
    private static func pad(
        name: String, displayName: String, os: ProfileOS, width: Double, height: Double,
        keyboard: (portrait: Double, landscape: Double), keyboardSource: ValueSource
    ) -> DeviceProfile {
        let (insets, insetSource) =
            os == .iOS26
            ? (Insets(top: 32, left: 0, bottom: 25, right: 0), ProfileEvidence.padSafeArea26)
            : (Insets(top: 24, left: 0, bottom: 20, right: 0), ProfileEvidence.padSafeAreaBefore26)
        let sources: [ProfileValue: ValueSource] = [
            .size: ProfileEvidence.screenSize, .safeArea: insetSource, .topGap: ProfileEvidence.padTopGap,
            .compactHeight: ProfileEvidence.sizeClass, .keyboardHeight: keyboardSource,
            .tabBarHeight: ProfileEvidence.padTabBar,
        ]
        return DeviceProfile(
            name: name, displayName: displayName, idiom: .pad, os: os.displayName,
            screens: [
                ProfileScreen(
                    orientation: .portrait, size: Size(width: width, height: height), safeArea: insets, topGap: 10,
                    isCompactHeight: false, keyboardHeight: keyboard.portrait, sources: sources),
                ProfileScreen(
                    orientation: .landscape, size: Size(width: height, height: width), safeArea: insets, topGap: 10,
                    isCompactHeight: false, keyboardHeight: keyboard.landscape, sources: sources),
            ],
            source: summary(os: os))
    }

    /// The profile's one-line `source`: where the per-value citations are.
    private static func summary(os: ProfileOS) -> String {
        "built-in table for \(os.displayName): each screen's `sources` cite every value; `approximate` lists those "
            + "no primary source or measurement pins"
    }
}
